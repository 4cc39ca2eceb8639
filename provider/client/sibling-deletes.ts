// Deletes of one parent's children sent as one batch call where the API takes arrays (the
// variables of a project: `DELETE /v1/projects/{id}/env` with `ids`). A destroy deletes every
// resource at once; one DELETE per child spends the platform's delete limit (60 a minute) on
// what one call does. Deletes of siblings that arrive within a few milliseconds share a call:
//
// - Alone, a delete makes its own call, as before.
// - Together, up to `maxBatch` at a time go in one batch call; every caller waits for it.
// - When a batch call fails, each delete is sent alone, so each resource gets its own answer (and
//   its own "already gone", which the callers treat as done).

export interface SiblingDeletesOptions {
  /** Deletes these children of `parent` in one call; ids already gone are not an error. */
  deleteMany(parent: string, ids: readonly string[]): Promise<void>;
  /** How long a delete waits for siblings (default 10 ms). */
  batchWindowMs?: number;
  /** The most ids one call takes (default 100). */
  maxBatch?: number;
}

interface Pending {
  readonly id: string;
  readonly deleteOne: () => Promise<void>;
  readonly done: (outcome: Promise<void>) => void;
}

export class SiblingDeletes {
  private readonly pending = new Map<string, Pending[]>();
  private readonly batchWindowMs: number;
  private readonly maxBatch: number;

  constructor(private readonly options: SiblingDeletesOptions) {
    this.batchWindowMs = options.batchWindowMs ?? 10;
    this.maxBatch = options.maxBatch ?? 100;
  }

  /** Deletes child `id` of `parent`: in a batch with siblings deleted at the same time, or alone. */
  delete(parent: string, id: string, deleteOne: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const entry: Pending = { id, deleteOne, done: (outcome) => outcome.then(resolve, reject) };
      const queue = this.pending.get(parent);
      if (queue) {
        queue.push(entry);
        return;
      }
      this.pending.set(parent, [entry]);
      setTimeout(() => this.flush(parent), this.batchWindowMs);
    });
  }

  private flush(parent: string): void {
    const queue = this.pending.get(parent) ?? [];
    this.pending.delete(parent);
    for (let start = 0; start < queue.length; start += this.maxBatch) {
      const batch = queue.slice(start, start + this.maxBatch);
      if (batch.length === 1) {
        batch[0]!.done(batch[0]!.deleteOne());
        continue;
      }
      const sent = this.options.deleteMany(
        parent,
        batch.map((entry) => entry.id),
      );
      for (const entry of batch) entry.done(sent.catch(() => entry.deleteOne()));
    }
  }
}
