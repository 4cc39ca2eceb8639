// Rate limiting per token and endpoint: X-RateLimit-* on every platform response, 429 + Retry-After
// over the limit, other endpoints unaffected, windows cleared by an admin reset.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";

describe("emulator rate limiting", () => {
  const emulator = useEmulator({ rateLimit: { limit: 3, windowMs: 60_000 } });

  it("sends the X-RateLimit headers on every platform response", async () => {
    const before = Math.floor(Date.now() / 1000);
    const first = await emulator.admin.api("GET", "/v10/projects");
    const second = await emulator.admin.api("GET", "/v10/projects");
    expect(first.headers.get("x-ratelimit-limit")).to.equal("3");
    expect(first.headers.get("x-ratelimit-remaining")).to.equal("2");
    expect(second.headers.get("x-ratelimit-remaining")).to.equal("1");
    const reset = Number(first.headers.get("x-ratelimit-reset"));
    expect(reset).to.be.within(before + 59, before + 61);
    // Errors carry them too.
    const missing = await emulator.admin.api("GET", "/v9/projects/ghost");
    expect(missing.status).to.equal(404);
    expect(missing.headers.get("x-ratelimit-remaining")).to.equal("2");
  });

  it("answers 429 rate_limited with Retry-After and the limit object once the window is used up", async () => {
    for (let i = 0; i < 3; i++)
      expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(200);
    const limited = await emulator.admin.api<{ error: Record<string, unknown> }>("GET", "/v10/projects");
    expect(limited.status).to.equal(429);
    expect(limited.body.error.code).to.equal("rate_limited");
    expect(limited.body.error.message).to.be.a("string");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).to.be.within(1, 60);
    const reset = Number(limited.headers.get("x-ratelimit-reset"));
    const limit = limited.body.error.limit as {
      remaining: number;
      reset: number;
      resetMs: number;
      total: number;
    };
    expect(limit).to.include({ remaining: 0, reset, total: 3 });
    expect(Math.ceil(limit.resetMs / 1000)).to.equal(reset);
    expect(limited.headers.get("x-ratelimit-remaining")).to.equal("0");
  });

  it("limits each endpoint separately", async () => {
    for (let i = 0; i < 4; i++) await emulator.admin.api("GET", "/v10/projects");
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(429);
    // Another template is still open, whatever the concrete path.
    expect((await emulator.admin.api("GET", "/v9/projects/a")).status).to.equal(404);
    expect((await emulator.admin.api("GET", "/v9/projects/b")).status).to.equal(404);
  });

  it("does not limit the admin API", async () => {
    for (let i = 0; i < 5; i++)
      expect((await emulator.admin.api("GET", "/_emulator/state")).status).to.equal(200);
  });

  it("forgets the windows on reset", async () => {
    for (let i = 0; i < 4; i++) await emulator.admin.api("GET", "/v10/projects");
    await emulator.admin.reset();
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(200);
  });
});
