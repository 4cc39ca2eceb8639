// A real HTTP server on loopback that is not the platform: it answers every request with a
// plain 404 page, as a wrong URL or a proxy would. Refresh and destroy against it must fail,
// never count the objects as gone.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ForeignServer {
  url: string;
  /** Requests it answered, as "METHOD /path". */
  requests: string[];
  close(): Promise<void>;
}

export async function startNotFoundPageServer(): Promise<ForeignServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url?.split("?")[0]}`);
    request.resume();
    response
      .writeHead(404, { "Content-Type": "text/html" })
      .end("<html><body><h1>404 Not Found</h1></body></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
