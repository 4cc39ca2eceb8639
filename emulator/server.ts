// The HTTP pipeline, written once for every route:
//   read body → authenticate → route (loud 404 / 405) → count → rate limit → fault → scope →
//   role (permissions.ts) → validate → handler in a store transaction (persisted) → shape (present) → check the response →
//   respond (or drop the response).
// Admin routes (/_emulator/*) take the short path: authenticate → route → validate → handler.
// Public routes (/.well-known/*: the OIDC key set) take it without authentication.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { ADMIN_PREFIX } from "./admin";
import { ANONYMOUS, authenticate, type Caller } from "./auth";
import { ApiError, internalError, methodUnknown } from "./errors";
import { faultError, type FaultBook } from "./faults";
import { sendFollowed } from "./follow";
import {
  closeServer,
  listenOn,
  MAX_BODY_BYTES,
  parseForm,
  parseJson,
  readBodyBytes,
  requestTarget,
  sendBytes,
  sendJson,
  sendJsonLines,
  acceptsGzip,
  type RequestTarget,
} from "./http-io";
import { admitIntegration } from "./areas/integrations/gate";
import { isServedHost, serveSite, siteTarget, type SiteRequest } from "./areas/deployments/site";
import { settlePending } from "./areas/deployments/build";
import { BYPASS_HEADER } from "./areas/deployments/protection";
import type { ContentStore } from "./areas/vcr/content-store";
import { isRegistryPath } from "./areas/vcr/protocol/paths";
import { serveRegistry } from "./areas/vcr/protocol/serve";
import { REGISTRY_BODY_LIMIT, UploadSessions } from "./areas/vcr/protocol/uploads";
import { SILENT, type LogSink } from "./log";
import { PUBLIC_PREFIX } from "./well-known";
import { asStored, operationFor, versionOf } from "./present";
import { rateLimitHeaders, type RateLimiter } from "./rate-limit";
import type { RequestCounter, RequestRecorder } from "./request-counts";
import { replyBody, routeRateLimitGroup, type Follow, type Reply, type Route } from "./route";
import { Router } from "./router";
import { admitMember } from "./permissions";
import { resolveOwner } from "./scope";
import type { Store } from "./store";
import { parseRequest } from "./validation";
import { checkAnswer, unserved, type ViolationLog } from "./violations";

/**
 * Build artifacts are archives of whole task outputs and outgrow a JSON payload's cap: the platform
 * documents no limit for them (inferred); the emulator holds a body in memory, so it stops at 512 MiB.
 */
const ARTIFACT_BODY_BYTES = 512 * 1024 * 1024;

function bodyLimit(pathname: string): number {
  return pathname.startsWith("/v8/artifacts/") ? ARTIFACT_BODY_BYTES : MAX_BODY_BYTES;
}

export interface EmulatorServices {
  /** The tokens given at start; they act as the default user. */
  readonly tokens: ReadonlySet<string>;
  readonly store: Store;
  readonly faults: FaultBook;
  readonly counts: RequestCounter;
  readonly recorder: RequestRecorder;
  readonly rateLimiter: RateLimiter;
  readonly violations: ViolationLog;
  /** Check every platform answer against its route's `response` schema (tests turn this on). */
  readonly checkResponses: boolean;
  readonly log: LogSink;
  /** The container registry's blob bytes (areas/vcr/content-store.ts). */
  readonly registryContent: ContentStore;
}

/** What the pipeline decided to answer. */
interface Outcome {
  readonly status: number;
  /** The wire body, shaped; absent for 204. */
  readonly body?: unknown;
  readonly headers: Record<string, string>;
  /** Destroy the socket instead of answering (a `dropResponse` fault). */
  readonly drop?: boolean;
  /** The body is an array sent as JSON lines (a `lines` reply). */
  readonly lines?: boolean;
  /** Gzip the JSON lines when the request takes it (a reply's `gzipWhenAccepted`). */
  readonly gzipWhenAccepted?: boolean;
  /** A binary body (a `binary` reply), sent instead of `body`. */
  readonly bytes?: Buffer;
  /** An answer held open (a `followed` reply), sent instead of `body`, with its items checked by `check`. */
  readonly follow?: {
    readonly follow: Follow;
    readonly actor: string;
    check(items: readonly unknown[]): void;
  };
}

