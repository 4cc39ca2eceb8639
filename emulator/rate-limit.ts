// Fixed-window rate limiting per token and endpoint (api-contract §1.4): one endpoint being limited
// does not block the others. Every platform response carries the X-RateLimit-* headers; a refused
// request gets 429 `rate_limited` with `Retry-After` and the `error.limit` object.
import { ApiError } from "./errors";

export interface RateLimitOptions {
  /** Requests allowed per window. */
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** When the window ends, epoch ms. */
  readonly resetMs: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { startMs: number; used: number }>();

  constructor(private readonly options: RateLimitOptions) {}

  /** Count one request against `key` and say whether it may proceed. */
  take(key: string, nowMs = Date.now()): RateLimitDecision {
    let window = this.windows.get(key);
    if (!window || nowMs >= window.startMs + this.options.windowMs) {
      window = { startMs: nowMs, used: 0 };
      this.windows.set(key, window);
    }
    const allowed = window.used < this.options.limit;
    if (allowed) window.used++;
    return {
      allowed,
      limit: this.options.limit,
      remaining: this.options.limit - window.used,
      resetMs: window.startMs + this.options.windowMs,
    };
  }

  /** Forget every window (admin reset). */
  clear(): void {
    this.windows.clear();
  }
}

export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    "X-RateLimit-Reset": String(Math.ceil(decision.resetMs / 1000)),
  };
}

/** The 429 for a refused request; also used by faults that inject a 429. */
export function rateLimited(decision: RateLimitDecision, nowMs = Date.now(), message?: string): ApiError {
  const retryAfter = Math.max(1, Math.ceil((decision.resetMs - nowMs) / 1000));
  return new ApiError(
    429,
    "rate_limited",
    message ?? `Rate limit exceeded: ${decision.limit} requests allowed; try again in ${retryAfter} seconds`,
    {
      limit: {
        remaining: decision.remaining,
        reset: Math.ceil(decision.resetMs / 1000),
        resetMs: decision.resetMs,
        total: decision.limit,
      },
    },
    { "Retry-After": String(retryAfter) },
  );
}
