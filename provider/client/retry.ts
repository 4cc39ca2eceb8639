// When and how long to wait between attempts: capped exponential backoff with full jitter,
// overridden by the server's Retry-After, plus proactive pacing from X-RateLimit-* headers.

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** First backoff step in ms; doubles every attempt. */
  baseDelayMs: number;
  /** No single wait is longer than this, whatever the server says. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 4, baseDelayMs: 250, maxDelayMs: 30_000 };

/** Full jitter (AWS architecture blog): a uniform wait in [0, min(cap, base * 2^attempt)]. */
export function backoffDelayMs(
  policy: RetryPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/**
 * The server's requested wait in ms, from `retry-after-ms`, or `Retry-After` in seconds or as
 * an HTTP date. Undefined when absent or unparsable.
 */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = headers.get("retry-after-ms");
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return Number(ms);
  const value = headers.get("retry-after");
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before retry number `attempt` (0-based): the server's word first, capped. */
export function retryDelayMs(policy: RetryPolicy, attempt: number, headers?: Headers): number {
  const requested = headers ? retryAfterMs(headers) : undefined;
  if (requested !== undefined) return Math.min(policy.maxDelayMs, requested);
  return backoffDelayMs(policy, attempt);
}

/**
 * Proactive pacing: when a response says the window is used up, later requests to the same
 * route wait for the window's reset instead of spending a request on a certain 429.
 */
export class RateLimitPacer {
  private readonly resetAtByRoute = new Map<string, number>();

  constructor(private readonly maxWaitMs: number) {}

  observe(route: string, headers: Headers, now: number = Date.now()): void {
    const remaining = headers.get("x-ratelimit-remaining");
    const reset = headers.get("x-ratelimit-reset");
    if (remaining === null || reset === null) return;
    if (Number(remaining) > 0) {
      this.resetAtByRoute.delete(route);
      return;
    }
    const resetAt = Number(reset) * 1000;
    if (Number.isFinite(resetAt) && resetAt > now) this.resetAtByRoute.set(route, resetAt);
  }

  /** Ms to wait before calling `route` now; 0 when the window has room. */
  waitMs(route: string, now: number = Date.now()): number {
    const resetAt = this.resetAtByRoute.get(route);
    if (resetAt === undefined || resetAt <= now) return 0;
    return Math.min(this.maxWaitMs, resetAt - now);
  }
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

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
