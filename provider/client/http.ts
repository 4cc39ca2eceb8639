// The one request engine every API area goes through: bearer auth, team scoping, encoded path
// templates, per-attempt timeouts, retries decided by each call's idempotency, proactive pacing,
// typed errors, zod-parsed responses and redacted logs and errors. API areas (projects.ts, ...)
// only say which route to call and what shape comes back.
import type { z } from "zod";
import {
  ApiError,
  ConnectionError,
  ResponseShapeError,
  isAmbiguousOutcome,
  isRetryableStatus,
  type CallSite,
  NotFoundError,
} from "./errors";
import { credentialKey } from "./credentials";
import { classifyNetworkError } from "./network-errors";
import { expandPath } from "./path";
import { redactErrorInPlace, redactingLogger, type LogSink } from "./redact";
import type { CallOptions, CreateOptions, HttpMethod, RequestOptions } from "./request-options";
import { parseJson, errorForResponse } from "./response-errors";
import { sharedPacer, type PaceTicket, type RateLimitPacer } from "./pacer";
import { DEFAULT_RETRY_POLICY, retryDelayMs, sleep, type RetryPolicy } from "./retry";
import { SharedGets, type RawAnswer } from "./shared-gets";
import { send } from "./transport";

export type { HttpMethod, QueryValue, RequestOptions, CreateOptions } from "./request-options";

export interface ClientSettings {
  /** e.g. https://api.vercel.com or the emulator's URL. */
  baseUrl: string;
  token: string;
  /** Team id (`team_...`) or slug; every request then acts for that team. */
  team?: string | undefined;
  retry?: Partial<RetryPolicy>;
  /** Per attempt: how long to wait for the response headers, and between body chunks. */
  timeoutMs?: number;
  log?: LogSink;
  userAgent?: string;
  /** The Blob data plane's base URL, when known (provider/config.ts). */
  blobApiUrl?: string | undefined;
}

/** Who a request acts for: a team (`teamId` or `slug` parameter) or the token's own account. */
export type Scope = { teamId: string } | { slug: string } | "personal";

/** One call as the engine sends it, whatever decided its retry policy. */
type Call<T> = CallOptions<T> & { method: HttpMethod };

/** What every scoped copy of a client shares. */
interface Shared {
  settings: ClientSettings;
  origin: string;
  /** Path of the base URL (an API behind a prefix), without a trailing slash. */
  basePath: string;
  credentialKey: string;
  policy: RetryPolicy;
  pacer: RateLimitPacer;
  /** State of this configured client per scope and name (see `perScope`). */
  memo: Map<string, unknown>;
  /** Identical GETs in flight at once share one request (shared-gets.ts). */
  gets: SharedGets;
}

export class HttpClient {
  private readonly log: LogSink;

  private constructor(
    private readonly shared: Shared,
    private readonly scope: Scope,
    /** Values redacted from logs and errors: the token plus whatever withSecrets added. */
    private readonly secrets: readonly string[],
  ) {
    this.log = redactingLogger(shared.settings.log, secrets);
  }

  static fromSettings(settings: ClientSettings): HttpClient {
    const url = new URL(settings.baseUrl);
    const policy = { ...DEFAULT_RETRY_POLICY, ...settings.retry };
    const key = credentialKey(settings.baseUrl, settings.token);
    const shared: Shared = {
      settings,
      origin: url.origin,
      basePath: url.pathname.replace(/\/+$/, ""),
      credentialKey: key,
      policy,
      pacer: sharedPacer(key, policy.maxDelayMs),
      memo: new Map(),
      gets: new SharedGets(),
    };
    return new HttpClient(shared, scopeOf(settings.team), [settings.token]);
  }

  /**
   * "The object is missing" for an answer that says so without a 404: a 204 for an absent item, a
   * list that no longer holds the object. The same NotFoundError a 404 gives, naming this API host.
   */
  missing(path: string, message: string): NotFoundError {
    return new NotFoundError({
      method: "GET",
      path,
      host: this.shared.origin,
      status: 404,
      code: "not_found",
      message,
    });
  }

  /** The API's origin (`https://api.vercel.com`): hosts of the platform's other services derive from it. */
  get origin(): string {
    return this.shared.origin;
  }

