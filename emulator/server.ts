// The HTTP pipeline, written once for every route:
//   read body → authenticate → route (loud 404 / 405) → count → rate limit → fault → scope →
//   validate → handler in a store transaction (persisted) → respond (or drop the response).
// Admin routes (/_emulator/*) take the short path: authenticate → route → validate → handler.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { ADMIN_PREFIX } from "./admin";
import { authenticate } from "./auth";
import { ApiError, badRequest, internalError, methodUnknown, notFound } from "./errors";
import { faultError, type FaultBook } from "./faults";
import { DEFAULT_USER_ID } from "./identity";
import type { LogSink } from "./log";
import { rateLimited, rateLimitHeaders, type RateLimiter } from "./rate-limit";
import type { RequestCounter } from "./request-counts";
import type { Reply, Route } from "./route";
import { Router } from "./router";
import { resolveOwner } from "./scope";
import type { Store } from "./store";
import { parseRequest } from "./validation";

/** Bodies above this are refused; no platform payload comes close. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface EmulatorServices {
  readonly tokens: ReadonlySet<string>;
  readonly store: Store;
  readonly faults: FaultBook;
  readonly counts: RequestCounter;
  readonly rateLimiter: RateLimiter;
  readonly log: LogSink;
}

/** What the pipeline decided to answer. */
interface Outcome {
  readonly reply: Reply;
  readonly headers: Record<string, string>;
  /** Destroy the socket instead of answering (a `dropResponse` fault). */
  readonly drop?: boolean;
}

/** One request on its way through the pipeline. */
interface Call {
  readonly method: string;
  readonly url: URL;
  /** Read before anything else, so every answer leaves the connection clean for keep-alive. */
  rawBody: string;
  /** Headers gathered on the way (rate limit) that every answer, error or not, carries. */
  readonly headers: Record<string, string>;
}

export class EmulatorServer {
  private readonly http: Server;
  private readonly platform: Router<Route>;
  private readonly admin: Router<Route>;
  /** Aborted on close, to cut injected latencies short. */
  private readonly closing = new AbortController();

  constructor(
    private readonly services: EmulatorServices,
    platformRoutes: readonly Route[],
    adminRoutes: readonly Route[],
  ) {
    this.platform = new Router(platformRoutes);
    this.admin = new Router(adminRoutes);
    this.http = createServer((request, response) => void this.handle(request, response));
  }

  /** Listen on `host:port` (0 picks a free port) and resolve with the port. */
  async listen(port: number, host: string): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.http.once("error", reject);
      this.http.listen(port, host, () => {
        this.http.off("error", reject);
        resolve();
      });
    });
    return (this.http.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    this.closing.abort();
    const closed = new Promise<void>((resolve) => this.http.close(() => resolve()));
    // Keep-alive sockets would hold close() open until they time out.
    this.http.closeAllConnections();
    await closed;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = performance.now();
    const call: Call = {
      method: request.method ?? "GET",
      url: new URL(request.url ?? "/", "http://emulator"),
      rawBody: "",
      headers: {},
    };
    let outcome: Outcome;
    try {
      call.rawBody = await readBody(request);
      const token = authenticate(request, this.services.tokens);
      outcome = call.url.pathname.startsWith(ADMIN_PREFIX)
        ? this.serveAdmin(call)
        : await this.servePlatform(call, token);
    } catch (error) {
      if (this.closing.signal.aborted) {
        request.socket.destroy();
        return;
      }
      outcome = this.failure(error, call);
    }
    const elapsed = Math.round(performance.now() - started);
    const target = `${call.method} ${call.url.pathname}${call.url.search}`;
    if (outcome.drop) {
      // The handler ran and its write is committed; the client just never hears about it.
      request.socket.destroy();
      this.services.log(`${target} -> ${outcome.reply.status}, response dropped by a fault (${elapsed} ms)`);
      return;
    }
    send(response, outcome);
    this.services.log(`${target} -> ${outcome.reply.status} (${elapsed} ms)`);
  }

  private async servePlatform(call: Call, token: string): Promise<Outcome> {
    const { method, url } = call;
    const match = this.platform.match(method, url.pathname);
    if (match.kind === "not-found") throw this.unserved(call);
    if (match.kind === "method-not-allowed") throw methodUnknown(method, match.allowed);
    const { route, template, params } = match;
    this.services.counts.record(method, template);

    const decision = this.services.rateLimiter.take(`${token} ${method} ${template}`);
    Object.assign(call.headers, rateLimitHeaders(decision));
    if (!decision.allowed) throw rateLimited(decision);

    const fault = this.services.faults.take({ method, path: url.pathname, template });
    if (fault) this.services.log(`fault ${fault.id} applies to ${method} ${url.pathname}`);
    if (fault?.latencyMs) await delay(fault.latencyMs, undefined, { signal: this.closing.signal });
    if (fault?.status !== undefined) throw faultError({ ...fault, status: fault.status }, decision);

    const ownerId = resolveOwner({
      teamId: url.searchParams.get("teamId"),
      slug: url.searchParams.get("slug"),
    });
    const reply = this.run(route, params, ownerId, call);
    return { reply, headers: call.headers, drop: fault?.dropResponse === true };
  }

  private serveAdmin(call: Call): Outcome {
    const match = this.admin.match(call.method, call.url.pathname);
    if (match.kind === "not-found") throw this.unserved(call);
    if (match.kind === "method-not-allowed") throw methodUnknown(call.method, match.allowed);
    return { reply: this.run(match.route, match.params, DEFAULT_USER_ID, call), headers: call.headers };
  }

  /** Validate, then run the handler as one transaction: committed and persisted, or not at all. */
  private run(route: Route, params: Record<string, string>, ownerId: string, call: Call): Reply {
    const body = route.body ? parseRequest(route.body, parseJson(call.rawBody), "body") : undefined;
    const query = route.query
      ? parseRequest(route.query, Object.fromEntries(call.url.searchParams), "query")
      : undefined;
    const { store } = this.services;
    return store.transaction(() => route.handle({ params, body, query, ownerId, store }));
  }

  /** Loud on purpose: a client calling an endpoint the emulator lacks must not pass for a real 404. */
  private unserved({ method, url }: Call): ApiError {
    this.services.log(`UNSERVED ROUTE: the emulator does not serve ${method} ${url.pathname}`);
    return notFound(`The emulator does not serve ${method} ${url.pathname}`);
  }

  private failure(error: unknown, call: Call): Outcome {
    const apiError =
      error instanceof ApiError ? error : this.unexpected(error, `${call.method} ${call.url.pathname}`);
    return {
      reply: { status: apiError.status, body: apiError.toBody() },
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

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, "payload_too_large", "Request body is too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** An empty body counts as `{}`, so a missing body reports its missing fields by name. */
function parseJson(raw: string): unknown {
  if (raw.trim() === "") return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest("Invalid request: body is not valid JSON");
  }
}

function send(response: ServerResponse, { reply, headers }: Outcome): void {
  if (response.destroyed) return;
  if (reply.body === undefined || reply.status === 204) {
    response.writeHead(reply.status, headers).end();
    return;
  }
  const json = JSON.stringify(reply.body);
  response
    .writeHead(reply.status, {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(json),
    })
    .end(json);
}
