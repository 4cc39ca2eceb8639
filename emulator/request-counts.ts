// How many platform calls each endpoint served, keyed "METHOD /template" (e.g. "GET /v9/projects/:idOrName"),
// so tests can assert what a client really sent: retries, pagination, no needless reads.
export class RequestCounter {
  private readonly counts = new Map<string, number>();

  record(method: string, template: string): void {
    const key = `${method} ${template}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  toJSON(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  clear(): void {
    this.counts.clear();
  }
}
