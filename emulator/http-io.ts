// Bytes in and out of the HTTP server: the request body, read in full, and the JSON answer.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { ApiError, badRequest } from "./errors";

/** Bodies above this are refused; no JSON payload of the platform comes close. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The request's path and query, as the router and handlers read them. */
export interface RequestTarget {
  /** Exactly as sent, without the query: `//v9/projects` stays a path (WHATWG URL would read a host). */
  readonly pathname: string;
  /** `?…` or empty. */
  readonly search: string;
  readonly searchParams: URLSearchParams;
}

export function requestTarget(rawUrl: string | undefined): RequestTarget {
  const url = rawUrl ?? "/";
  const queryAt = url.indexOf("?");
  const search = queryAt < 0 ? "" : url.slice(queryAt);
  return {
    pathname: queryAt < 0 ? url : url.slice(0, queryAt),
    search,
    searchParams: new URLSearchParams(search),
  };
}

const NO_BODY = Buffer.alloc(0);

/** The body as sent, byte for byte (the queue stores binary payloads whole). */
export async function readBodyBytes(request: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  // Without either header a request has no body (RFC 9112 §6.3): skip the stream machinery.
  const { headers } = request;
  if (headers["content-length"] === undefined && headers["transfer-encoding"] === undefined) return NO_BODY;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) throw new ApiError(413, "payload_too_large", "Request body is too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** An empty body counts as `{}`, so a missing body reports its missing fields by name. */
export function parseJson(raw: string): unknown {
  if (raw.trim() === "") return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest("Invalid request: body is not valid JSON");
  }
}

/** An application/x-www-form-urlencoded body as an object of strings (the last of repeated keys). */
export function parseForm(raw: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(raw));
}

/** A JSON body, or none for 204 and bodyless answers. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  if (response.destroyed) return;
  if (body === undefined || status === 204) {
    response.writeHead(status, headers).end();
    return;
  }
  sendBody(response, status, JSON.stringify(body), {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
  });
}

/** Bytes as they are (an artifact); Node sends no body to a HEAD request, only its length. */
export function sendBytes(
  response: ServerResponse,
  status: number,
  bytes: Buffer,
  headers: Record<string, string>,
): void {
  sendBody(response, status, bytes, { "Content-Type": "application/octet-stream", ...headers });
}

/**
 * An array as JSON lines, one item a line: `application/stream+json` (a log read line by line) unless
 * the reply names its own type (billing's `application/jsonl`).
 */
export function sendJsonLines(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
  gzip = false,
): void {
  const text = (body as unknown[]).map((item) => `${JSON.stringify(item)}\n`).join("");
  const typed = { "Content-Type": "application/stream+json; charset=utf-8", ...headers };
  if (!gzip) {
    sendBody(response, status, text, typed);
    return;
  }
  sendBody(response, status, gzipSync(text), {
    ...typed,
    "Content-Encoding": "gzip",
    Vary: "Accept-Encoding",
  });
}

/**
 * Whether an `Accept-Encoding` header takes gzip (RFC 9110 §12.5.3): `gzip` or `*` listed without
 * `q=0`. An absent header takes any coding, but the platform compresses only when asked, as we do.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((entry) => {
    const [coding = "", ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    return (coding === "gzip" || coding === "*") && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** One whole body with its length; `headers` carry the content type. */
function sendBody(
  response: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string>,
): void {
  if (response.destroyed) return;
  response.writeHead(status, { ...headers, "Content-Length": Buffer.byteLength(body) }).end(body);
}

/** Listen on `host:port` (0 picks a free port) and resolve with the port. */
export async function listenOn(http: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(port, host, () => {
      http.off("error", reject);
      resolve();
    });
  });
  return (http.address() as AddressInfo).port;
}

/** Stop listening and end every connection: keep-alive sockets would hold close() open until they time out. */
export async function closeServer(http: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => http.close(() => resolve()));
  http.closeAllConnections();
  await closed;
}
