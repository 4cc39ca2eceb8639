// One error class per failure kind. Every error names the call the way a user can act on it —
// method, API host and path template — and carries the same facts as fields, so the resource
// binding can word its own messages. Never the expanded path (its ids may belong to other
// teams) and never a header (one carries the token).

/** The call an error is about: what the binding needs to say where it failed. */
export interface CallSite {
  method: string;
  /** The path template, e.g. `/v9/projects/{idOrName}`. */
  path: string;
  /** Origin of the client's base URL, e.g. `https://api.vercel.com`. */
  host: string;
}

/** `GET https://api.vercel.com /v9/projects/{idOrName}` */
export function describeCall(call: CallSite): string {
  return `${call.method} ${call.host} ${call.path}`;
}

export interface ApiErrorDetails extends CallSite {
  status: number;
  code: string;
  /** The API's own message (`error.message` of the envelope). */
  message: string;
  /** Extra fields of the API's error object (e.g. `limit` on a 429). */
  extra?: Record<string, unknown>;
  /** Response headers, for Retry-After and rate-limit fields. */
  headers?: Headers;
}

export class ApiError extends Error implements CallSite {
  readonly status: number;
  readonly code: string;
  /** What the API said, without the call description `message` adds. */
  readonly apiMessage: string;
  readonly method: string;
  readonly path: string;
  readonly host: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Headers;

  constructor(details: ApiErrorDetails, summary?: string) {
    super(
      summary ?? `${describeCall(details)} failed with ${details.status} ${details.code}: ${details.message}`,
    );
    this.name = new.target.name;
    this.status = details.status;
    this.code = details.code;
    this.apiMessage = details.message;
    this.method = details.method;
    this.path = details.path;
    this.host = details.host;
    this.extra = details.extra ?? {};
    this.headers = details.headers ?? new Headers();
  }
}

export class BadRequestError extends ApiError {}
export class UnauthorizedError extends ApiError {}
export class PaymentRequiredError extends ApiError {}
export class ForbiddenError extends ApiError {}
/** The platform said the object does not exist: the only error `isGone` accepts. */
export class NotFoundError extends ApiError {}
export class ConflictError extends ApiError {}
export class GoneError extends ApiError {}
export class RateLimitedError extends ApiError {}
export class ServerError extends ApiError {}

/**
 * A 404 that is not the platform saying "this object is missing": an HTML or empty page, a
 * proxy, a route this API URL does not serve. Treating it as "gone" would make refresh drop
 * objects that still exist, so it is an error of its own, naming host and route.
 */
export class RouteNotFoundError extends ApiError {
  constructor(details: ApiErrorDetails, what: string) {
    super(
      details,
      `${describeCall(details)} answered 404 with ${what}, not the platform's "not found" error: ` +
        `the API URL may be wrong or not serve this route`,
    );
  }
}

/** The platform's envelope codes that mean "no such object". */
export function isMissingObjectCode(code: string): boolean {
  return code === "not_found" || code.endsWith("_not_found");
}

/** True only when the platform said the object does not exist. */
export function isGone(error: unknown): boolean {
  return error instanceof NotFoundError;
}

/** Reads treat a missing object as undefined; every other failure (a 404 page too) surfaces. */
export async function undefinedIfNotFound<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (isGone(error)) return undefined;
    throw error;
  }
}

/** The request may or may not have reached the server: a lost connection, a timeout. */
export class ConnectionError extends Error implements CallSite {
  readonly method: string;
  readonly path: string;
  readonly host: string;
  /** The network error's code (`ECONNREFUSED`, `UND_ERR_HEADERS_TIMEOUT`, ...). */
  readonly code: string;
  readonly reason: string;
  /** True when the request surely did not reach the server (connection refused, DNS failure). */
  readonly notSent: boolean;
  readonly extra: Record<string, unknown> = {};

  constructor(call: CallSite, failure: { code: string; reason: string; notSent: boolean }) {
    super(`${describeCall(call)} failed: ${failure.reason}`);
    this.name = "ConnectionError";
    this.method = call.method;
    this.path = call.path;
    this.host = call.host;
    this.code = failure.code;
    this.reason = failure.reason;
    this.notSent = failure.notSent;
  }
}

/** The API answered 2xx with a body that does not match the expected wire type. */
export class ResponseShapeError extends Error implements CallSite {
  readonly method: string;
  readonly path: string;
  readonly host: string;
  readonly status: number;
  readonly issues: string;

  constructor(call: CallSite, status: number, issues: string) {
    super(`${describeCall(call)} returned ${status} with an unexpected body: ${issues}`);
    this.name = "ResponseShapeError";
    this.method = call.method;
    this.path = call.path;
    this.host = call.host;
    this.status = status;
    this.issues = issues;
  }
}

/** Statuses a retry can help with: rate limits and server-side failures. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 500 || status === 502 || status === 503 || status === 504;
}

/**
 * The create may have happened: the server failed while processing, the answer was lost, or it
 * answered 2xx with a body we could not read (the object exists).
 */
export function isAmbiguousOutcome(error: unknown): boolean {
  if (error instanceof ConnectionError) return !error.notSent;
  return error instanceof ServerError || error instanceof ResponseShapeError;
}
