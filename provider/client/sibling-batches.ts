// Writes of one parent's children sent as one call where the API takes arrays: a project's
// variables are created with one `POST /v10/projects/{id}/env` of many and deleted with one
// `DELETE /v1/projects/{id}/env` of many ids. An `up` or a destroy touches every resource it can at
// once; one call per child spends the platform's write limits (120 creates, 60 deletes a minute)
// on what one call does. The engine starts its steps milliseconds apart (it records each in the
// checkpoint first) and only `--parallel` at a time, so siblings are gathered the way Nagle's
// algorithm gathers bytes:
//
// - The first write of a parent goes at once (after `batchWindowMs`, 0 by default): alone, a write
//   makes its own call, as before; with company (writes started in the same tick), one call.
// - While that call is out (or held by the rate-limit pacer), later writes of the parent gather,
//   and go together as soon as it returns: the slower the calls, the bigger the batches.
// - At most `maxBatch` go in one call. A write the batch call did not do (the call failed, or its
//   answer does not account for that write) is sent alone, so each resource gets its own answer:
//   its own error, or its own recovery (a create's lookup, a delete's "already gone").

/** What the batch call did for one write. */
export interface Done<Result> {
  readonly result: Result;
}

export interface SiblingBatchesOptions<Request, Result> {
  /**
   * Sends these writes under `parent` in one call and answers, for each in order, what it did, or
   * `undefined` when the answer does not account for that write (it is then sent alone).
   */
  sendMany(parent: string, requests: readonly Request[]): Promise<ReadonlyArray<Done<Result> | undefined>>;
  /**
   * How long the first write of a parent waits for siblings (default 0: it goes at once, and only
   * writes that come while a call is out gather; a wait would slow an `up` that has room to spare).
   */
  batchWindowMs?: number;
  /** The most writes one call takes (default 100). */
  maxBatch?: number;
}

interface Pending<Request, Result> {
  readonly request: Request;
  readonly sendOne: () => Promise<Result>;
  readonly settle: (outcome: Promise<Result>) => Promise<unknown>;
}

interface ParentQueue<Request, Result> {
  readonly waiting: Array<Pending<Request, Result>>;
  /** A call of this parent is out, or its first write is waiting for siblings. */
  busy: boolean;
}

export class SiblingBatches<Request, Result> {
  private readonly parents = new Map<string, ParentQueue<Request, Result>>();
  private readonly batchWindowMs: number;
  private readonly maxBatch: number;

  constructor(private readonly options: SiblingBatchesOptions<Request, Result>) {
    this.batchWindowMs = options.batchWindowMs ?? 0;
    this.maxBatch = options.maxBatch ?? 100;
  }

  /** `request` under `parent`: in one call with siblings written at the same time, or alone. */
  send(parent: string, request: Request, sendOne: () => Promise<Result>): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const queue = this.queueOf(parent);
      queue.waiting.push({ request, sendOne, settle: (outcome) => outcome.then(resolve, reject) });
      if (queue.busy) return;
      queue.busy = true;
      setTimeout(() => void this.drain(parent, queue), this.batchWindowMs);
    });
  }

  /** Sends what waits, then what gathered meanwhile, until nothing waits. */
  private async drain(parent: string, queue: ParentQueue<Request, Result>): Promise<void> {
    while (queue.waiting.length > 0) {
      await this.sendBatch(parent, queue.waiting.splice(0, this.maxBatch));
    }
    queue.busy = false;
    this.parents.delete(parent);
  }

  /** One call for the batch (a lone write its own); each entry settles with its own outcome. */
  private async sendBatch(parent: string, batch: ReadonlyArray<Pending<Request, Result>>): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Pending<Request, Result>];
      await only.settle(only.sendOne()).catch(() => {});
      return;
    }
    const answered = this.options.sendMany(
      parent,
      batch.map((entry) => entry.request),
    );
    await Promise.allSettled(
      batch.map((entry, index) =>
        entry.settle(
          answered.then(
            (results) => {
              const done = results[index];
              return done ? done.result : entry.sendOne();
            },
            () => entry.sendOne(),
          ),
        ),
      ),
    );
  }

  private queueOf(parent: string): ParentQueue<Request, Result> {
    let queue = this.parents.get(parent);
    if (!queue) {
      queue = { waiting: [], busy: false };
      this.parents.set(parent, queue);
    }
    return queue;
  }
}