/** One request on its way through the pipeline. */
interface Call {
  readonly method: string;
  readonly url: RequestTarget;
  /** Read before anything else, so every answer leaves the connection clean for keep-alive. */
  rawBody: string;
  /** The body byte for byte (a file upload is binary; `rawBody` is its UTF-8 reading). */
  rawBytes: Buffer;
  readonly requestHeaders: IncomingHttpHeaders;
  /** Headers gathered on the way (rate limit) that every answer, error or not, carries. */
  readonly headers: Record<string, string>;
}

export class EmulatorServer {
  private readonly http: Server;
  private readonly platform: Router<Route>;
  private readonly admin: Router<Route>;
  private readonly publicRoutes: Router<Route>;
  /** The registry's blob uploads in progress. */
  private readonly uploads = new UploadSessions();
  /** Aborted on close, to cut injected latencies short. */
  private readonly closing = new AbortController();

  constructor(
    private readonly services: EmulatorServices,
    platformRoutes: readonly Route[],
    adminRoutes: readonly Route[],
    publicRoutes: readonly Route[] = [],
  ) {
    this.platform = new Router(platformRoutes);
    this.admin = new Router(adminRoutes);
    this.publicRoutes = new Router(publicRoutes);
    this.http = createServer((request, response) => void this.handle(request, response));
  }

  /** Listen on `host:port` (0 picks a free port) and resolve with the port. */
  listen(port: number, host: string): Promise<number> {
    return listenOn(this.http, port, host);
  }

  async close(): Promise<void> {
    this.closing.abort();
    await closeServer(this.http);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = performance.now();
    const call: Call = {
      method: request.method ?? "GET",
      url: requestTarget(request.url),
      rawBody: "",
      rawBytes: Buffer.alloc(0),
      headers: {},
      requestHeaders: request.headers,
    };
    let outcome: Outcome;
    try {
      const registry = isRegistryPath(call.url.pathname);
      call.rawBytes = await readBodyBytes(
        request,
        registry ? REGISTRY_BODY_LIMIT : bodyLimit(call.url.pathname),
      );
      if (registry) {
        await this.serveRegistry(call, response, started);
        return;
      }
      call.rawBody = call.rawBytes.toString("utf8");
      const site = siteTarget(request.headers.host, call.url.pathname);
      const { store } = this.services;
      if (site && (site.byPath || store.transaction(() => isServedHost(store, site.hostname)))) {
        await this.serveSite(site, call, request, response, started);
        return;
      }
      const admin = call.url.pathname.startsWith(ADMIN_PREFIX);
      if (call.url.pathname.startsWith(PUBLIC_PREFIX)) {
        outcome = await this.serveDirect(this.publicRoutes, call, ANONYMOUS);
      } else {
        if (!admin) this.record(call, request);
        const caller = authenticate(request, this.services.tokens, this.services.store);
        outcome = admin
          ? await this.serveDirect(this.admin, call, caller)
          : await this.servePlatform(call, caller);
      }
    } catch (error) {
      if (this.closing.signal.aborted) {
        request.socket.destroy();
        return;
      }
      outcome = this.failure(error, call);
    }
    if (outcome.drop) {
      // The handler ran and its write is committed; the client just never hears about it.
      request.socket.destroy();
    } else if (outcome.follow) {
      const { follow, actor, check } = outcome.follow;
      const { store, log } = this.services;
      const context = { store, actor, headers: outcome.headers, check, log, closing: this.closing.signal };
      await sendFollowed(response, follow, context);
    } else if (outcome.bytes) {
      sendBytes(response, outcome.status, outcome.bytes, outcome.headers);
    } else if (outcome.lines && Array.isArray(outcome.body)) {
      const gzip = outcome.gzipWhenAccepted === true && acceptsGzip(call.requestHeaders["accept-encoding"]);
      sendJsonLines(response, outcome.status, outcome.body, outcome.headers, gzip);
    } else {
      sendJson(response, outcome.status, outcome.body, outcome.headers);
    }
    // The request line is built only when someone reads the log: it costs on every request.
    if (this.services.log === SILENT) return;
    const elapsed = Math.round(performance.now() - started);
    const dropped = outcome.drop ? ", response dropped by a fault" : "";
    const target = `${call.method} ${call.url.pathname}${call.url.search}`;
    this.services.log(`${target} -> ${outcome.status}${dropped} (${elapsed} ms)`);
  }