  /** Identifies the API and credential (never the token itself) for process-wide caches. */
  get credentialKey(): string {
    return this.shared.credentialKey;
  }

  /** The Blob data plane's base URL, when the settings know one. */
  get blobApiUrl(): string | undefined {
    return this.shared.settings.blobApiUrl;
  }

  /**
   * A client for another service of the platform (the Blob data plane) with a credential of its
   * own: the same transport, user agent and log, no team parameter, and both tokens redacted.
   */
  forService(baseUrl: string, token: string): HttpClient {
    const service = HttpClient.fromSettings({ ...this.shared.settings, team: undefined, baseUrl, token });
    return service.withSecrets(this.secrets);
  }

  /** The team (id or slug) requests act for; undefined for the personal account. */
  get team(): string | undefined {
    if (this.scope === "personal") return undefined;
    return "teamId" in this.scope ? this.scope.teamId : this.scope.slug;
  }

  /**
   * One `T` per configured client and scope, built on first use and shared by every copy of the
   * client acting for the same owner: what outlives one call but not the run (sibling reads).
   */
  perScope<T>(name: string, build: () => T): T {
    const key = `${name} ${JSON.stringify(this.scope)}`;
    if (!this.shared.memo.has(key)) this.shared.memo.set(key, build());
    return this.shared.memo.get(key) as T;
  }

  /** The same client acting for another team (id or slug); undefined keeps the current scope. */
  forTeam(team: string | undefined): HttpClient {
    if (team === undefined) return this;
    return this.withScope(scopeOf(team));
  }

  /** The same client acting for exactly this scope; "personal" sends no team parameter at all. */
  withScope(scope: Scope): HttpClient {
    if (sameScope(scope, this.scope)) return this;
    return new HttpClient(this.shared, scope, this.secrets);
  }

  /** The same client, also redacting `values` (secret inputs) from its logs and errors. */
  withSecrets(values: readonly string[]): HttpClient {
    const added = values.filter((value) => !this.secrets.includes(value));
    if (added.length === 0) return this;
    return new HttpClient(this.shared, this.scope, [...this.secrets, ...added]);
  }

  /**
   * Sends a request, retrying what is safe to retry: an idempotent call after 429, 5xx and
   * network failures; any call when it surely was not sent or was refused before processing.
   */
  async request<T>(options: RequestOptions<T>): Promise<T> {
    try {
      return await this.withRetries(options, options.method === "GET" || options.idempotent);
    } catch (error) {
      throw redactErrorInPlace(error, this.secrets);
    }
  }

