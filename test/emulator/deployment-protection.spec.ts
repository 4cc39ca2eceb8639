// Deployment protection on the served sites, with plain fetch as a smoke test or a CI job would:
// a preview of a project with Vercel Authentication (on by default) or Password Protection answers
// 401, and the `x-vercel-protection-bypass` header or query parameter with one of the project's
// automation bypass secrets (or a shareable link of the alias) lets the request through.
import { expect } from "chai";
import { createHash } from "node:crypto";
import type { Deployment } from "../../schema/deployments";
import { useEmulator } from "../support/emulator";

describe("emulator deployment protection on served sites", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);
  const SECRET = "abcdefghijklmnopqrstuvwxyz123456";
  const page = (url: string, headers: Record<string, string> = {}, query = "") =>
    fetch(`${emulator.url}/_sites/${url}/${query}`, { headers });

  async function deploy(target?: "production"): Promise<Deployment> {
    const body = Buffer.from("<h1>guarded</h1>");
    const sha = createHash("sha1").update(body).digest("hex");
    await fetch(`${emulator.url}/v2/files?teamId=${emulator.teamId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${emulator.token}`, "x-vercel-digest": sha },
      body,
    });
    const made = await api<Deployment>("POST", "/v13/deployments", {
      name: "guarded",
      files: [{ file: "index.html", sha, size: body.length }],
      ...(target ? { target } : {}),
    });
    expect(made.status, JSON.stringify(made.body)).to.equal(200);
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60 * 60_000 });
    return made.body;
  }

  beforeEach(async () => {
    await api("POST", "/v11/projects", { name: "guarded" });
  });

  it("answers 401 for a preview under the default protection, and lets the bypass header or query through", async () => {
    const { url } = await deploy();
    expect((await page(url)).status).to.equal(401);
    await api("PATCH", "/v1/projects/guarded/protection-bypass", { generate: { secret: SECRET } });
    expect((await page(url, { "x-vercel-protection-bypass": "x".repeat(32) })).status).to.equal(401);
    const passed = await page(url, { "x-vercel-protection-bypass": SECRET });
    expect(passed.status).to.equal(200);
    expect(await passed.text()).to.equal("<h1>guarded</h1>");
    expect((await page(url, {}, `?x-vercel-protection-bypass=${SECRET}`)).status).to.equal(200);
    // A revoked secret no longer passes.
    await api("PATCH", "/v1/projects/guarded/protection-bypass", {
      revoke: { secret: SECRET, regenerate: false },
    });
    expect((await page(url, { "x-vercel-protection-bypass": SECRET })).status).to.equal(401);
  });

  it("serves a preview openly once protection is off, and guards it under password protection", async () => {
    const { url } = await deploy();
    await api("PATCH", "/v9/projects/guarded", { ssoProtection: null });
    expect((await page(url)).status).to.equal(200);
    await api("PATCH", "/v9/projects/guarded", {
      passwordProtection: { deploymentType: "preview", password: "open-sesame" },
    });
    expect((await page(url)).status).to.equal(401);
  });

  it("guards production deployments only when the protection covers all of them", async () => {
    const { url } = await deploy("production");
    expect((await page(url)).status).to.equal(200);
    await api("PATCH", "/v9/projects/guarded", { ssoProtection: { deploymentType: "all" } });
    expect((await page(url)).status).to.equal(401);
    await api("PATCH", "/v1/projects/guarded/protection-bypass", { generate: { secret: SECRET } });
    expect((await page(url, { "x-vercel-protection-bypass": SECRET })).status).to.equal(200);
  });
});
