// Gone means gone, and nothing else: only the platform's envelope with a "missing object" code is
// a NotFoundError. A 404 page from a proxy, a wrong API URL or an unserved route must surface,
// naming host and route, so that refresh never drops an object that still exists.
import { expect } from "chai";
import { z } from "zod";
import { isGone, NotFoundError, RouteNotFoundError, undefinedIfNotFound } from "../../provider/client";
import { createClient, type VercelClient } from "../../provider/families/client";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { startLoopback, type LoopbackServer } from "./support/loopback";

const TOKEN = "loopback-token-0123456789";
const PROJECT_ID = "prj_SecretishProjectId0000000";

function expectRouteNotFound(error: Error, host: string): void {
  expect(error).to.be.instanceOf(RouteNotFoundError).and.not.be.instanceOf(NotFoundError);
  expect(isGone(error)).to.equal(false);
  expect(error.message).to.include(`GET ${host} /v9/projects/{idOrName}`);
  expect(error.message).not.to.include(PROJECT_ID);
  expect(error.message).not.to.include(TOKEN);
}

describe("client 404s: object missing versus route missing", () => {
  describe("against a server that is not the platform", () => {
    let server: LoopbackServer;
    let client: VercelClient;
    let answer: { status: number; type: string; body: string };

    before(async () => {
      server = await startLoopback((_request, response) => {
        response.writeHead(answer.status, { "content-type": answer.type });
        response.end(answer.body);
      });
      client = createClient({ baseUrl: server.url, token: TOKEN, retry: { maxRetries: 0 } });
    });
    after(() => server.close());

    const cases = [
      { what: "an HTML page", status: 404, type: "text/html", body: "<html>404 Not Found</html>" },
      { what: "plain text", status: 404, type: "text/plain", body: `Cannot GET /v9/projects/${PROJECT_ID}` },
      { what: "an empty body", status: 404, type: "text/plain", body: "" },
      {
        what: "the emulator's unserved-route code",
        status: 404,
        type: "application/json",
        body: JSON.stringify({
          error: { code: "emulator_unserved_route", message: `no GET /v9/projects/${PROJECT_ID}` },
        }),
      },
    ];
    for (const { what, ...response } of cases) {
      it(`a 404 with ${what} is a RouteNotFoundError naming host and route, which finds do not swallow`, async () => {
        answer = response;
        const error = await rejection(client.projects.get(PROJECT_ID));
        expectRouteNotFound(error, server.url);
        expect(await rejection(client.projects.find(PROJECT_ID))).to.be.instanceOf(RouteNotFoundError);
        expect(await rejection(undefinedIfNotFound(client.projects.get(PROJECT_ID)))).to.be.instanceOf(
          RouteNotFoundError,
        );
      });
    }

    it("a 404 envelope with a code ending in _not_found means the object is gone", async () => {
      answer = {
        status: 404,
        type: "application/json",
        body: JSON.stringify({ error: { code: "project_not_found", message: "Project not found" } }),
      };
      const error = await rejection(client.projects.get(PROJECT_ID));
      expect(error).to.be.instanceOf(NotFoundError);
      expect(isGone(error)).to.equal(true);
      expect(await client.projects.find(PROJECT_ID)).to.equal(undefined);
    });
  });

  describe("against the emulator", () => {
    const emulator = useEmulator();
    let client: VercelClient;

    beforeEach(() => {
      client = createClient({ baseUrl: emulator.url, token: emulator.token, team: emulator.teamId });
    });

    it("a missing project is gone", async () => {
      const error = await rejection(client.projects.get(PROJECT_ID));
      expect(isGone(error)).to.equal(true);
      expect(await client.projects.find(PROJECT_ID)).to.equal(undefined);
    });

    it("a 404 answered with the unserved-route code is not gone", async () => {
      await emulator.admin.addFault({
        route: "/v9/projects/:idOrName",
        status: 404,
        code: "emulator_unserved_route",
      });
      expectRouteNotFound(await rejection(client.projects.get(PROJECT_ID)), emulator.url);
    });

    // Passes once the emulator answers unserved routes with `emulator_unserved_route` (emulator branch).
    it("a route the emulator does not serve is not gone", async () => {
      emulator.expectViolations();
      const error = await rejection(
        client.http.request({
          method: "GET",
          path: "/v1/no-such-area/{id}",
          params: { id: PROJECT_ID },
          response: z.unknown(),
        }),
      );
      expect(error).to.be.instanceOf(RouteNotFoundError);
      expect(error.message).to.include(`GET ${emulator.url} /v1/no-such-area/{id}`);
      expect(error.message).not.to.include(PROJECT_ID);
    });
  });
});