  /**
   * A deployed site's file (areas/deployments/site.ts): no token, no API pipeline, the bytes as
   * deployed. Its own transaction, since looking at a deployment settles its build.
   */
  private async serveSite(
    site: SiteRequest,
    call: Call,
    request: IncomingMessage,
    response: ServerResponse,
    started: number,
  ): Promise<void> {
    const { store } = this.services;
    const ifNoneMatch = request.headers["if-none-match"];
    const header = request.headers[BYPASS_HEADER];
    const bypass =
      (Array.isArray(header) ? header[0] : header) ?? call.url.searchParams.get(BYPASS_HEADER) ?? undefined;
    const client = {
      search: call.url.search,
      headers: request.headers,
      remoteAddress: request.socket.remoteAddress ?? "",
      rawBody: call.rawBody,
    };
    const answer = store.transaction(() =>
      serveSite(store, { ...site, bypass }, call.method, ifNoneMatch, client),
    );
    await store.lastSave();
    if (!response.destroyed) response.writeHead(answer.status, answer.headers).end(answer.body);
    if (this.services.log === SILENT) return;
    const elapsed = Math.round(performance.now() - started);
    this.services.log(
      `site ${site.hostname} ${call.method} ${site.path} -> ${answer.status} (${elapsed} ms)`,
    );
  }

  /**
   * The registry protocol (areas/vcr/protocol/): bytes in and out, the distribution spec's errors,
   * the platform tokens as bearer or Basic credentials. A layer is not decoded as text first.
   */
  private async serveRegistry(call: Call, response: ServerResponse, started: number): Promise<void> {
    const { store, counts, tokens, registryContent } = this.services;
    const services = { store, content: registryContent, uploads: this.uploads, startTokens: tokens };
    const answer = await serveRegistry(services, counts, {
      method: call.method,
      pathname: call.url.pathname,
      query: call.url.searchParams,
      headers: call.requestHeaders,
      body: call.rawBytes,
    });
    if (!response.destroyed) response.writeHead(answer.status, answer.headers).end(answer.body);
    if (this.services.log === SILENT) return;
    const elapsed = Math.round(performance.now() - started);
    this.services.log(`registry ${call.method} ${call.url.pathname} -> ${answer.status} (${elapsed} ms)`);
  }

  /** Every platform request, served or not, authorized or not: what the client sent is the point. */
  private record(call: Call, request: IncomingMessage): void {
    if (!this.services.recorder.recording) return;
    const match = this.platform.match(call.method, call.url.pathname);
    this.services.recorder.record({
      method: call.method,
      path: call.url.pathname,
      ...(match.kind === "found" ? { template: match.template } : {}),
      query: call.url.search,
      rawBody: call.rawBody,
      userAgent: request.headers["user-agent"] ?? "",
    });
  }

