// Pacing from the rate-limit headers, so a busy `up` is never refused with 429 where the server
// told us enough to avoid it. The platform counts requests per token in fixed windows per route
// group and reports each window on every answer (X-RateLimit-Limit/Remaining/Reset, reset in epoch
// seconds). The client cannot see group names, so it keeps one window per call kind — method and
// path template (`GET /v1/projects/{id}/env/{envId}`) — which is one group on the platform and the
// emulator alike; two kinds sharing a group are still caught by the 429 retry.
//
// For each kind it counts the requests it has sent since the last report: a request goes out only
// while `remaining - inFlight > 0`. When nothing is known (the first call, or a window that has
// ended) exactly one request goes out to learn the window and the others wait for its answer, so
// 64 parallel calls never race into a window of 10. A kind whose answers carry no rate-limit
// headers is not paced at all.

interface KnownWindow {
  /** What the server last said is left, lowered by each later report of the same window. */
  remaining: number;
  /** When the window ends, local epoch ms. */
  resetAt: number;
}

interface KindState {
  /** Unknown until the first answer, and again after the window ended. */
  window?: KnownWindow;
  /** Answers carried no rate-limit headers: this kind is not limited. */
  unlimited: boolean;
  /** Sent and not answered yet. */
  inFlight: number;
  /** Woken when an answer arrives (the window may have changed). */
  waiters: Array<() => void>;
}

/** What the caller needs to report its answer. */
export interface PaceTicket {
  readonly kind: string;
  /** Ms spent waiting for room (0 when the window had room). */
  readonly waitedMs: number;
}

export interface PacerClock {
  now(): number;
  /** Calls `fire` after `ms`; the answer cancels it. */
  timer(ms: number, fire: () => void): () => void;
}

const realClock: PacerClock = {
  now: () => Date.now(),
  timer: (ms, fire) => {
    const timeout = setTimeout(fire, ms);
    return () => clearTimeout(timeout);
  },
};

export class RateLimitPacer {
  private readonly kinds = new Map<string, KindState>();

  /** @param maxWaitMs the longest wait for a window's reset (the retry policy's `maxDelayMs`) */
  constructor(
    private readonly maxWaitMs: number,
    private readonly clock: PacerClock = realClock,
  ) {}

  /** Waits until a request of `kind` fits its window, and counts it as in flight. */
  async acquire(kind: string): Promise<PaceTicket> {
    const state = this.state(kind);
    const started = this.clock.now();
    for (;;) {
      const now = this.clock.now();
      if (state.window && now >= state.window.resetAt) delete state.window;
      if (state.unlimited || this.hasRoom(state)) {
        state.inFlight++;
        return { kind, waitedMs: now - started };
      }
      await this.nextChange(state, now);
    }
  }

  /**
   * Reports the answer of a request let through by `acquire` (its headers, or undefined when no
   * answer came): the window it shows, or the wait a 429 asks for.
   */
  settle(ticket: PaceTicket, answer?: { status: number; headers: Headers }): void {
    const state = this.state(ticket.kind);
    state.inFlight = Math.max(0, state.inFlight - 1);
    if (answer) this.observe(state, answer.status, answer.headers);
    const waiters = state.waiters.splice(0);
    for (const wake of waiters) wake();
  }

  private hasRoom(state: KindState): boolean {
    // Unknown window: one request at a time learns it.
    if (!state.window) return state.inFlight === 0;
    return state.window.remaining - state.inFlight > 0;
  }

  private observe(state: KindState, status: number, headers: Headers): void {
    const now = this.clock.now();
    const remaining = headerNumber(headers, "x-ratelimit-remaining");
    const reset = headerNumber(headers, "x-ratelimit-reset");
    if (status === 429) {
      const retryAfter = headerNumber(headers, "retry-after");
      const resetAt =
        retryAfter !== undefined ? now + retryAfter * 1000 : reset !== undefined ? reset * 1000 : now + 1000;
      state.unlimited = false;
      state.window = { remaining: 0, resetAt: Math.min(resetAt, now + this.maxWaitMs) };
      return;
    }
    if (remaining === undefined || reset === undefined) {
      if (!state.window) state.unlimited = true;
      return;
    }
    state.unlimited = false;
    const resetAt = Math.min(reset * 1000, now + this.maxWaitMs);
    const current = state.window;
    // Answers arrive out of order: one of the same window can only lower what is left. A report of
    // another window is the server's word on where the window is now, and starts afresh.
    if (current && resetAt === current.resetAt) current.remaining = Math.min(current.remaining, remaining);
    else state.window = { remaining, resetAt };
  }

  /** Until an answer arrives or the window resets, whichever is first. */
  private nextChange(state: KindState, now: number): Promise<void> {
    return new Promise((resolve) => {
      let cancelTimer = () => {};
      let done = false;
      const wake = () => {
        if (done) return;
        done = true;
        cancelTimer();
        resolve();
      };
      state.waiters.push(wake);
      // With nothing in flight no answer will come: only the reset can make room.
      if (state.window && state.inFlight === 0) {
        cancelTimer = this.clock.timer(Math.max(0, state.window.resetAt - now), wake);
      }
    });
  }

  private state(kind: string): KindState {
    let state = this.kinds.get(kind);
    if (!state) {
      state = { unlimited: false, inFlight: 0, waiters: [] };
      this.kinds.set(kind, state);
    }
    return state;
  }
}

function headerNumber(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Number(value);
}

const pacers = new Map<string, RateLimitPacer>();

/**
 * The pacer of one credential on one API, for the whole process: rate-limit windows belong to
 * the token, so a second client (a second `configure()`) must not forget a used-up window.
 */
export function sharedPacer(key: string, maxWaitMs: number): RateLimitPacer {
  let pacer = pacers.get(key);
  if (!pacer) {
    pacer = new RateLimitPacer(maxWaitMs);
    pacers.set(key, pacer);
  }
  return pacer;
}
