// The platform's error envelope `{ error: { code, message, ...extra } }` (api-contract §1.2).
// Handlers throw these; the server turns any of them into the response, so no handler writes an
// error body by hand and every failure looks like the real API's.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra fields of the error object, e.g. `limit` on a 429. */
    readonly extra: Readonly<Record<string, unknown>> = {},
    /** Response headers that belong to the error, e.g. `Retry-After`. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  toBody(): { error: Record<string, unknown> } {
    return { error: { code: this.code, message: this.message, ...this.extra } };
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, "bad_request", message);

/** Missing or unknown token, or a team the user does not belong to. */
export const forbidden = (message = "Not authorized"): ApiError => new ApiError(403, "forbidden", message);

/** The object is missing. Clients treat this code as "gone", so nothing else may use it. */
export const notFound = (message: string): ApiError => new ApiError(404, "not_found", message);

/**
 * A path the emulator does not serve. Its own code, never `not_found`: a client that reads a missing
 * endpoint as a deleted object would pass tests against the emulator and fail against the platform.
 */
export const unservedRoute = (method: string, path: string): ApiError =>
  new ApiError(404, "emulator_unserved_route", `The emulator does not serve ${method} ${path}`);

/** The emulator's own answer broke its route's response schema (found with `checkResponses`). */
export const invalidResponse = (message: string): ApiError =>
  new ApiError(500, "emulator_invalid_response", message);

export const conflict = (message: string): ApiError => new ApiError(409, "conflict", message);

/** The path exists but not with this method; the message lists the ones it supports. */
export const methodUnknown = (method: string, allowed: readonly string[]): ApiError =>
  new ApiError(
    405,
    "method_unknown",
    `This endpoint does not support ${method}; it supports ${allowed.join(", ")}`,
    {},
    { Allow: allowed.join(", ") },
  );

export const internalError = (message: string): ApiError =>
  new ApiError(500, "internal_server_error", message);

/** The conventional code for a status, used when a fault names only the status. */
export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? "internal_server_error" : "bad_request");
}

const STATUS_CODES: Readonly<Record<number, string>> = {
  400: "bad_request",
  401: "forbidden",
  403: "forbidden",
  404: "not_found",
  405: "method_unknown",
  409: "conflict",
  429: "rate_limited",
  500: "internal_server_error",
  502: "bad_gateway",
  503: "service_unavailable",
  504: "gateway_timeout",
};
