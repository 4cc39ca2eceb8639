// The one request engine every API area goes through: bearer auth, team scoping, encoded path
// templates, per-attempt timeouts, retries with backoff honouring Retry-After, proactive pacing,
// typed errors, zod-parsed responses and redacted logs. API areas (projects.ts, ...) only say
// which route to call and what shape comes back.
import type { z } from "zod";
import { ErrorEnvelope } from "../../schema/common";
import {
  ApiError,
  ConnectionError,
  ResponseShapeError,
  ServerError,
  errorForStatus,
  isRetryableStatus,
} from "./errors";
import { expandPath, type PathParams } from "./path";
import { redact, redactingLogger, type LogSink } from "./redact";
import { DEFAULT_RETRY_POLICY, RateLimitPacer, retryDelayMs, sleep, type RetryPolicy } from "./retry";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | undefined;

export interface ClientSettings {
  /** e.g. https://api.vercel.com or the emulator's URL. */
  baseUrl: string;
  token: string;
  /** Team id (`team_...`) or slug; every request then acts for that team. */
  team?: string | undefined;
  retry?: Partial<RetryPolicy>;
  /** Per attempt, not per call. */
  timeoutMs?: number;
  log?: LogSink;
  userAgent?: string;
}

export interface RequestOptions<T> {
  method: HttpMethod;
  /** A path template such as `/v9/projects/{idOrName}`; logs and errors show it unexpanded. */
  path: string;
  params?: PathParams;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Wire type of a successful body; an empty body (204) is parsed as `undefined`. */
  response: z.ZodType<T>;
}

const DEFAULT_TIMEOUT_MS = 60_000;
// Network failures where the request surely never left this machine, so any method may retry.
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

export class HttpClient {
  private readonly policy: RetryPolicy;
  private readonly log: LogSink;
  private readonly baseUrl: string;

  constructor(
    private readonly settings: ClientSettings,
    private readonly pacer = new RateLimitPacer(
      settings.retry?.maxDelayMs ?? DEFAULT_RETRY_POLICY.maxDelayMs,
    ),
  ) {
    this.policy = { ...DEFAULT_RETRY_POLICY, ...settings.retry };
    this.log = redactingLogger(settings.log, [settings.token]);
    this.baseUrl = settings.baseUrl.replace(/\/+$/, "");
  }

  /** The same client acting for another team (a resource's own `teamId`). */
  forTeam(team: string | undefined): HttpClient {
    if (team === undefined || team === this.settings.team) return this;
    return new HttpClient({ ...this.settings, team }, this.pacer);
  }

  /**
   * Sends a request, retrying what is safe to retry. A POST is retried only when it surely did
   * not reach the server or was refused before processing (429); any other failure of a POST is
   * ambiguous and surfaces to the caller (see createOnce).
   */
  async request<T>(options: RequestOptions<T>): Promise<T> {
    const idempotent = options.method !== "POST";
    for (let attempt = 0; ; attempt++) {
      await this.pace(options.path);
      try {
        return await this.attempt(options, attempt);
      } catch (error) {
        const wait = this.retryWait(error, idempotent, attempt);
        if (wait === undefined) throw error;
        this.log(`vercel: retrying ${options.method} ${options.path} in ${wait}ms after: ${describe(error)}`);
        await sleep(wait);
      }
    }
  }

  /**
   * A create that is never blindly retried: after an ambiguous failure (5xx, lost connection,
   * timeout) it looks the object up by its natural key, and only creates again when nothing
   * is there. `lookup` must find only the object this create would make.
   */
  async createOnce<T>(create: () => Promise<T>, lookup: () => Promise<T | undefined>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await create();
      } catch (error) {
        if (!isAmbiguous(error) || attempt >= this.policy.maxRetries) throw error;
        const existing = await lookup();
        if (existing !== undefined) {
          this.log(`vercel: create outcome was unknown (${describe(error)}); found the created object`);
          return existing;
        }
        await sleep(retryDelayMs(this.policy, attempt));
      }
    }
  }

  private async pace(route: string): Promise<void> {
    const wait = this.pacer.waitMs(route);
    if (wait > 0) {
      this.log(`vercel: rate limit window of ${route} is used up; waiting ${wait}ms`);
      await sleep(wait);
    }
  }

  /** Ms to wait before the next attempt, or undefined when the error must surface. */
  private retryWait(error: unknown, idempotent: boolean, attempt: number): number | undefined {
    if (attempt >= this.policy.maxRetries) return undefined;
    if (error instanceof ConnectionError && (error.notSent || idempotent)) {
      return retryDelayMs(this.policy, attempt);
    }
    if (
      error instanceof ApiError &&
      isRetryableStatus(error.status) &&
      (error.status === 429 || idempotent)
    ) {
      return retryDelayMs(this.policy, attempt, error.headers);
    }
    return undefined;
  }

  private async attempt<T>(options: RequestOptions<T>, attempt: number): Promise<T> {
    const { method, path } = options;
    const url = this.url(options);
    const started = Date.now();
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: this.headers(options.body !== undefined),
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw toConnectionError(method, path, error);
    }
    this.pacer.observe(path, response.headers);
    const text = await response.text().catch((error: unknown) => {
      throw toConnectionError(method, path, error);
    });
    this.log(
      `vercel: ${method} ${path} -> ${response.status} in ${Date.now() - started}ms (attempt ${attempt + 1})`,
    );
    if (!response.ok) throw this.failure(method, path, response, text);
    return parseBody(options.response, method, path, text);
  }

  private url(options: RequestOptions<unknown>): string {
    const url = new URL(this.baseUrl + expandPath(options.path, options.params));
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const team = this.settings.team;
    if (team) url.searchParams.set(team.startsWith("team_") ? "teamId" : "slug", team);
    return url.toString();
  }

  private headers(hasBody: boolean): Record<string, string> {
    return {
      authorization: `Bearer ${this.settings.token}`,
      accept: "application/json",
      "user-agent": this.settings.userAgent ?? "vercel-pulumi",
      ...(hasBody ? { "content-type": "application/json" } : {}),
    };
  }

  private failure(method: string, path: string, response: Response, text: string): Error {
    const envelope = ErrorEnvelope.safeParse(safeJson(text));
    const { code, message, ...extra } = envelope.success
      ? envelope.data.error
      : { code: `http_${response.status}`, message: text.slice(0, 200) || response.statusText };
    const details = {
      status: response.status,
      code,
      message: redact(message, [this.settings.token]),
      method,
      path,
      extra,
      headers: response.headers,
    };
    return errorForStatus(details);
  }
}

function isAmbiguous(error: unknown): boolean {
  if (error instanceof ConnectionError) return !error.notSent;
  return error instanceof ServerError;
}

function parseBody<T>(schema: z.ZodType<T>, method: string, path: string, text: string): T {
  const parsed = schema.safeParse(text.trim() === "" ? undefined : safeJson(text));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  throw new ResponseShapeError(method, path, issues.slice(0, 5).join("; "));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toConnectionError(method: string, path: string, error: unknown): ConnectionError {
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return new ConnectionError(method, path, "timed out", false);
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? "";
  const reason = cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new ConnectionError(method, path, reason, NOT_SENT_CODES.has(code));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
