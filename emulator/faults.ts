// Fault injection (configured with POST /_emulator/faults): errors, latency and responses dropped
// after the write is committed, so clients' retry and recovery paths can be tested for real.
import type { Fault, FaultSpec } from "../schema/emulator";
import { ApiError, codeForStatus } from "./errors";
import { newId } from "./ids";
import { rateLimited, type RateLimitDecision } from "./rate-limit";

export interface FaultTarget {
  readonly method: string;
  /** The request path without its query. */
  readonly path: string;
  /** The matched route template. */
  readonly template: string;
}

/** What the faults a request met do to it (see `FaultSpec` for how they compose). */
export interface FaultEffect {
  /** The ids of the faults applied, for the log. */
  readonly ids: readonly string[];
  /** The total delay before the request is served. */
  readonly latencyMs: number;
  /** The fault that answers with an error, if one did. */
  readonly error?: Fault & { status: number };
  /** The handler runs and commits, then the socket is closed unanswered. */
  readonly drop: boolean;
}

export class FaultBook {
  private faults: Array<{ fault: Fault; random: () => number; lapsesAt: number }> = [];

  constructor(private readonly now: () => number = Date.now) {}

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: newId("fault_", 12), remaining: spec.times };
    // Each fault draws from its own generator, so a seeded fault repeats whatever else is live.
    const random = seededRandom(spec.seed ?? Math.floor(Math.random() * 0x100000000));
    const lapsesAt = spec.forMs === undefined ? Infinity : this.now() + spec.forMs;
    this.faults.push({ fault, random, lapsesAt });
    return { ...fault };
  }

  list(): Fault[] {
    this.dropLapsed();
    return this.faults.map(({ fault }) => ({ ...fault }));
  }

  private dropLapsed(): void {
    const now = this.now();
    this.faults = this.faults.filter(({ fault, lapsesAt }) => fault.remaining > 0 && now < lapsesAt);
  }

  clear(): void {
    this.faults = [];
  }

  /**
   * What the live faults matching the request do to it, in the order added, spending one use of
   * each fault applied: latencies add up, the first error or drop decides the outcome. Undefined
   * when none applies.
   */
  take(target: FaultTarget): FaultEffect | undefined {
    const applied: Fault[] = [];
    let latencyMs = 0;
    let error: (Fault & { status: number }) | undefined;
    let drop = false;
    this.dropLapsed();
    for (const entry of this.faults) {
      const { fault, random } = entry;
      if (fault.remaining <= 0 || !matches(fault, target)) continue;
      const outcome = fault.status !== undefined || fault.dropResponse === true;
      // An outcome is already decided: a later error fault is neither drawn nor spent.
      if (outcome && (error || drop)) continue;
      if (fault.probability !== undefined && random() >= fault.probability) continue;
      fault.remaining--;
      applied.push(fault);
      latencyMs += delayOf(fault, random);
      if (fault.status !== undefined) error = { ...fault, status: fault.status };
      if (fault.dropResponse === true) drop = true;
    }
    if (applied.length === 0) return undefined;
    this.dropLapsed();
    return { ids: applied.map((fault) => fault.id), latencyMs, drop, ...(error ? { error } : {}) };
  }
}

/** `latencyMs`, or a uniform draw in [latencyMs, latencyMaxMs]. */
function delayOf(fault: Fault, random: () => number): number {
  if (fault.latencyMs === undefined) return 0;
  if (fault.latencyMaxMs === undefined) return fault.latencyMs;
  return fault.latencyMs + Math.floor(random() * (fault.latencyMaxMs - fault.latencyMs + 1));
}

/** mulberry32: a small, fast generator of floats in [0, 1), repeatable from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function matches(fault: Fault, target: FaultTarget): boolean {
  if (fault.method !== undefined && fault.method !== target.method) return false;
  if (fault.route !== undefined) return fault.route === target.template;
  if (fault.path !== undefined) return target.path.startsWith(fault.path);
  return true;
}

/**
 * The error a fault with a `status` answers with, in the platform's envelope. `limit` is the
 * request's real rate-limit window, so an injected 429 reports the configured total (undefined when
 * rate limits are off: the 429 then reports a window of one request).
 */
export function faultError(
  fault: Fault & { status: number },
  limit: RateLimitDecision | undefined,
  nowMs = Date.now(),
): ApiError {
  const code = fault.code ?? codeForStatus(fault.status);
  const message = fault.message ?? `Injected fault ${fault.id}: ${fault.status} ${code}`;
  const headers: Record<string, string> =
    fault.retryAfter === undefined ? {} : { "Retry-After": String(fault.retryAfter) };
  if (fault.status !== 429) return new ApiError(fault.status, code, message, {}, headers);
  // An injected 429 looks like a real one: the `limit` object and Retry-After (1 s unless the fault says).
  const resetMs = nowMs + (fault.retryAfter ?? 1) * 1000;
  const real = rateLimited({ limit: 1, ...limit, allowed: false, remaining: 0, resetMs }, nowMs, message);
  return new ApiError(429, code, message, real.extra, { ...real.headers, ...headers });
}
