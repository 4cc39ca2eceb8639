// Rate limits per token and route group, over HTTP: the platform's figures by default, X-RateLimit-*
// on every answer of a limited route, 429 with Retry-After past the limit, groups and tokens counted
// apart, figures set by the admin API, and the provider's client pacing itself through a real limit.
// Windows are checked through their headers (and, for the roll-over, an injected clock), never slept.
import { expect } from "chai";
import { RateLimiter } from "../../emulator/rate-limit";
import type { RateLimitStatus } from "../../emulator";
import { createClient } from "../../provider/families/client";
import { useEmulator } from "../support/emulator";

interface ErrorBody {
  error: { code: string; message: string; limit?: Record<string, number> };
}

const MINUTE = 60_000;

describe("emulator rate limits", () => {
  describe("with the platform's figures", () => {
    const emulator = useEmulator();

    it("allows 120 project creates a minute per token and refuses the 121st with 429", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 121; i++) {
        statuses.push((await emulator.admin.api("POST", "/v11/projects", { name: `p-${i}` })).status);
      }
      expect(statuses.slice(0, 120).every((s) => s === 200)).to.equal(true);
      expect(statuses[120]).to.equal(429);
      // Reads are another group: still open.
      const read = await emulator.admin.api("GET", "/v10/projects?limit=1");
      expect(read.status).to.equal(200);
      expect(read.headers.get("x-ratelimit-limit")).to.equal("600");
    });

    it("lists every group with its figure and where it comes from", async () => {
      const { body } = await emulator.admin.api<RateLimitStatus>("GET", "/_emulator/rate-limits");
      expect(body.enabled).to.equal(true);
      const byGroup = new Map(body.groups.map((g) => [g.group, g]));
      expect(byGroup.get("projects.create")).to.deep.include({ limit: 120, windowMs: MINUTE });
      expect(byGroup.get("projects.create")?.source).to.match(/^platform/);
      expect(byGroup.get("domains.delete")).to.deep.include({ limit: 60, windowMs: MINUTE });
      expect(byGroup.get("env.read")?.source).to.match(/^emulator default/);
    });
  });

  describe("with small configured figures", () => {
    const emulator = useEmulator({
      rateLimits: { groups: { "projects.read": { limit: 3, windowMs: MINUTE } } },
    });

    it("sends the X-RateLimit headers on every answer of a limited route, errors included", async () => {
      const before = Math.floor(Date.now() / 1000);
      const first = await emulator.admin.api("GET", "/v10/projects");
      const missing = await emulator.admin.api("GET", "/v9/projects/ghost");
      expect(first.headers.get("x-ratelimit-limit")).to.equal("3");
      expect(first.headers.get("x-ratelimit-remaining")).to.equal("2");
      expect(missing.status).to.equal(404);
      expect(missing.headers.get("x-ratelimit-remaining")).to.equal("1");
      // The window resets one window after its first request.
      const reset = Number(first.headers.get("x-ratelimit-reset"));
      expect(reset).to.be.within(before + 59, before + 61);
      expect(missing.headers.get("x-ratelimit-reset")).to.equal(String(reset));
    });

    it("answers 429 rate_limited naming the group, with Retry-After and the limit object", async () => {
      for (let i = 0; i < 3; i++)
        expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(200);
      const limited = await emulator.admin.api<ErrorBody>("GET", "/v10/projects");
      expect(limited.status).to.equal(429);
      expect(limited.body.error.code).to.equal("rate_limited");
      expect(limited.body.error.message).to.contain("projects.read");
      expect(Number(limited.headers.get("retry-after"))).to.be.within(1, 60);
      const reset = Number(limited.headers.get("x-ratelimit-reset"));
      expect(limited.body.error.limit).to.include({ remaining: 0, reset, total: 3 });
      expect(Math.ceil((limited.body.error.limit?.["resetMs"] ?? 0) / 1000)).to.equal(reset);
      expect(limited.headers.get("x-ratelimit-remaining")).to.equal("0");
    });

    it("counts every version of an endpoint in one group, other groups and other tokens apart", async () => {
      for (const path of ["/v9/projects/a", "/v10/projects", "/v9/projects/b"])
        await emulator.admin.api("GET", path);
      expect((await emulator.admin.api("GET", "/v9/projects/c")).status).to.equal(429);
      // Another group of the same area is open.
      expect((await emulator.admin.api("POST", "/v11/projects", { name: "still-open" })).status).to.equal(
        200,
      );
      // Another token has its own windows.
      const { token } = await emulator.admin.createUser("other");
      expect((await emulator.as(token).api("GET", "/v10/projects")).status).to.equal(200);
    });

    it("does not limit the admin API", async () => {
      for (let i = 0; i < 5; i++)
        expect((await emulator.admin.api("GET", "/_emulator/state")).status).to.equal(200);
    });

    it("sets figures and turns limits off through the admin API; a reset restores the start figures", async () => {
      const set = await emulator.admin.api<RateLimitStatus>("PATCH", "/_emulator/rate-limits", {
        groups: { "projects.create": { limit: 1, windowMs: 5_000 } },
      });
      expect(set.status).to.equal(200);
      expect(set.body.groups.find((g) => g.group === "projects.create")).to.deep.include({
        limit: 1,
        windowMs: 5_000,
        source: "configured",
      });
      expect((await emulator.admin.api("POST", "/v11/projects", { name: "one" })).status).to.equal(200);
      expect((await emulator.admin.api("POST", "/v11/projects", { name: "two" })).status).to.equal(429);

      const off = await emulator.admin.api("PATCH", "/_emulator/rate-limits", { enabled: false });
      expect(off.status).to.equal(200);
      const free = await emulator.admin.api("POST", "/v11/projects", { name: "three" });
      expect(free.status).to.equal(200);
      expect(free.headers.get("x-ratelimit-limit")).to.equal(null);

      await emulator.admin.reset();
      const { body } = await emulator.admin.api<RateLimitStatus>("GET", "/_emulator/rate-limits");
      expect(body.enabled).to.equal(true);
      expect(body.groups.find((g) => g.group === "projects.create")).to.deep.include({ limit: 120 });
      expect(body.groups.find((g) => g.group === "projects.read")).to.deep.include({ limit: 3 });
    });

    it("refuses an unknown group and a bad figure, naming them", async () => {
      const unknown = await emulator.admin.api<ErrorBody>("PATCH", "/_emulator/rate-limits", {
        groups: { "projects.frobnicate": { limit: 1, windowMs: 1000 } },
      });
      expect(unknown.status).to.equal(400);
      expect(unknown.body.error.message).to.contain("projects.frobnicate");
      const bad = await emulator.admin.api<ErrorBody>("PATCH", "/_emulator/rate-limits", {
        all: { limit: 0, windowMs: 1000 },
      });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.message).to.contain('"all.limit"');
    });

    it("counts the requests it refused per group, until a reset", async () => {
      await emulator.admin.api("PATCH", "/_emulator/rate-limits", {
        groups: { "projects.create": { limit: 1, windowMs: MINUTE } },
      });
      for (const name of ["one", "two", "three"]) await emulator.admin.api("POST", "/v11/projects", { name });
      const refused = async () =>
        (await emulator.admin.api<RateLimitStatus>("GET", "/_emulator/rate-limits")).body.groups.find(
          (g) => g.group === "projects.create",
        )?.refused;
      expect(await refused()).to.equal(2);
      await emulator.admin.reset();
      expect(await refused()).to.equal(0);
    });

    it("lets the provider's client pace itself inside a real limit: every create lands, none refused", async () => {
      // Five creates a second, twelve sent at once: the client learns the window from the first
      // answer's headers and holds the rest until there is room, instead of meeting 429s.
      await emulator.admin.api("PATCH", "/_emulator/rate-limits", {
        groups: { "projects.create": { limit: 5, windowMs: 1_000 } },
      });
      // A token of its own: windows belong to a token, on the emulator and in the client's pacer.
      const { token } = await emulator.admin.createUser("pacing");
      const log: string[] = [];
      const client = createClient({ baseUrl: emulator.url, token, log: (line) => log.push(line) });
      const names = Array.from({ length: 12 }, (_, i) => `paced-${i}`);
      const created = await Promise.all(names.map((name) => client.projects.create({ name })));
      expect(created.map((p) => p.name)).to.deep.equal(names);
      const { body } = await emulator.admin.api<RateLimitStatus>("GET", "/_emulator/rate-limits");
      expect(body.groups.find((g) => g.group === "projects.create")?.refused).to.equal(0);
      expect((await emulator.admin.requestCounts()).counts["POST /v11/projects"]).to.equal(12);
      const waits = log.filter((line) => line.includes("waited"));
      expect(waits.length, "the limit was really reached").to.be.greaterThan(0);
    });
  });

  describe("without limits (--no-rate-limits)", () => {
    const emulator = useEmulator({ rateLimits: false });

    it("never refuses and sends no X-RateLimit headers", async () => {
      for (let i = 0; i < 130; i++) {
        const { status, headers } = await emulator.admin.api("POST", "/v11/projects", { name: `free-${i}` });
        expect(status).to.equal(200);
        expect(headers.get("x-ratelimit-remaining")).to.equal(null);
      }
    });
  });

  describe("windows", () => {
    it("opens a new window once the old one has run its length (injected clock)", () => {
      let now = 1_000_000;
      const limiter = new RateLimiter(new Set(["projects.create"]), {}, () => now);
      const take = () => limiter.take("token", "projects.create");
      for (let i = 0; i < 120; i++) expect(take()?.allowed).to.equal(true);
      expect(take()).to.deep.include({ allowed: false, remaining: 0, resetMs: 1_000_000 + MINUTE });
      now += MINUTE - 1;
      expect(take()?.allowed).to.equal(false);
      now += 1;
      expect(take()).to.deep.include({ allowed: true, remaining: 119, resetMs: now + MINUTE });
    });
  });
});