  /**
   * A create (with any method) that is never blindly sent twice. After an ambiguous failure —
   * a 5xx, a lost answer, a 2xx whose body fails its schema — it looks the object up by its
   * natural key and returns it when found; when not, it creates again, up to maxRetries times.
   */
  async create<T>(options: CreateOptions<T>): Promise<T> {
    const { lookup, ...call } = options;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          return await this.withRetries(call, false);
        } catch (error) {
          if (!isAmbiguousOutcome(error)) throw error;
          const existing = await lookup();
          if (existing !== undefined) {
            this.log(
              `vercel: ${call.method} ${call.path} outcome was unknown (${describe(error)}); found the object`,
            );
            return existing;
          }
          // A 2xx means the server did create: creating again would only make a second one.
          if (error instanceof ResponseShapeError || attempt >= this.shared.policy.maxRetries) throw error;
          const wait = retryDelayMs(this.shared.policy, attempt);
          this.log(
            `vercel: ${call.method} ${call.path} did not create the object; creating again in ${wait}ms`,
          );
          await sleep(wait);
        }
      }
    } catch (error) {
      throw redactErrorInPlace(error, this.secrets);
    }
  }

  private async withRetries<T>(options: Call<T>, idempotent: boolean): Promise<T> {
    for (let attempt = 0; ; attempt++) {
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

  /** Waits for room in the call's rate-limit window (pacer.ts), logging a wait. */
  private async pace(options: Call<unknown>): Promise<PaceTicket> {
    const ticket = await this.shared.pacer.acquire(`${options.method} ${options.path}`);
    if (ticket.waitedMs > 0) {
      this.log(`vercel: waited ${ticket.waitedMs}ms for the rate limit window of ${ticket.kind}`);
    }
    return ticket;
  }

  /** Ms to wait before the next attempt, or undefined when the error must surface. */
  private retryWait(error: unknown, idempotent: boolean, attempt: number): number | undefined {
    if (attempt >= this.shared.policy.maxRetries) return undefined;
    if (error instanceof ConnectionError && (error.notSent || idempotent)) {
      return retryDelayMs(this.shared.policy, attempt);
    }
    // A 429 is refused before processing; a 5xx may have done part of the work.
    if (
      error instanceof ApiError &&
      isRetryableStatus(error.status) &&
      (error.status === 429 || idempotent)
    ) {
      return retryDelayMs(this.shared.policy, attempt, error.headers);
    }
    return undefined;
  }

  private async attempt<T>(options: Call<T>, attempt: number): Promise<T> {
    const call: CallSite = { method: options.method, path: options.path, host: this.shared.origin };
    const path = this.pathAndQuery(options);
    let response: RawAnswer;
    try {
      response = await this.answer(options, path, attempt);
    } catch (error) {
      const failure = classifyNetworkError(error);
      if (!failure) throw error;
      throw new ConnectionError(call, failure);
    }
    if (response.status < 200 || response.status >= 300) throw errorForResponse(call, response);
    return parseBody(options.response, call, response);
  }

  /** The raw answer: a GET shares an identical one in flight; any other method is a write. */
  private answer(options: Call<unknown>, path: string, attempt: number): Promise<RawAnswer> {
    if (options.method !== "GET")
      return this.shared.gets.writing(() => this.exchange(options, path, attempt));
    const { answer, joined } = this.shared.gets.get(path, () => this.exchange(options, path, attempt));
    if (joined) this.log(`vercel: GET ${options.path} shares an identical request in flight`);
    return answer;
  }

  /** One request on the wire, paced; throws the network's own errors for the caller to classify. */
  private async exchange(options: Call<unknown>, path: string, attempt: number): Promise<RawAnswer> {
    const ticket = await this.pace(options);
    const started = Date.now();
    let response: RawAnswer;
    try {
      response = await send({
        origin: this.shared.origin,
        method: options.method,
        path,
        ...(options.bytes !== undefined
          ? {
              headers: {
                ...this.headers(false),
                ...options.bytes.headers,
                "content-type": "application/octet-stream",
              },
              body: options.bytes.data,
            }
          : {
              headers: this.headers(options.body !== undefined),
              ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
            }),
        ...(this.shared.settings.timeoutMs !== undefined
          ? { timeoutMs: this.shared.settings.timeoutMs }
          : {}),
      });
    } catch (error) {
      this.shared.pacer.settle(ticket);
      throw error;
    }
    this.shared.pacer.settle(ticket, response);
    this.log(
      `vercel: ${options.method} ${options.path} -> ${response.status} in ${Date.now() - started}ms (attempt ${attempt + 1})`,
    );
    return response;
  }

  private pathAndQuery(options: Call<unknown>): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) query.set(key, String(value));
    }
    if (this.scope !== "personal") {
      for (const [key, value] of Object.entries(this.scope)) query.set(key, value);
    }
    const search = query.toString();
    return this.shared.basePath + expandPath(options.path, options.params) + (search ? `?${search}` : "");
  }

  private headers(hasBody: boolean): Record<string, string> {
    return {
      authorization: `Bearer ${this.shared.settings.token}`,
      accept: "application/json",
      "user-agent": this.shared.settings.userAgent ?? "vercel-pulumi",
      ...(hasBody ? { "content-type": "application/json" } : {}),
    };
  }
}

function scopeOf(team: string | undefined): Scope {
  if (!team) return "personal";
  return team.startsWith("team_") ? { teamId: team } : { slug: team };
}

function sameScope(a: Scope, b: Scope): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function parseBody<T>(schema: z.ZodType<T>, call: CallSite, response: RawAnswer): T {
  const parsed = schema.safeParse(response.text.trim() === "" ? undefined : parseJson(response.text));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  throw new ResponseShapeError(call, response.status, issues.slice(0, 5).join("; "));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
