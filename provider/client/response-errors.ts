// Turns a failed response into the error class callers branch on. The rule that matters most:
// only the platform's own envelope with a "missing object" code is a NotFoundError; any other
// 404 is a RouteNotFoundError, so a wrong API URL can never pass for "the object is gone".
import { ErrorEnvelope } from "../../schema/common";
import {
  ApiError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  GoneError,
  NotFoundError,
  PaymentRequiredError,
  RateLimitedError,
  RouteNotFoundError,
  ServerError,
  UnauthorizedError,
  isMissingObjectCode,
  type ApiErrorDetails,
  type CallSite,
} from "./errors";

const ERROR_BY_STATUS: Record<number, new (details: ApiErrorDetails) => ApiError> = {
  400: BadRequestError,
  401: UnauthorizedError,
  402: PaymentRequiredError,
  403: ForbiddenError,
  409: ConflictError,
  410: GoneError,
  429: RateLimitedError,
};

export interface FailedResponse {
  status: number;
  /** The body as text, possibly empty or not JSON. */
  text: string;
  headers: Headers;
}

export function errorForResponse(call: CallSite, response: FailedResponse): ApiError {
  const envelope = ErrorEnvelope.safeParse(parseJson(response.text));
  const { code, message, ...extra } = envelope.success
    ? envelope.data.error
    : { code: `http_${response.status}`, message: response.text.slice(0, 200) };
  const details: ApiErrorDetails = {
    ...call,
    status: response.status,
    code,
    message,
    extra,
    headers: response.headers,
  };
  if (response.status === 404) {
    if (envelope.success && isMissingObjectCode(code)) return new NotFoundError(details);
    return new RouteNotFoundError(details, envelope.success ? `error code ${code}` : bodyKind(response));
  }
  const ErrorClass = ERROR_BY_STATUS[response.status] ?? (response.status >= 500 ? ServerError : ApiError);
  return new ErrorClass(details);
}

/** What a non-envelope body looked like, without quoting it (it may echo the expanded path). */
function bodyKind(response: FailedResponse): string {
  const text = response.text.trim();
  if (text === "") return "an empty body";
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("html") || text.startsWith("<")) return "an HTML page";
  if (type.includes("json")) return "a JSON body that is not an error envelope";
  return "a plain-text body";
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
