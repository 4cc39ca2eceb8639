// Answers kept for the run, by key: what a run reads again and again and that nothing of ours
// changes while it lasts (a Blob store's read-write token and its access, read by every object's
// operation). Kept per configured client through `HttpClient.perScope`, so a run's copies share it.
// A failed load is not kept: the next caller tries again and reports its own error.
export class RunMemo<T> {
  private readonly answers = new Map<string, Promise<T>>();

  /** The answer for `key`: the one loaded (or loading) earlier in the run, else `load`'s. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.answers.get(key);
    if (known) return known;
    const answer = load();
    this.answers.set(key, answer);
    answer.catch(() => {
      if (this.answers.get(key) === answer) this.answers.delete(key);
    });
    return answer;
  }

  /** What was kept for `key` no longer holds (the object was deleted or replaced). */
  forget(key: string): void {
    this.answers.delete(key);
  }
}
