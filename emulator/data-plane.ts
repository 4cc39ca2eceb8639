// A data plane's own HTTP listener: the platform description's message queue (hosts of its own, one per region) and
// inference gateway (`{gateway_url}`), each served on a port of its own so that a client is pointed
// at it exactly as at the platform's host. It differs from the platform pipeline (server.ts) where
// the data planes do: bodies are bytes (a queue payload is stored byte for byte; a gateway handler
// reads JSON with `jsonBody`), answers may be raw bytes (a multipart receive) or server-sent events
// written as they are produced (a streamed completion), callers authenticate the plane's own way (an
// OIDC token, a gateway API key; never a platform token), and a plane may add fields to the error
// envelope. Everything else is the core's: the router, request counts, one store transaction per
// request, the rate limiter, the error envelope, the violation log and response checks.
//
//   read body → route (loud 404 / 405) → count → authenticate (401) → rate limit (429) → handler in a
//   store transaction (persisted) → check a JSON answer (or each streamed event) against its schema →
//   respond.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { z } from "zod";
import type { HttpMethod } from "../schema/emulator";
import { ApiError, internalError, methodUnknown } from "./errors";
import {
  closeServer,
  listenOn,
  parseJson,
  readBodyBytes,
  requestTarget,
  type RequestTarget,
} from "./http-io";
import { SILENT, type LogSink } from "./log";
import { rateLimitHeaders, type RateLimiter } from "./rate-limit";
import type { RequestCounter } from "./request-counts";
import { Router, type PathParams } from "./router";
import type { Store } from "./store";
import { checkAnswer, unserved, type ViolationLog, type ViolationTarget } from "./violations";

export interface PlaneRequest {
  readonly method: string;
  readonly url: RequestTarget;
  readonly headers: IncomingHttpHeaders;
  /** The body exactly as sent. */
  readonly body: Buffer;
}

/** The body as JSON (`{}` when empty), or the core's 400 when it is not JSON. */
export function jsonBody(request: PlaneRequest): unknown {
  return parseJson(request.body.toString("utf8"));
}

/**
 * What a handler answers: a JSON document, raw bytes with their headers, nothing (204), or a 200
 * stream of server-sent events.
 */
export interface PlaneReply {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly body?: Buffer;
  /**
   * Each item is one event's `data:` payload (a JSON document or a literal such as `[DONE]`), made
   * when the stream asks for it, so the first leaves before the last is made.
   */
  readonly events?: Iterable<string>;
}

export interface PlaneContext<Params, Caller> {
  readonly params: Params;
  readonly request: PlaneRequest;
  readonly caller: Caller;
  readonly store: Store;
}

interface PlaneRouteSpec<P extends string, Caller> {
  readonly method: HttpMethod;
  readonly paths: P | readonly P[];
  /** The rate-limit group it counts against, e.g. `queue.create`. */
  readonly rateLimitGroup: string;
  /** The wire type of a 2xx JSON answer, checked when the emulator runs with `checkResponses`. */
  readonly response?: z.ZodType;
  /** The wire type of each JSON event of a streamed answer, checked likewise. */
  readonly event?: z.ZodType;
  /** Synchronous, as the platform's handlers: one store transaction from start to finish. */
  handle(context: PlaneContext<PathParams<P>, Caller>): PlaneReply;
}

/** A route with its path types erased, as the listener stores it. */
export interface PlaneRoute<Caller> {
  readonly method: HttpMethod;
  readonly paths: readonly string[];
  readonly rateLimitGroup: string;
  readonly response?: z.ZodType | undefined;
  readonly event?: z.ZodType | undefined;
  handle(context: PlaneContext<Record<string, string>, Caller>): PlaneReply;
}

/** `definePlaneRoute<Caller>()(spec)`: the caller type fixed once per plane, the path params inferred. */
export function definePlaneRoute<Caller>() {
  return <P extends string>(spec: PlaneRouteSpec<P, Caller>): PlaneRoute<Caller> => {
    const paths: readonly string[] = typeof spec.paths === "string" ? [spec.paths] : spec.paths;
    // The params are filled from the very templates that typed the handler.
    return { ...spec, paths } as unknown as PlaneRoute<Caller>;
  };
}

/** Who calls: `token` (the credential as sent) keys its rate-limit windows and is never logged. */
export interface PlaneCaller {
  readonly token: string;
}

export interface DataPlane<Caller extends PlaneCaller> {
  /** Prefixes its log lines. */
  readonly name: string;
  readonly routes: readonly PlaneRoute<Caller>[];
  /** Who calls, or throws the plane's 401. Runs inside the request's store transaction. */
  authenticate(request: PlaneRequest, store: Store): Caller;
  /** The body of an error answer, when the plane's envelope carries more than the platform's. */
  errorBody?(error: ApiError): unknown;
}

export interface PlaneServices {
  readonly store: Store;
  readonly counts: RequestCounter;
  readonly rateLimiter: RateLimiter;
  readonly violations: ViolationLog;
  readonly checkResponses: boolean;
  readonly log: LogSink;
}

export class DataPlaneServer<Caller extends PlaneCaller> {
  private readonly http: Server;
  private readonly router: Router<PlaneRoute<Caller>>;

