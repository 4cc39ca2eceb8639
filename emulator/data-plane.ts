// A data plane of the seed (the inference gateway; the message queue has its own hosts too): an
// API that is not the management API, served by the emulator on a listener of its own, so that a
// client is pointed at it exactly as at the platform's host (`baseURL: <plane url>/v1`). It has its
// own routes, its own credentials and its own error envelope, and may answer with a stream; it
// shares the store (an area's state), the request counts, the violation log and the log sink.
//
//   read body → match route (loud 404, recorded as a violation) → count → authenticate → handle →
//   answer JSON, or server-sent events as they are produced
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError, internalError, methodUnknown, unservedRoute } from "./errors";
import { parseJson, readBody, requestTarget, sendJson, type RequestTarget } from "./http-io";
import { SILENT, type LogSink } from "./log";
import type { RequestCounter } from "./request-counts";
import { Router } from "./router";
import type { Store } from "./store";
import type { ViolationLog } from "./violations";

export interface DataPlaneServices {
  readonly store: Store;
  readonly counts: RequestCounter;
  readonly violations: ViolationLog;
  readonly log: LogSink;
}

/** One request as a plane's handler sees it, with the caller its `authenticate` returned. */
export interface PlaneCall<Caller> {
  readonly caller: Caller;
  readonly params: Record<string, string>;
  readonly url: RequestTarget;
  readonly headers: IncomingHttpHeaders;
  /** The JSON body (`{}` when empty); a body that is not JSON was refused with a 400. */
  readonly body: unknown;
  readonly store: Store;
}

/** What a handler answers: one JSON document, or a stream of server-sent events. */
export type PlaneAnswer =
  | { readonly kind: "json"; readonly status: number; readonly body: unknown }
  | {
      readonly kind: "events";
      /** Each item is one event's `data:` payload (a JSON document or a literal such as `[DONE]`). */
      readonly events: Iterable<string>;
    };

export const jsonAnswer = (body: unknown, status = 200): PlaneAnswer => ({ kind: "json", status, body });

export interface PlaneRoute<Caller> {
  readonly method: "GET" | "POST";
  readonly paths: readonly string[];
  /** Synchronous, like the platform's handlers: it reads the store without interleaving. */
  handle(call: PlaneCall<Caller>): PlaneAnswer;
}

export interface DataPlane<Caller> {
  /** Names the plane in log lines, e.g. "ai-gateway". */
  readonly name: string;
  readonly routes: readonly PlaneRoute<Caller>[];
  /** The caller, or throws the plane's 401. */
  authenticate(headers: IncomingHttpHeaders, store: Store): Caller;
  /** The plane's error body for `error` (its envelope may carry more than the platform's). */
  errorBody(error: ApiError): unknown;
}

export class DataPlaneServer<Caller> {
  private readonly http: Server;
  private readonly router: Router<PlaneRoute<Caller>>;

  constructor(
    private readonly plane: DataPlane<Caller>,
    private readonly services: DataPlaneServices,
  ) {
    this.router = new Router(plane.routes);
    this.http = createServer((request, response) => {
      const started = performance.now();
      const method = request.method ?? "GET";
      const url = requestTarget(request.url);
      void this.serve(method, url, request.headers, readBody(request), response).then((status) => {
        if (this.services.log === SILENT) return;
        const elapsed = Math.round(performance.now() - started);
        this.services.log(`${plane.name}: ${method} ${url.pathname} -> ${status} (${elapsed} ms)`);
      });
    });
  }

  /** Listen on `host:port` (0 picks a free one) and resolve with the port. */
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
    const closed = new Promise<void>((resolve) => this.http.close(() => resolve()));
    this.http.closeAllConnections();
    await closed;
  }

  /** Answers the request; resolves with the status sent, for the log line. */
  private async serve(
    method: string,
    url: RequestTarget,
    headers: IncomingHttpHeaders,
    body: Promise<string>,
    response: ServerResponse,
  ): Promise<number> {
    let answer: PlaneAnswer;
    try {
      const rawBody = await body;
      const match = this.router.match(method, url.pathname);
      if (match.kind === "not-found") throw this.unserved(method, url.pathname);
      if (match.kind === "method-not-allowed") throw methodUnknown(method, match.allowed);
      this.services.counts.record(method, match.template);
      const { store } = this.services;
      const caller = this.plane.authenticate(headers, store);
      const parsed = method === "GET" ? {} : parseJson(rawBody);
      answer = match.route.handle({ caller, params: match.params, url, headers, body: parsed, store });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : this.unexpected(error, method, url.pathname);
      sendJson(response, apiError.status, this.plane.errorBody(apiError), { ...apiError.headers });
      return apiError.status;
    }
    if (answer.kind === "json") {
      sendJson(response, answer.status, answer.body, {});
      return answer.status;
    }
    writeEvents(response, answer.events);
    return 200;
  }

  /** Loud, as on the platform's host: a client calling an endpoint the plane lacks must not pass. */
  private unserved(method: string, path: string): ApiError {
    const error = unservedRoute(method, path);
    this.services.violations.record({ kind: "unserved-route", method, path, detail: error.message });
    this.services.log(`UNSERVED ROUTE (${this.plane.name}): ${error.message}`);
    return error;
  }

  private unexpected(error: unknown, method: string, path: string): ApiError {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    this.services.log(`${this.plane.name}: internal error on ${method} ${path}: ${detail}`);
    const message = error instanceof Error ? error.message : String(error);
    return internalError(`The emulator failed on ${method} ${path}: ${message}`);
  }
}

/**
 * Server-sent events, each written as soon as it is produced (the first one leaves before the last
 * is made): `data: <payload>` and a blank line.
 */
function writeEvents(response: ServerResponse, events: Iterable<string>): void {
  response.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache",
    Connection: "keep-alive",
  });
  response.flushHeaders();
  for (const payload of events) {
    if (response.destroyed) return;
    response.write(`data: ${payload}\n\n`);
  }
  response.end();
}
