// The one connection pool of the process. Every client, and every team- or owner-scoped copy
// of it, sends through the same undici Agent: keep-alive sockets are reused across clients
// (a second `configure()` included) and the number of sockets per API host is bounded.
import { Agent } from "undici";

/** Fixed for the process: the pool is shared, so per-client values could not apply to it. */
export const TRANSPORT = {
  /** Most open sockets per API origin; further requests queue. */
  connections: 8,
  connectTimeoutMs: 10_000,
  keepAliveTimeoutMs: 10_000,
  /** Defaults for a call; a client's `timeoutMs` overrides both per request. */
  headersTimeoutMs: 60_000,
  bodyTimeoutMs: 60_000,
} as const;

let agent: Agent | undefined;

/** Created on first use, so importing the client opens nothing. */
export function sharedAgent(): Agent {
  agent ??= new Agent({
    connections: TRANSPORT.connections,
    connect: { timeout: TRANSPORT.connectTimeoutMs },
    keepAliveTimeout: TRANSPORT.keepAliveTimeoutMs,
    headersTimeout: TRANSPORT.headersTimeoutMs,
    bodyTimeout: TRANSPORT.bodyTimeoutMs,
  });
  return agent;
}

export interface OutgoingRequest {
  origin: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Expanded path with its query string. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

export interface IncomingResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** One attempt: throws undici's and the system's own errors, for network-errors.ts to classify. */
export async function send(request: OutgoingRequest): Promise<IncomingResponse> {
  const timeout = request.timeoutMs;
  const response = await sharedAgent().request({
    origin: request.origin,
    method: request.method,
    path: request.path,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(timeout !== undefined ? { headersTimeout: timeout, bodyTimeout: timeout } : {}),
  });
  const text = await response.body.text();
  return { status: response.statusCode, headers: toHeaders(response.headers), text };
}

function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}
