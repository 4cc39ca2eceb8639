// What users read when an operation fails: the operation and the object as they know them
// (`creating Project "legacy-site": 403 forbidden: Not authorized`), what to check on 401/403,
// and the host that was called, with the API's words about query parameters put as settings
// (parameter-wording.ts). Every message leaves with the token and every secret input
// value redacted, including the API error's extra fields.
import { redact } from "../client/redact";
import { isPlainObject } from "../reconcile/values";
import { inUserSettings } from "./parameter-wording";

export type Action = "creating" | "adopting" | "reading" | "updating" | "deleting" | "diffing" | "looking up";

export interface FailureContext {
  action: Action;
  /** The resource type, e.g. "Project". */
  type: string;
  /** The object as the user knows it: its natural key's value, else its id. */
  label: string | undefined;
  /** Values to redact: the token and the object's secret inputs. */
  secrets: readonly string[];
  /** The API host configured, for messages about errors that do not name one. */
  apiUrl: string | undefined;
}

interface ApiErrorLike {
  status: number;
  code: string;
  apiMessage?: string;
  message: string;
  host?: string;
  method?: string;
  path?: string;
  extra?: Record<string, unknown>;
}

interface ConnectionErrorLike {
  name: "ConnectionError";
  message: string;
  host?: string;
  method?: string;
  path?: string;
  reason?: string;
}

/** An error that names its operation; `status` and `code` stay readable for callers and tests. */
export class OperationError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "OperationError";
  }
}

export function describeFailure(context: FailureContext, error: unknown): OperationError {
  const subject = `${context.action} ${context.type}${context.label ? ` "${context.label}"` : ""}`;
  const scrub = (text: string) => redact(text, context.secrets);
  // Not the platform answering: its own message names the host and route that were called.
  if (error instanceof Error && error.name === "RouteNotFoundError") {
    return new OperationError(scrub(`${subject}: ${error.message}`), 404, "route_not_found");
  }
  if (isApiError(error)) {
    const host = error.host ?? context.apiUrl;
    const hint = accessHint(error, host);
    // Its words about query parameters become the settings the user controls.
    const apiMessage = inUserSettings(error.apiMessage ?? error.message);
    const extra = error.extra
      ? (redactDeep(error.extra, context.secrets) as Record<string, unknown>)
      : undefined;
    return new OperationError(
      scrub(`${subject}: ${error.status} ${error.code}: ${apiMessage}${hint}`),
      error.status,
      error.code,
      extra,
    );
  }
  if (isConnectionError(error)) {
    const host = error.host ?? context.apiUrl ?? "the API";
    const route = error.method && error.path ? ` (${error.method} ${error.path})` : "";
    return new OperationError(
      scrub(`${subject}: could not reach ${host}${route}: ${error.reason ?? error.message}`),
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new OperationError(scrub(`${subject}: ${message}`));
}

/** What to check after a 401 or 403: the integration's scopes or state when the API names them. */
function accessHint(error: ApiErrorLike, host: string | undefined): string {
  if (error.status !== 401 && error.status !== 403) return "";
  if (error.code === "integration_configuration_disabled") {
    return (
      "; the integration installation this token belongs to is disabled (its installing owner left the team): " +
      "a team owner must transfer its ownership or re-activate it within 30 days (or it is deleted); " +
      "meanwhile use another token"
    );
  }
  const scope = error.extra?.missingScope;
  if (typeof scope === "string") {
    const level = typeof error.extra?.accessLevel === "string" ? error.extra.accessLevel : "read-write";
    return (
      `; missing scope ${scope} (${level}) on this token: it is an integration's, so add the scope in the ` +
      `integration's settings and have the account owner confirm the change (or reinstall the integration)`
    );
  }
  return (
    `; check vercel:apiToken (or VERCEL_API_TOKEN), and that the token can access the team ` +
    `(vercel:team, VERCEL_TEAM or the resource's teamId); API host ${host ?? "unknown"}`
  );
}

/** Redacts every string inside a JSON-like value. */
export function redactDeep(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === "string") return redact(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, secrets));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, secrets)]));
  }
  return value;
}

function isApiError(error: unknown): error is ApiErrorLike {
  return (
    error instanceof Error &&
    typeof (error as Partial<ApiErrorLike>).status === "number" &&
    typeof (error as Partial<ApiErrorLike>).code === "string"
  );
}

function isConnectionError(error: unknown): error is ConnectionErrorLike {
  return error instanceof Error && error.name === "ConnectionError";
}
