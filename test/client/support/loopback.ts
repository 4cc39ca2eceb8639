// A tiny real HTTP server on loopback for what the emulator cannot be made to do: answer an HTML
// 404, echo secrets in extra error fields, drop a connection, count TCP connections.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  /** Path with its query, as sent. */
  url: string;
}

export interface LoopbackServer {
  url: string;
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  /** TCP connections accepted so far. */
  connections: number;
  close(): Promise<void>;
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export async function startLoopback(handler: Handler): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    // Read the whole body first, so the client has surely sent the request when we answer.
    request.resume();
    request.on("end", () => {
      state.requests.push({ method: request.method ?? "", url: request.url ?? "" });
      handler(request, response);
    });
  });
  // Long enough that keep-alive reuse never depends on how fast the test runs.
  server.keepAliveTimeout = 60_000;
  server.on("connection", () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const state: LoopbackServer = {
    url: `http://127.0.0.1:${port}`,
    requests: [],
    connections: 0,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
  return state;
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/** A loopback port nothing listens on: bound once, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
