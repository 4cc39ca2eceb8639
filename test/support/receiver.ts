// A destination on loopback for drain deliveries: a node:http server that keeps every request it
// gets and lets a test wait for the next one (no timers: the promise settles when it arrives).
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The `n`th request (0-based) once it has arrived. */
  request(n: number): Promise<Received>;
  close(): Promise<void>;
}

export interface ReceiverOptions {
  /** Answer 500 to this many requests first (to exercise a sender's retries). */
  failFirst?: number;
}

export async function startReceiver({ failFirst = 0 }: ReceiverOptions = {}): Promise<Receiver> {
  const received: Received[] = [];
  const waiting = new Map<number, (request: Received) => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const got = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      received.push(got);
      waiting.get(received.length - 1)?.(got);
      const status = received.length <= failFirst ? 500 : 200;
      response.writeHead(status, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    request: (n) => {
      const got = received[n];
      return got ? Promise.resolve(got) : new Promise((resolve) => waiting.set(n, resolve));
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