  private async servePlatform(call: Call, caller: Caller): Promise<Outcome> {
    const { method, url } = call;
    const match = this.platform.match(method, url.pathname);
    if (match.kind === "not-found") throw unserved(this.services, call.method, call.url.pathname);
    if (match.kind === "method-not-allowed") throw methodUnknown(method, match.allowed);
    const { route, template, params } = match;
    const operation = route.operation ?? operationFor(method);
    this.services.counts.record(method, template);

    const { rateLimiter } = this.services;
    const decision = rateLimiter.take(caller.token, routeRateLimitGroup(route));
    if (decision) {
      Object.assign(call.headers, rateLimitHeaders(decision));
      if (!decision.allowed) throw rateLimiter.refusal(decision);
    }

    const fault = this.services.faults.take({ method, path: url.pathname, template });
    if (fault) this.services.log(`fault ${fault.ids.join(", ")} applies to ${method} ${url.pathname}`);
    if (fault?.latencyMs) await delay(fault.latencyMs, undefined, { signal: this.closing.signal });
    if (fault?.error) throw faultError(fault.error, decision);

    admitIntegration(this.services.store, caller.configurationId, { method, template, url, params });
    const ownerId = resolveOwner(
      { teamId: url.searchParams.get("teamId"), slug: url.searchParams.get("slug") },
      caller.userId,
      this.services.store,
      caller.tokenTeamId,
    );
    admitMember(this.services.store, caller, ownerId, {
      method,
      template,
      params,
      url,
      rawBody: call.rawBody,
    });
    const reply = await this.run(route, params, ownerId, caller, call, true);
    const target = { method, path: url.pathname, template };
    if (reply.follow) {
      const check = (items: readonly unknown[]) => {
        if (this.services.checkResponses) checkAnswer(this.services, target, route.response, 200, items);
      };
      const follow = { follow: reply.follow, actor: caller.userId, check };
      return { status: 200, headers: call.headers, drop: fault?.drop === true, follow };
    }
    const presentation = { version: versionOf(template), operation };
    const present = route.present ?? asStored;
    const body = replyBody(reply, (stored) => present(stored, presentation));
    if (this.services.checkResponses) {
      checkAnswer(this.services, target, route.response, reply.status, body);
    }
    return {
      status: reply.status,
      body,
      headers: { ...call.headers, ...reply.headers },
      drop: fault?.drop === true,
      ...(reply.lines ? { lines: true } : {}),
      ...(reply.gzipWhenAccepted ? { gzipWhenAccepted: true } : {}),
      ...(reply.bytes ? { bytes: reply.bytes } : {}),
    };
  }

  /** The short path of admin and public routes: no counting, rate limits, faults, scoping or presenters. */
  private async serveDirect(router: Router<Route>, call: Call, caller: Caller): Promise<Outcome> {
    const match = router.match(call.method, call.url.pathname);
    if (match.kind === "not-found") throw unserved(this.services, call.method, call.url.pathname);
    if (match.kind === "method-not-allowed") throw methodUnknown(call.method, match.allowed);
    const reply = await this.run(match.route, match.params, caller.userId, caller, call);
    return { status: reply.status, body: replyBody(reply), headers: call.headers };
  }

  /**
   * Validate, then run the handler as one transaction: committed and persisted, or not at all. The
   * answer waits for the save, so a write the client heard about survives a crash.
   */
  private async run(
    route: Route,
    params: Record<string, string>,
    ownerId: string,
    caller: Caller,
    call: Call,
    /**
     * Apply the build transitions due on the emulator's clock first (platform calls): a project's
     * `latestDeployments`, say, shows its deployments as they stand, not as last looked at.
     */
    settleBuilds = false,
  ): Promise<Reply> {
    const raw =
      route.bodyFormat === "bytes"
        ? undefined
        : route.bodyFormat === "form"
          ? parseForm(call.rawBody)
          : parseJson(call.rawBody);
    const body = route.body ? parseRequest(route.body, raw, "body") : undefined;
    const query = route.query
      ? parseRequest(route.query, Object.fromEntries(call.url.searchParams), "query")
      : undefined;
    const { store } = this.services;
    const reply = store.transaction(() => {
      if (settleBuilds) settlePending(store);
      return route.handle({
        params,
        body,
        query,
        ownerId,
        userId: caller.userId,
        callerToken: caller.token,
        store,
        integrationConfigurationId: caller.configurationId,
        headers: call.requestHeaders,
        bytes: call.rawBytes,
        searchParams: call.url.searchParams,
      });
    }, caller.userId);
    await store.lastSave();
    return reply;
  }

  private failure(error: unknown, call: Call): Outcome {
    const apiError =
      error instanceof ApiError ? error : this.unexpected(error, `${call.method} ${call.url.pathname}`);
    return {
      status: apiError.status,
      body: apiError.toBody(),
      headers: { ...call.headers, ...apiError.headers },
    };
  }

  private unexpected(error: unknown, target: string): ApiError {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    this.services.log(`internal error on ${target}: ${detail}`);
    const message = error instanceof Error ? error.message : String(error);
    return internalError(`The emulator failed on ${target}: ${message}`);
  }
}
