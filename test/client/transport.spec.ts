// The transport over real loopback sockets: one bounded keep-alive pool for the whole process,
// and network failures classified as "surely not sent" or "outcome unknown".
import { expect } from "chai";
import type { ServerResponse } from "node:http";
import { z } from "zod";
import { ConnectionError } from "../../provider/client";
import { createClient, type VercelClient } from "../../provider/families/client";
import { sharedAgent, TRANSPORT } from "../../provider/client/transport";
import { rejection } from "../support/rejection";
import { json, startLoopback, type Handler, type LoopbackServer } from "./support/loopback";

const TOKEN = "loopback-token-0123456789";
/** Each ping its own URL: identical GETs in flight would share one request (shared-gets.ts). */
let pings = 0;
const ping = (client: VercelClient) =>
  client.http.request({ method: "GET", path: "/v1/ping", query: { n: ++pings }, response: z.unknown() });

describe("client transport", () => {
  let server: LoopbackServer;
  let handle: Handler;

  beforeEach(async () => {
    handle = (_request, response) => json(response, 200, {});
    server = await startLoopback((request, response) => handle(request, response));
  });
  afterEach(() => server.close());

  it("sends every client and every scoped copy through one keep-alive pool", async () => {
    const first = createClient({ baseUrl: server.url, token: TOKEN, team: "team_first" });
    const second = createClient({ baseUrl: server.url, token: `${TOKEN}-other` });
    const copies = [
      first,
      second,
      first.forTeam("team_other"),
      first.forOwner({ kind: "user", id: "user_1" }),
      second.withSecrets(["some-secret-value"]),
    ];
    for (const client of copies) await ping(client);

    expect(server.requests).to.have.length(copies.length);
    // Every socket the server accepted is one of the shared pool's (how many depends on when
    // undici frees a socket, so the count itself is not asserted).
    expect(server.connections).to.be.at.least(1);
    expect(sharedAgent().stats[server.url]).to.include({ connected: server.connections });
  });

  it("never opens more sockets to one host than the pool allows", async () => {
    const limit = TRANSPORT.connections;
    const client = createClient({ baseUrl: server.url, token: TOKEN });
    // The first call of a kind goes alone, to learn its rate-limit window (pacer.ts): this server
    // sends none, so the calls after it are not paced.
    await ping(client);
    // Hold answers until a whole pool's worth of requests is waiting, then release them: an
    // unbounded pool would have opened a socket for every request by then.
    let held: ServerResponse[] = [];
    handle = (_request, response) => {
      held.push(response);
      if (held.length < limit) return;
      for (const waiting of held) json(waiting, 200, {});
      held = [];
    };
    await Promise.all(Array.from({ length: limit * 2 }, () => ping(client)));
    expect(server.requests).to.have.length(limit * 2 + 1);
    expect(server.connections).to.equal(limit);
  });

  describe("when the connection is lost after the request was sent", () => {
    beforeEach(() => {
      handle = (request) => request.socket.destroy();
    });

    it("sends a non-idempotent call once and reports an ambiguous ConnectionError", async () => {
      const client = createClient({ baseUrl: server.url, token: TOKEN, retry: { baseDelayMs: 1 } });
      const error = await rejection(
        client.http.request({
          method: "POST",
          idempotent: false,
          path: "/v1/things",
          body: {},
          response: z.unknown(),
        }),
      );
      expect(error).to.be.instanceOf(ConnectionError).and.include({ notSent: false, code: "UND_ERR_SOCKET" });
      expect(error.message).to.include(`POST ${server.url} /v1/things`);
      expect(server.requests).to.have.length(1);
    });

    it("retries an idempotent call of any method", async () => {
      const client = createClient({
        baseUrl: server.url,
        token: TOKEN,
        retry: { baseDelayMs: 1, maxRetries: 2 },
      });
      const error = await rejection(
        client.http.request({
          method: "PUT",
          idempotent: true,
          path: "/v1/things/{id}",
          params: { id: "a" },
          body: {},
          response: z.unknown(),
        }),
      );
      expect(error).to.be.instanceOf(ConnectionError).and.include({ notSent: false });
      expect(server.requests).to.have.length(3);
    });
  });

  it("reports a response that never comes as an ambiguous headers timeout", async () => {
    handle = () => undefined;
    const client = createClient({
      baseUrl: server.url,
      token: TOKEN,
      timeoutMs: 100,
      retry: { maxRetries: 0 },
    });
    const error = await rejection(ping(client));
    expect(error).to.be.instanceOf(ConnectionError).and.include({
      notSent: false,
      code: "UND_ERR_HEADERS_TIMEOUT",
      path: "/v1/ping",
      host: server.url,
    });
  });
});
