// The gateway's errors: the platform's envelope `{ error: { code, message } }` with the two fields
// the gateway's clients read besides: `type` (@ai-sdk/gateway's createGatewayErrorFromResponse maps
// authentication_error, invalid_request_error, rate_limit_exceeded, model_not_found, not_found,
// forbidden, internal_server_error to its error classes) and `param` (the request field at fault, as OpenAI's clients show it; for
// model_not_found `{ modelId }` and for forbidden `{ ruleId }`, the shapes @ai-sdk/gateway reads).
import { ApiError } from "../../../errors";

type ErrorType =
  | "authentication_error"
  | "invalid_request_error"
  | "model_not_found"
  | "forbidden"
  | "not_found"
  | "rate_limit_exceeded"
  | "internal_server_error";

function gatewayError(
  status: number,
  code: string,
  type: ErrorType,
  message: string,
  param?: unknown,
): ApiError {
  return new ApiError(status, code, message, { type, param: param ?? null });
}

/** A request field is missing or wrong; `field` is its path, e.g. `messages[0].content[1].image_url.url`. */
export const invalidField = (field: string, rule: string): ApiError =>
  gatewayError(400, "bad_request", "invalid_request_error", `Invalid request: "${field}" ${rule}`, field);

export const unknownModel = (field: string, modelId: string, how = ""): ApiError =>
  gatewayError(
    400,
    "model_not_found",
    "model_not_found",
    `Invalid request: "${field}" names model "${modelId}"${how}, which the gateway does not serve; GET /v1/models lists its models`,
    { modelId },
  );

export const deniedByRule = (modelId: string, ruleId: string, reason: string | undefined): ApiError =>
  gatewayError(
    403,
    "forbidden",
    "forbidden",
    `Model "${modelId}" is denied by rule ${ruleId}${reason ? `: ${reason}` : ""}`,
    { ruleId },
  );

export const unauthenticated = (message: string): ApiError =>
  gatewayError(401, "unauthorized", "authentication_error", message);

/** Every provider that could serve failed (the admin API switched them off). */
export const providersFailed = (message: string): ApiError =>
  gatewayError(502, "bad_gateway", "internal_server_error", message);

/** Something the platform does that the emulator cannot do offline (a relay to another host). */
export const notEmulated = (message: string): ApiError =>
  gatewayError(501, "emulator_unsupported", "invalid_request_error", message);

/** The type of an error of the core (a body that is not JSON, a rate limit), by its status. */
function typeOfStatus(status: number): ErrorType {
  if (status === 401) return "authentication_error";
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limit_exceeded";
  return status < 500 ? "invalid_request_error" : "internal_server_error";
}

/** The envelope of any error on the plane; errors of the core get a type by status. */
export function gatewayErrorBody(error: ApiError): { error: Record<string, unknown> } {
  const body = error.toBody();
  if (body.error.type === undefined) {
    body.error.type = typeOfStatus(error.status);
    body.error.param = null;
  }
  return body;
}
