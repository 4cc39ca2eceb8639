// A data plane's own HTTP listener (the queue: the seed gives it hosts of its own, one per region).
// It differs from the platform pipeline (server.ts) where the data plane does: bodies are bytes, not
// JSON (a queue payload is stored byte for byte, a receive answers multipart), and callers
// authenticate the plane's own way (an OIDC token, not a platform token). Everything else is the
// core's: the router, one store transaction per request, the rate limiter, the error envelope, the
// violation log and response checks.
//
//   read body → route (loud 404 / 405) → authenticate (401) → rate limit (429) → handler in a store
//   transaction (persisted) → check a JSON answer against its schema → respond.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from "node:http";
import type { z } from "zod";
import type { HttpMethod } from "../schema/emulator";
import { ApiError, internalError, methodUnknown } from "./errors";
import { closeServer, listenOn, readBodyBytes, requestTarget, type RequestTarget } from "./http-io";
import { SILENT, type LogSink } from "./log";
import { rateLimitHeaders, type RateLimiter } from "./rate-limit";
import { Router, type PathParams } from "./router";
import type { Store } from "./store";
import { checkAnswer, unserved, type ViolationLog } from "./violations";

export interface PlaneRequest {
  readonly method: string;
  readonly url: RequestTarget;
  readonly headers: IncomingHttpHeaders;
  /** The body exactly as sent. */
  readonly body: Buffer;
}

/** What a handler answers: a JSON document, or raw bytes with their headers, or nothing (204). */
export interface PlaneReply {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly body?: Buffer;
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
  /** Synchronous, as the platform's handlers: one store transaction from start to finish. */
  handle(context: PlaneContext<PathParams<P>, Caller>): PlaneReply;
}

/** A route with its path types erased, as the listener stores it. */
export interface PlaneRoute<Caller> {
  readonly method: HttpMethod;
  readonly paths: readonly string[];
  readonly rateLimitGroup: string;
  readonly response?: z.ZodType | undefined;
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

export interface DataPlane<Caller extends { readonly token: string }> {
  /** Prefixes its log lines. */
  readonly name: string;
  readonly routes: readonly PlaneRoute<Caller>[];
  /** Who calls, or throws the plane's 401. Runs inside the request's store transaction. */
  authenticate(request: PlaneRequest, store: Store): Caller;
}

export interface PlaneServices {
  readonly store: Store;
  readonly rateLimiter: RateLimiter;
  readonly violations: ViolationLog;
  readonly checkResponses: boolean;
  readonly log: LogSink;
}

export class DataPlaneServer<Caller extends { readonly token: string }> {
  private readonly http: Server;
  private readonly router: Router<PlaneRoute<Caller>>;

  constructor(
    private readonly plane: DataPlane<Caller>,
    private readonly services: PlaneServices,
  ) {
    this.router = new Router(plane.routes);
    this.http = createServer((request, response) => {
      void this.answer(request).then(({ status, headers, body }) => {
        if (response.destroyed) return;
        response.writeHead(status, { ...headers, "Content-Length": String(body.length) }).end(body);
      });
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
      reply = { status: apiError.status, headers: apiError.headers, json: apiError.toBody() };
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
    const { store, rateLimiter } = this.services;
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
    if (this.services.checkResponses) {
      const target = { method: request.method, path: request.url.pathname, template };
      checkAnswer(this.services, target, route.response, reply.status, reply.json);
    }
    return reply;
  }

  private unexpected(error: unknown, target: string): ApiError {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    this.services.log(`internal error on ${this.plane.name} ${target}: ${detail}`);
    const message = error instanceof Error ? error.message : String(error);
    return internalError(`The emulator failed on ${target}: ${message}`);
  }
}

interface Wire {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/** The reply as bytes on the wire: JSON as the platform's answers are written, raw bodies as given. */
function encode(reply: PlaneReply, extraHeaders: Record<string, string>): Wire {
  const headers = { ...extraHeaders, ...reply.headers };
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
