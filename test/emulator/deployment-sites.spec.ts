// The emulator serves what was deployed: a READY deployment's files by its URL, by its aliases (the
// Host header, or `<host>.localhost`), and by the loopback path form `/_sites/<host>/<path>`, with
// index.html for `/` and directories, content types, the deployment's 404.html, ETags; nothing is
// served before READY. Plain fetch over loopback, as a user's smoke test would.
import { expect } from "chai";
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { localhostDispatcher } from "../../emulator";
import type { Deployment } from "../../schema/deployments";
import { useEmulator } from "../support/emulator";

const sha1 = (body: Buffer) => createHash("sha1").update(body).digest("hex");

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(
  url: string,
  host: string,
  path: string,
): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"]),
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("emulator deployed sites", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);
  const QUEUED_MS = 10 * 60_000;

  const site: Record<string, string> = {
    "index.html": "<!doctype html><h1>home</h1>",
    "about/index.html": "<!doctype html><h1>about</h1>",
    "style.css": "body { margin: 0 }",
    "app.js": "console.log('hi')",
    "404.html": "<!doctype html><h1>lost</h1>",
  };

  async function deploy(
    files: Record<string, string>,
    extra: Record<string, unknown> = {},
  ): Promise<Deployment> {
    const list = [];
    for (const [file, content] of Object.entries(files)) {
      const body = Buffer.from(content);
      const uploaded = await fetch(`${emulator.url}/v2/files?teamId=${emulator.teamId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${emulator.token}`, "x-vercel-digest": sha1(body) },
        body,
      });
      expect(uploaded.status).to.equal(200);
      list.push({ file, sha: sha1(body), size: body.length });
    }
    const { status, body } = await api<Deployment>("POST", "/v13/deployments", {
      name: "site",
      files: list,
      ...extra,
    });
    expect(status, JSON.stringify(body)).to.equal(200);
    return body;
  }
  const build = () => emulator.admin.api("POST", "/_emulator/clock", { advanceMs: QUEUED_MS * 3 });
  const byPath = (host: string, path: string) => fetch(`${emulator.url}/_sites/${host}${path}`);

  beforeEach(async () => {
    // Unprotected: serving is the point here (deployment-protection.spec.ts covers protection).
    await api("POST", "/v11/projects", { name: "site", ssoProtection: null });
    await emulator.admin.api("PUT", "/_emulator/deployments/build-timing", {
      queuedMs: QUEUED_MS,
      buildMs: QUEUED_MS,
    });
  });

  it("serves index.html, directories, content types and the deployment's 404 page by the path form", async () => {
    const { url } = await deploy(site);
    await build();
    const home = await byPath(url, "/");
    expect(home.status).to.equal(200);
    expect(home.headers.get("content-type")).to.equal("text/html; charset=utf-8");
    expect(await home.text()).to.equal(site["index.html"]);
    expect(await (await byPath(url, "/about")).text()).to.equal(site["about/index.html"]);
    expect(await (await byPath(url, "/about/")).text()).to.equal(site["about/index.html"]);
    const css = await byPath(url, "/style.css");
    expect(css.headers.get("content-type")).to.equal("text/css; charset=utf-8");
    expect((await byPath(url, "/app.js")).headers.get("content-type")).to.match(/^application\/javascript/);
    const missing = await byPath(url, "/nope.html");
    expect(missing.status).to.equal(404);
    expect(await missing.text()).to.equal(site["404.html"]);
    const etag = css.headers.get("etag") ?? "";
    const again = await fetch(`${emulator.url}/_sites/${url}/style.css`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).to.equal(304);
    // Sent as is (fetch would resolve the dots away): a path may not climb out of the site.
    expect((await getWithHost(emulator.url, "127.0.0.1", `/_sites/${url}/../../etc/passwd`)).status).to.equal(
      404,
    );
  });

  it("answers the platform's 404 without a 404.html, and nothing before READY", async () => {
    const { url } = await deploy({ "index.html": "<p>only</p>" });
    const early = await byPath(url, "/");
    expect(early.status).to.equal(503);
    expect(early.headers.get("x-vercel-error")).to.equal("DEPLOYMENT_NOT_READY");
    await build();
    const missing = await byPath(url, "/missing");
    expect(missing.status).to.equal(404);
    expect(await missing.text()).to.match(/^404: NOT_FOUND/);
    expect((await byPath("unknown.vercel.app", "/")).status).to.equal(404);
  });

  it("serves by Host: the deployment's URL, its production alias, and <host>.localhost", async () => {
    await api("POST", "/v10/projects/site/domains", { name: "www.example.com" });
    const { url } = await deploy(site, { target: "production" });
    await build();
    const viaUrl = await getWithHost(emulator.url, url, "/");
    expect(viaUrl).to.include({ status: 200, body: site["index.html"] });
    const viaAlias = await getWithHost(emulator.url, "www.example.com", "/style.css");
    expect(viaAlias).to.include({ status: 200, type: "text/css; charset=utf-8", body: site["style.css"] });
    const port = new URL(emulator.url).port;
    const dispatcher = localhostDispatcher();
    try {
      const local = await fetch(`http://www.example.com.localhost:${port}/about`, {
        dispatcher,
      } as unknown as RequestInit);
      expect(await local.text()).to.equal(site["about/index.html"]);
    } finally {
      await dispatcher.close();
    }
    // A Host no deployment has is an API request as before.
    const api404 = await getWithHost(emulator.url, "nothing.example.com", "/v9/projects/site");
    expect(api404.status).to.equal(403);
  });

  it("serves the newest production deployment on the alias, and a prebuilt one from .vercel/output/static", async () => {
    await api("POST", "/v10/projects/site/domains", { name: "www.example.com" });
    await deploy({ "index.html": "v1" }, { target: "production" });
    await build();
    await deploy(
      {
        ".vercel/output/config.json": '{"version":3}',
        ".vercel/output/static/index.html": "v2 prebuilt",
      },
      { target: "production" },
    );
    await build();
    expect(await getWithHost(emulator.url, "www.example.com", "/")).to.include({ body: "v2 prebuilt" });
  });
});
