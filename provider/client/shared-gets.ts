// Concurrent identical GETs share one request. A refresh reads every resource at once, and several
// resources read the same object: Project, ProjectCrons, ProjectDeploymentRetention,
// ProjectRollingRelease, attack mode and observability settings each GET /v9/projects/{id}, so one
// project cost up to four reads of the platform's limited budget. Here a GET of a URL already in
// flight on the same configured client (same API, token and scope: the URL carries the team) waits
// for that request's answer instead of sending its own.
//
// - Only requests in flight are shared, never kept: a GET after the answer sends its own.
// - A GET never joins a request that began before one of our writes completed (nor one that began
//   while a write was in flight): it could answer the state before the write. Every write counts,
//   whatever its path: paths alias (a project by name or id, /v9 and /v10, a variable's PATCH
//   changes its project's GET), and during a refresh, where sharing pays, nothing writes.
// - Sharers get the raw answer (status, headers, text); each parses its own copy with its own
//   schema, so no caller sees another's object, and an error answer fails every sharer alike.

/** What one request answered, before any caller parses it. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

interface InFlight {
  readonly answer: Promise<RawAnswer>;
  /** The write generation when the request began. */
  readonly generation: number;
}

export class SharedGets {
  private readonly inFlight = new Map<string, InFlight>();
  /** Bumped when any write begins and when it ends: a request from an older generation is stale. */
  private generation = 0;
  private writesInFlight = 0;

  /**
   * The answer to GET `url`: the one already in flight when it may be shared, else `send`'s.
   * `joined` is true when this caller shares another's request (it sent nothing, paced nothing).
   */
  get(url: string, send: () => Promise<RawAnswer>): { answer: Promise<RawAnswer>; joined: boolean } {
    const current = this.inFlight.get(url);
    if (current && current.generation === this.generation && this.writesInFlight === 0) {
      return { answer: current.answer, joined: true };
    }
    const entry: InFlight = { answer: send(), generation: this.generation };
    this.inFlight.set(url, entry);
    const forget = () => {
      if (this.inFlight.get(url) === entry) this.inFlight.delete(url);
    };
    entry.answer.then(forget, forget);
    return { answer: entry.answer, joined: false };
  }

  /** Runs a write (any method but GET): GETs begun before it ends are never joined after it. */
  async writing<T>(write: () => Promise<T>): Promise<T> {
    this.generation++;
    this.writesInFlight++;
    try {
      return await write();
    } finally {
      this.writesInFlight--;
      this.generation++;
    }
  }
}
