// Deletes of one parent's children sent as one batch call where the API takes arrays (the
// variables of a project: `DELETE /v1/projects/{id}/env` with `ids`). A destroy deletes every
// resource it can at once; one DELETE per child spends the platform's delete limit (60 a minute)
// on what one call does. The engine starts its steps a few milliseconds apart (it records each in
// the checkpoint first), so siblings are gathered the way Nagle's algorithm gathers bytes:
//
// - The first delete of a parent waits `batchWindowMs` for siblings, then goes (alone, a delete
//   makes its own call, as before; with company, one batch call).
// - While that call is out (or held by the rate-limit pacer), later deletes of the parent gather,
//   and go together as soon as it returns: the slower the calls, the bigger the batches.
// - At most `maxBatch` ids go in one call. When a batch call fails, each of its deletes is sent
//   alone, so each resource gets its own answer (and its own "already gone", which callers treat
//   as done).

export interface SiblingDeletesOptions {
  /** Deletes these children of `parent` in one call; ids already gone are not an error. */
  deleteMany(parent: string, ids: readonly string[]): Promise<void>;
  /** How long the first delete of a parent waits for siblings (default 25 ms). */
  batchWindowMs?: number;
  /** The most ids one call takes (default 100). */
  maxBatch?: number;
}

interface Pending {
  readonly id: string;
  readonly deleteOne: () => Promise<void>;
  readonly done: (outcome: Promise<void>) => void;
}

interface ParentQueue {
  readonly waiting: Pending[];
  /** A call of this parent is out, or its first delete is waiting for siblings. */
  busy: boolean;
}

export class SiblingDeletes {
  private readonly parents = new Map<string, ParentQueue>();
  private readonly batchWindowMs: number;
  private readonly maxBatch: number;

  constructor(private readonly options: SiblingDeletesOptions) {
    this.batchWindowMs = options.batchWindowMs ?? 25;
    this.maxBatch = options.maxBatch ?? 100;
  }

  /** Deletes child `id` of `parent`: in a batch with siblings deleted at the same time, or alone. */
  delete(parent: string, id: string, deleteOne: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const queue = this.queueOf(parent);
      queue.waiting.push({ id, deleteOne, done: (outcome) => outcome.then(resolve, reject) });
      if (queue.busy) return;
      queue.busy = true;
      setTimeout(() => void this.send(parent, queue), this.batchWindowMs);
    });
  }

  /** Sends what waits, then what gathered meanwhile, until nothing waits. */
  private async send(parent: string, queue: ParentQueue): Promise<void> {
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, this.maxBatch);
      await Promise.allSettled(this.sendBatch(parent, batch));
    }
    queue.busy = false;
    this.parents.delete(parent);
  }

  /** One call for the batch (a lone delete its own); each entry settles with its outcome. */
  private sendBatch(parent: string, batch: readonly Pending[]): Promise<void>[] {
    if (batch.length === 1) {
      const [only] = batch as [Pending];
      const outcome = only.deleteOne();
      only.done(outcome);
      return [outcome];
    }
    const sent = this.options.deleteMany(
      parent,
      batch.map((entry) => entry.id),
    );
    return batch.map((entry) => {
      const outcome = sent.catch(() => entry.deleteOne());
      entry.done(outcome);
      return outcome;
    });
  }

  private queueOf(parent: string): ParentQueue {
    let queue = this.parents.get(parent);
    if (!queue) {
      queue = { waiting: [], busy: false };
      this.parents.set(parent, queue);
    }
    return queue;
  }
}
