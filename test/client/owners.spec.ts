// Owner resolution (once per process, shared by every client of the same API and token) and
// owner scoping, against the emulator and against a loopback server that counts requests.
import { expect } from "chai";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { DEFAULT_TEAM, DEFAULT_USER_ID } from "../../emulator";
import { forgetResolvedOwners, TeamAccessError, type ClientSettings } from "../../provider/client";
import { createClient, type VercelClient } from "../../provider/families/client";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { json, startLoopback, type LoopbackServer } from "./support/loopback";

const TEAM_ROUTE = "GET /v2/teams/:teamId";
const USER_ROUTE = "GET /v2/user";

describe("client owners", () => {
  beforeEach(() => forgetResolvedOwners());

  // Needs GET /v2/user and GET /v2/teams/:teamId in the emulator (added on the emulator branch).
  describe("against the emulator", () => {
    const emulator = useEmulator();
    const settings = (): ClientSettings => ({
      baseUrl: emulator.url,
      token: emulator.token,
      team: emulator.teamId,
      retry: { baseDelayMs: 1, maxRetries: 0 },
    });
    const count = async (key: string): Promise<number> =>
      (await emulator.admin.requestCounts()).counts[key] ?? 0;

    it("resolves the token's personal account, whatever the client's default team", async () => {
      expect(await createClient(settings()).owners.resolve(undefined)).to.deep.equal({
        kind: "user",
        id: DEFAULT_USER_ID,
      });
    });

    it("resolves a team by id and by slug", async () => {
      const client = createClient(settings());
      const team = { kind: "team", id: DEFAULT_TEAM.id, slug: DEFAULT_TEAM.slug };
      expect(await client.owners.resolve(emulator.teamId)).to.deep.equal(team);
      expect(await client.owners.resolve(emulator.teamSlug)).to.deep.equal(team);
    });

    it("asks once per process: a second client and concurrent callers reuse the answer", async () => {
      const first = createClient(settings());
      const second = createClient(settings());
      await Promise.all([first.owners.resolve(emulator.teamSlug), second.owners.resolve(emulator.teamSlug)]);
      await second.withSecrets(["some-secret-value"]).owners.resolve(emulator.teamSlug);
      expect(await count(TEAM_ROUTE)).to.equal(1);
    });

    it("says the token cannot access the team on a 403", async () => {
      await emulator.admin.addFault({ route: "/v2/teams/:teamId", status: 403 });
      const error = await rejection(createClient(settings()).owners.resolve("someone-elses-team"));
      expect(error)
        .to.be.instanceOf(TeamAccessError)
        .and.include({ status: 403, team: "someone-elses-team" });
      expect(error.message).to.include('cannot access team "someone-elses-team"');
    });

    it("creates in the personal account for a user owner, though the client defaults to a team", async () => {
      const client = createClient(settings());
      const owner = await client.owners.resolve(undefined);
      const project = await client.forOwner(owner).projects.create({ name: "personal-site" });
      expect(project.accountId).to.equal(DEFAULT_USER_ID);
      expect(await count(USER_ROUTE)).to.equal(1);
    });

    it("resolves an account that is a team to its default team, and names that team in its calls", async () => {
      const { user, token } = await emulator.admin.createUser("nora", { northstar: true });
      const client = createClient({ ...settings(), token, team: undefined });
      const owner = await client.owners.resolve(undefined);
      expect(owner).to.deep.equal({ kind: "team", id: user.defaultTeamId, slug: "" });
      const project = await client.forOwner(owner).projects.create({ name: "noras-site" });
      expect(project.accountId).to.equal(user.defaultTeamId);
      // Named explicitly, so the owner holds whatever the platform does with a call naming none.
      const { requests } = await emulator.admin.recordedRequests();
      expect(requests.filter((r) => r.method === "POST").map((r) => r.query)).to.deep.equal([
        `?teamId=${String(user.defaultTeamId)}`,
      ]);
    });
  });

  describe("owner scoping against the emulator", () => {
    const emulator = useEmulator();

    it("sends no team parameter for a user owner and the team id for a team owner", async () => {
      const client = createClient({ baseUrl: emulator.url, token: emulator.token, team: emulator.teamSlug });
      const mine = await client
        .forOwner({ kind: "user", id: DEFAULT_USER_ID })
        .projects.create({ name: "mine" });
      expect(mine.accountId).to.equal(DEFAULT_USER_ID);
      const teams = await client
        .forOwner({ kind: "team", id: emulator.teamId, slug: emulator.teamSlug })
        .projects.create({ name: "ours" });
      expect(teams.accountId).to.equal(emulator.teamId);
    });
  });

  describe("against a loopback server that counts requests", () => {
    let server: LoopbackServer;
    let failNext = false;
    const TOKEN = "loopback-owner-token-0123456789";

    const answer = (request: IncomingMessage, response: ServerResponse): void => {
      if (failNext) {
        failNext = false;
        return json(response, 500, { error: { code: "internal_server_error", message: "boom" } });
      }
      const url = new URL(request.url ?? "/", "http://loopback");
      if (url.pathname === "/v2/user") {
        return json(response, 200, {
          user: { id: "user_loop", username: "loop", email: "loop@example.com" },
        });
      }
      if (url.pathname.startsWith("/v2/teams/"))
        return json(response, 200, { id: "team_loop", slug: "loop", name: null });
      return json(response, 200, {});
    };

    beforeEach(async () => {
      failNext = false;
      server = await startLoopback(answer);
    });
    afterEach(() => server.close());

    const client = (token = TOKEN): VercelClient =>
      createClient({ baseUrl: server.url, token, team: "team_default", retry: { maxRetries: 0 } });
    const calls = (pathname: string) =>
      server.requests.filter((request) => request.url.split("?")[0] === pathname);

    it("asks once for every client of the same API and token, and once more for another token", async () => {
      const [a, b, c] = await Promise.all([
        client().owners.resolve("loop"),
        client().owners.resolve("loop"),
        client().forTeam("team_other").owners.resolve("loop"),
      ]);
      expect(a).to.deep.equal({ kind: "team", id: "team_loop", slug: "loop" });
      expect(b).to.equal(a);
      expect(c).to.equal(a);
      await client().owners.resolve("loop");
      expect(calls("/v2/teams/loop")).to.have.length(1);

      await client(`${TOKEN}-other`).owners.resolve("loop");
      expect(calls("/v2/teams/loop")).to.have.length(2);
    });

    it("sends identity calls without the client's team parameter", async () => {
      await client().owners.resolve(undefined);
      await client().owners.resolve("team_loop");
      expect(server.requests.map((request) => request.url)).to.deep.equal([
        "/v2/user",
        "/v2/teams/team_loop",
      ]);
    });

    it("does not keep a failure: the next resolve asks again", async () => {
      failNext = true;
      await rejection(client().owners.resolve(undefined));
      expect(await client().owners.resolve(undefined)).to.deep.equal({ kind: "user", id: "user_loop" });
      expect(calls("/v2/user")).to.have.length(2);
    });

    it("scopes a user owner to no team and a team owner to its id", async () => {
      const ping = (scoped: VercelClient) =>
        scoped.http.request({ method: "GET", path: "/v1/ping", response: z.unknown() });
      await ping(client().forOwner({ kind: "user", id: "user_loop" }));
      await ping(client().forOwner({ kind: "team", id: "team_loop", slug: "loop" }));
      await ping(client());
      expect(server.requests.map((request) => request.url)).to.deep.equal([
        "/v1/ping",
        "/v1/ping?teamId=team_loop",
        "/v1/ping?teamId=team_default",
      ]);
    });

    it("keeps rate-limit pacing across a second client of the same token", async () => {
      const resetInAMinute = String(Math.floor(Date.now() / 1000) + 60);
      const limited = (request: IncomingMessage, response: ServerResponse) => {
        response.setHeader("x-ratelimit-remaining", "0");
        response.setHeader("x-ratelimit-reset", resetInAMinute);
        answer(request, response);
      };
      await server.close();
      server = await startLoopback(limited);
      const lines: string[] = [];
      const paced = (token: string) =>
        createClient({
          baseUrl: server.url,
          token,
          // The window the second client waits out: long enough that no stall of a loaded machine
          // between the first answer and the second call outlasts it (at 5 ms, one did).
          retry: { maxDelayMs: 2_000 },
          log: (line) => lines.push(line),
        });
      const ping = (scoped: VercelClient) =>
        scoped.http.request({ method: "GET", path: "/v1/ping", response: z.unknown() });

      await ping(paced(TOKEN));
      await ping(paced(TOKEN));
      const waits = () => lines.filter((line) => line.includes("for the rate limit window of GET /v1/ping"));
      expect(waits()).to.have.length(1);
      await ping(paced(`${TOKEN}-other`));
      expect(waits()).to.have.length(1);
    });
  });
});