  constructor(
    private readonly plane: DataPlane<Caller>,
    private readonly services: PlaneServices,
  ) {
    this.router = new Router(plane.routes);
    this.http = createServer((request, response) => {
      void this.answer(request).then((wire) => this.send(response, wire));
    });
  }

  /** Listen on `host:port` (0 picks a free port) and resolve with the port. */
  listen(port: number, host: string): Promise<number> {
    return listenOn(this.http, port, host);
  }

  async close(): Promise<void> {
    await closeServer(this.http);
  }

  private async answer(incoming: IncomingMessage): Promise<Wire> {
    const started = performance.now();
    const method = incoming.method ?? "GET";
    const url = requestTarget(incoming.url);
    const extraHeaders: Record<string, string> = {};
    let reply: PlaneReply;
    try {
      const body = await readBodyBytes(incoming);
      const request: PlaneRequest = { method, url, headers: incoming.headers, body };
      reply = await this.serve(request, extraHeaders);
    } catch (error) {
      const apiError =
        error instanceof ApiError ? error : this.unexpected(error, `${method} ${url.pathname}`);
      const json = this.plane.errorBody ? this.plane.errorBody(apiError) : apiError.toBody();
      reply = { status: apiError.status, headers: apiError.headers, json };
    }
    if (this.services.log !== SILENT) {
      const elapsed = Math.round(performance.now() - started);
      this.services.log(`${this.plane.name}: ${method} ${url.pathname} -> ${reply.status} (${elapsed} ms)`);
    }
    return encode(reply, extraHeaders);
  }

  private async serve(request: PlaneRequest, extraHeaders: Record<string, string>): Promise<PlaneReply> {
    const match = this.router.match(request.method, request.url.pathname);
    if (match.kind === "not-found")
      throw unserved(this.services, request.method, request.url.pathname, ` (${this.plane.name})`);
    if (match.kind === "method-not-allowed") throw methodUnknown(request.method, match.allowed);
    const { route, params, template } = match;
    const { store, rateLimiter, counts } = this.services;
    counts.record(request.method, template);
    const reply = store.transaction(() => {
      const caller = this.plane.authenticate(request, store);
      const decision = rateLimiter.take(caller.token, route.rateLimitGroup);
      if (decision) {
        Object.assign(extraHeaders, rateLimitHeaders(decision));
        if (!decision.allowed) throw rateLimiter.refusal(decision);
      }
      return route.handle({ params, request, caller, store });
    });
    await store.lastSave();
    if (!this.services.checkResponses) return reply;
    const target = { method: request.method, path: request.url.pathname, template };
    if (reply.events) return { ...reply, events: this.checkedEvents(target, route.event, reply.events) };
    checkAnswer(this.services, target, route.response, reply.status, reply.json);
    return reply;
  }

  /**
   * The events, each JSON one checked against `schema` as it is made: a mismatch is recorded as a
   * violation and ends the stream (its status is on the wire already).
   */
  private *checkedEvents(
    target: ViolationTarget,
    schema: z.ZodType | undefined,
    events: Iterable<string>,
  ): Generator<string> {
    for (const payload of events) {
      const json = payload.startsWith("{") ? (JSON.parse(payload) as unknown) : undefined;
      checkAnswer(this.services, target, schema, 200, json);
      yield payload;
    }
  }

  private send(response: ServerResponse, wire: Wire): void {
    if (response.destroyed) return;
    if ("body" in wire) {
      const headers = { ...wire.headers, "Content-Length": String(wire.body.length) };
      response.writeHead(wire.status, headers).end(wire.body);
      return;
    }
    response.writeHead(wire.status, wire.headers);
    response.flushHeaders();
    try {
      // `data: <payload>` and a blank line each; a client that hung up stops the stream.
      for (const payload of wire.events) {
        if (response.destroyed) return;
        response.write(`data: ${payload}\n\n`);
      }
      response.end();
    } catch (error) {
      // The status is on the wire already: cut the stream short. An event that broke its schema is
      // recorded as a violation already; anything else is the emulator's bug, logged.
      if (!(error instanceof ApiError)) this.unexpected(error, "a streamed answer");
      response.destroy();
    }
  }

  private unexpected(error: unknown, target: string): ApiError {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    this.services.log(`internal error on ${this.plane.name} ${target}: ${detail}`);
    const message = error instanceof Error ? error.message : String(error);
    return internalError(`The emulator failed on ${target}: ${message}`);
  }
}

/** The reply as it goes on the wire: a whole body, or server-sent events. */
type Wire =
  | {
      readonly status: number;
      readonly headers: Record<string, string>;
      readonly body: Buffer;
    }
  | { readonly status: 200; readonly headers: Record<string, string>; readonly events: Iterable<string> };

/** The reply as bytes: JSON as the platform's answers are written, raw bodies as given, events as made. */
function encode(reply: PlaneReply, extraHeaders: Record<string, string>): Wire {
  const headers = { ...extraHeaders, ...reply.headers };
  if (reply.events) {
    const eventHeaders = { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache" };
    return { status: 200, headers: { ...headers, ...eventHeaders }, events: reply.events };
  }
  if (reply.status === 204) return { status: 204, headers, body: Buffer.alloc(0) };
  if (reply.json !== undefined) {
    return {
      status: reply.status,
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
      body: Buffer.from(JSON.stringify(reply.json)),
    };
  }
  return { status: reply.status, headers, body: reply.body ?? Buffer.alloc(0) };
}
