// When and how long to wait between attempts: capped exponential backoff with full jitter,
// overridden by the server's Retry-After. Pacing before a 429 is pacer.ts's.

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** First backoff step in ms; doubles every attempt. */
  baseDelayMs: number;
  /** No single wait is longer than this, whatever the server says. */
  maxDelayMs: number;
}

/**
 * `maxDelayMs` covers a whole rate-limit window (the platform's last a minute): a Retry-After or a
 * window's reset cut short would only meet another 429.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 4, baseDelayMs: 250, maxDelayMs: 65_000 };

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

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
