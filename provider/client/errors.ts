// One error class per failure kind, each carrying the API's `{error:{code,message}}`, the
// method and the path template (never the expanded URL, which may carry ids of other teams,
// and never a header, which carries the token).

export interface ApiErrorDetails {
  status: number;
  code: string;
  message: string;
  method: string;
  path: string;
  /** Extra fields of the API's error object (e.g. `limit` on a 429). */
  extra?: Record<string, unknown>;
  /** Response headers, for Retry-After and rate-limit fields. */
  headers?: Headers;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly method: string;
  readonly path: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Headers;

  constructor(details: ApiErrorDetails) {
    super(
      `${details.method} ${details.path} failed with ${details.status} ${details.code}: ${details.message}`,
    );
    this.name = new.target.name;
    this.status = details.status;
    this.code = details.code;
    this.method = details.method;
    this.path = details.path;
    this.extra = details.extra ?? {};
    this.headers = details.headers ?? new Headers();
  }
}

export class BadRequestError extends ApiError {}
export class UnauthorizedError extends ApiError {}
export class PaymentRequiredError extends ApiError {}
export class ForbiddenError extends ApiError {}
export class NotFoundError extends ApiError {}
export class ConflictError extends ApiError {}
export class GoneError extends ApiError {}
export class RateLimitedError extends ApiError {}
export class ServerError extends ApiError {}

const ERROR_BY_STATUS: Record<number, new (details: ApiErrorDetails) => ApiError> = {
  400: BadRequestError,
  401: UnauthorizedError,
  402: PaymentRequiredError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  410: GoneError,
  429: RateLimitedError,
};

export function errorForStatus(details: ApiErrorDetails): ApiError {
  const ErrorClass = ERROR_BY_STATUS[details.status] ?? (details.status >= 500 ? ServerError : ApiError);
  return new ErrorClass(details);
}

/** The request may or may not have reached the server: a lost connection, a timeout. */
export class ConnectionError extends Error {
  readonly method: string;
  readonly path: string;
  /** True when the request surely did not reach the server (connection refused, DNS failure). */
  readonly notSent: boolean;

  constructor(method: string, path: string, reason: string, notSent: boolean) {
    super(`${method} ${path} failed: ${reason}`);
    this.name = "ConnectionError";
    this.method = method;
    this.path = path;
    this.notSent = notSent;
  }
}

/** The API answered 2xx with a body that does not match the expected wire type. */
export class ResponseShapeError extends Error {
  constructor(method: string, path: string, issues: string) {
    super(`${method} ${path} returned an unexpected body: ${issues}`);
    this.name = "ResponseShapeError";
  }
}

/** A retry could not help: statuses the API decided on purpose. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 500 || status === 502 || status === 503 || status === 504;
}

/** Reads treat a 404 as "the object is gone": the one place that rule lives. */
export async function undefinedIfNotFound<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}
