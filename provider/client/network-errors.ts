// Whether a failed request may have reached the server. This decides what may be retried: a
// request that surely was not sent can be retried whatever it does; any other failure leaves
// the outcome unknown, and only an idempotent call may simply be sent again.
import { errors } from "undici";

export interface NetworkFailure {
  code: string;
  reason: string;
  notSent: boolean;
}

// System calls that fail before a single byte of the request is written.
const BEFORE_WRITE_SYSCALLS = new Set(["connect", "getaddrinfo", "getaddrinfo_a"]);

interface SystemError extends Error {
  code?: string;
  syscall?: string;
}

/** Undefined when `error` is not a network failure (a bug, an invalid argument): rethrow it. */
export function classifyNetworkError(error: unknown): NetworkFailure | undefined {
  if (error instanceof errors.ConnectTimeoutError) {
    return { code: error.code, reason: "connect timed out", notSent: true };
  }
  if (error instanceof errors.HeadersTimeoutError) {
    return { code: error.code, reason: "timed out waiting for the response headers", notSent: false };
  }
  if (error instanceof errors.BodyTimeoutError) {
    return { code: error.code, reason: "timed out reading the response body", notSent: false };
  }
  if (error instanceof errors.SocketError) {
    return { code: error.code, reason: `connection lost (${error.message})`, notSent: false };
  }
  if (error instanceof errors.UndiciError) {
    // Aborts, closed clients, parser errors, size mismatches: the request may have been written.
    const code = (error as SystemError).code ?? error.name;
    return { code, reason: error.message, notSent: false };
  }
  const system = error as SystemError;
  if (error instanceof Error && typeof system.code === "string" && typeof system.syscall === "string") {
    return {
      code: system.code,
      reason: `${system.syscall} ${system.code}`,
      notSent: BEFORE_WRITE_SYSCALLS.has(system.syscall),
    };
  }
  return undefined;
}
