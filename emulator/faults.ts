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

export class FaultBook {
  private faults: Fault[] = [];

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: newId("fault_", 12), remaining: spec.times };
    this.faults.push(fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }

  /** The first live fault matching the request, spending one of its uses; faults apply in the order added. */
  take(target: FaultTarget): Fault | undefined {
    const fault = this.faults.find((f) => matches(f, target));
    if (!fault) return undefined;
    fault.remaining--;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return { ...fault };
  }
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
