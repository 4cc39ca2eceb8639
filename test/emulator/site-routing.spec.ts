// Routing on served sites, as a user tests it offline: rules made through @vercel/sdk (the project's
// bulk redirects and routing rules, staged then promoted; a deployment's vercel.json uploaded with
// its files), then the site fetched over loopback. The platform's order: bulk redirects, project
// routes, then the deployment's own routes (clean-URL and trailing-slash redirects, redirects,
// headers, the filesystem, rewrites). A redirect answers its status and Location with the path's
// parameters filled in; a rewrite serves its target; headers are added.
import { Vercel } from "@vercel/sdk";
import { expect } from "chai";
import { createHash } from "node:crypto";
import type { Deployment } from "../../schema/deployments";
import { useEmulator } from "../support/emulator";

const sha1 = (body: Buffer) => createHash("sha1").update(body).digest("hex");

describe("emulator: routing on served sites", () => {
  const emulator = useEmulator();
  let sdk: Vercel;
  let projectId: string;
  const teamId = () => emulator.teamId;
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);

  before(() => {
    sdk = new Vercel({ bearerToken: emulator.token, serverURL: emulator.url });
  });

  beforeEach(async () => {
    // Unprotected: previews of a protected project answer 401 (deployment-protection.spec.ts).
    projectId = (await api<{ id: string }>("POST", "/v11/projects", { name: "routed", ssoProtection: null }))
      .body.id;
  });

  const vercelJson = {
    cleanUrls: true,
    trailingSlash: false,
    redirects: [
      { source: "/blog/:slug", destination: "/news/:slug", statusCode: 301 },
      { source: "/old-docs/:path*", destination: "https://docs.example.com/:path*", permanent: false },
      { source: "/promo", destination: "/from-vercel-json" },
    ],
    rewrites: [
      { source: "/docs/:page", destination: "/guide.html" },
      { source: "/shop/:item", destination: "/products/:item.html" },
    ],
    headers: [
      { source: "/(.*)", headers: [{ key: "X-Frame-Options", value: "DENY" }] },
      { source: "/news/:slug", headers: [{ key: "X-Story", value: "story-:slug" }] },
    ],
  };
  const site: Record<string, string> = {
    "index.html": "<h1>home</h1>",
    "about.html": "<h1>about</h1>",
    "guide.html": "<h1>guide</h1>",
    "products/shoe.html": "<h1>shoe</h1>",
    "news/hello.html": "<h1>news</h1>",
    "docs/real.html": "<h1>a real docs page</h1>",
    "vercel.json": JSON.stringify(vercelJson),
  };

  async function deploy(files: Record<string, string>): Promise<Deployment> {
    const list = [];
    for (const [file, content] of Object.entries(files)) {
      const body = Buffer.from(content);
      await sdk.deployments.uploadFile({
        teamId: teamId(),
        xVercelDigest: sha1(body),
        requestBody: new Uint8Array(body),
      });
      list.push({ file, sha: sha1(body), size: body.length });
    }
    const created = (await sdk.deployments.createDeployment({
      teamId: teamId(),
      requestBody: { name: "routed", project: projectId, files: list },
    })) as Deployment;
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60 * 60_000 });
    return (await sdk.deployments.getDeployment({ idOrUrl: created.id, teamId: teamId() })) as Deployment;
  }

  const get = (host: string, path: string, headers: Record<string, string> = {}) =>
    fetch(`${emulator.url}/_sites/${host}${path}`, { redirect: "manual", headers });

  async function publishRedirects(
    redirects: { source: string; destination: string; statusCode?: number; query?: boolean }[],
  ) {
    const staged = (await sdk.bulkRedirects.stageRedirects({
      teamId: teamId(),
      requestBody: { teamId: teamId(), projectId, redirects },
    })) as { version: { id: string } };
    return staged.version.id;
  }
  const promoteRedirects = (id: string) =>
    sdk.bulkRedirects.updateVersion({ teamId: teamId(), projectId, requestBody: { id, action: "promote" } });

  it("applies the deployment's vercel.json: redirects with parameters, rewrites, headers, clean URLs, trailing slash", async () => {
    const { url, readyState } = await deploy(site);
    expect(readyState).to.equal("READY");

    const blog = await get(url, "/blog/hello");
    expect(blog.status).to.equal(301);
    expect(blog.headers.get("location")).to.equal("/news/hello");
    const external = await get(url, "/old-docs/a/b");
    expect(external.status).to.equal(307);
    expect(external.headers.get("location")).to.equal("https://docs.example.com/a/b");

    // A rewrite serves its target under the requested path; a file that exists wins over it.
    const docs = await get(url, "/docs/intro");
    expect(docs.status).to.equal(200);
    expect(await docs.text()).to.equal(site["guide.html"]);
    expect(await (await get(url, "/docs/real")).text()).to.equal(site["docs/real.html"]);
    expect(await (await get(url, "/shop/shoe")).text()).to.equal(site["products/shoe.html"]);

    // Headers: on every path, and with the path's parameters.
    const news = await get(url, "/news/hello");
    expect(await news.text()).to.equal(site["news/hello.html"]);
    expect(news.headers.get("x-frame-options")).to.equal("DENY");
    expect(news.headers.get("x-story")).to.equal("story-hello");

    // Clean URLs: /about serves about.html, /about.html redirects to /about; no trailing slash.
    expect(await (await get(url, "/about")).text()).to.equal(site["about.html"]);
    const dotHtml = await get(url, "/about.html");
    expect([dotHtml.status, dotHtml.headers.get("location")]).to.deep.equal([308, "/about"]);
    const slash = await get(url, "/about/");
    expect([slash.status, slash.headers.get("location")]).to.deep.equal([308, "/about"]);

    // The configuration is not content.
    expect((await get(url, "/vercel.json")).status).to.equal(404);
  });

  it("applies in the platform's order: bulk redirects, then project routes, then the deployment's routes", async () => {
    const { url } = await deploy(site);
    expect((await get(url, "/promo")).headers.get("location")).to.equal("/from-vercel-json");

    // A project routing rule, once published, comes before the deployment's own redirect.
    const added = (await sdk.projectRoutes.addRoute({
      teamId: teamId(),
      projectId,
      requestBody: {
        route: {
          name: "promo",
          srcSyntax: "equals",
          route: { src: "/promo", dest: "/from-project-route", status: 302 },
        },
      },
    })) as unknown as { version: { id: string } };
    expect((await get(url, "/promo")).headers.get("location"), "staged only").to.equal("/from-vercel-json");
    await sdk.projectRoutes.updateRouteVersions({
      teamId: teamId(),
      projectId,
      requestBody: { id: added.version.id, action: "promote" },
    });
    const routed = await get(url, "/promo");
    expect([routed.status, routed.headers.get("location")]).to.deep.equal([302, "/from-project-route"]);

    // A bulk redirect comes before both: staged, nothing changes; promoted, it answers at once.
    const version = await publishRedirects([
      { source: "/promo", destination: "/from-bulk", statusCode: 308 },
      { source: "/Keep-Query", destination: "/kept", statusCode: 301, query: true },
    ]);
    expect((await get(url, "/promo")).headers.get("location")).to.equal("/from-project-route");
    await promoteRedirects(version);
    const bulk = await get(url, "/promo");
    expect([bulk.status, bulk.headers.get("location")]).to.deep.equal([308, "/from-bulk"]);
    const query = await get(url, "/keep-query?utm=1");
    expect([query.status, query.headers.get("location")]).to.deep.equal([301, "/kept?utm=1"]);
  });

  it("project routes rewrite before the deployment's routes, add headers, hold conditions and edit response headers", async () => {
    const { url } = await deploy(site);
    const rules = [
      {
        id: "rt_beta",
        name: "beta only",
        route: { src: "^/$", dest: "/guide", has: [{ type: "cookie" as const, key: "beta", value: "yes" }] },
      },
      {
        id: "rt_headers",
        name: "headers",
        route: { src: "/(.*)", headers: { "x-team": "web" } },
      },
      { id: "rt_gone", name: "gone", route: { src: "^/retired$", status: 410 } },
    ];
    const staged = (await sdk.projectRoutes.stageRoutes({
      teamId: teamId(),
      projectId,
      requestBody: { overwrite: true, routes: rules },
    })) as unknown as { version: { id: string } };
    // The SDK's stageRoutes model has no `srcSyntax`: a path pattern rule is added on its own.
    await sdk.projectRoutes.addRoute({
      teamId: teamId(),
      projectId,
      requestBody: {
        route: {
          name: "catalog",
          srcSyntax: "path-to-regexp",
          route: { src: "/catalog/:item", dest: "/products/:item" },
        },
        position: { placement: "start" },
      },
    });
    // The SDK models a transform's `target` as an empty object (it drops `key`): this edit goes as JSON.
    const transform = { type: "response.headers", op: "delete", target: { key: "x-frame-options" } };
    const edited = await api("PATCH", `/v1/projects/${projectId}/routes/rt_headers`, {
      route: {
        name: "headers",
        route: { src: "/(.*)", headers: { "x-team": "web" }, transforms: [transform] },
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
    await sdk.projectRoutes.updateRouteVersions({
      teamId: teamId(),
      projectId,
      requestBody: { id: staged.version.id, action: "promote" },
    });

    const item = await get(url, "/catalog/shoe");
    expect([item.status, await item.text()]).to.deep.equal([200, site["products/shoe.html"]]);
    expect(item.headers.get("x-team")).to.equal("web");
    // The deployment's header was added after the project rule, and the rule's edit still removes it.
    expect(item.headers.get("x-frame-options")).to.equal(null);
    expect(await (await get(url, "/")).text()).to.equal(site["index.html"]);
    expect(await (await get(url, "/", { cookie: "beta=yes" })).text()).to.equal(site["guide.html"]);
    expect((await get(url, "/retired")).status).to.equal(410);
  });

  it("serves a prebuilt output: static/ with config.json's routes by phase and its overrides", async () => {
    const config = {
      version: 3,
      routes: [
        { src: "^/legacy/(.*)$", headers: { Location: "/docs/$1" }, status: 308 },
        { src: "^/(.*)$", headers: { "x-built": "prebuilt" }, continue: true },
        { handle: "filesystem" },
        { src: "^/app/(.*)$", dest: "/app.html", check: true },
        { handle: "error" },
        { src: "^/(.*)$", dest: "/404.html", status: 404 },
      ],
      overrides: { "about.html": { path: "about" } },
    };
    const { url } = await deploy({
      ".vercel/output/config.json": JSON.stringify(config),
      ".vercel/output/static/index.html": "<h1>prebuilt</h1>",
      ".vercel/output/static/about.html": "<h1>about</h1>",
      ".vercel/output/static/app.html": "<h1>app shell</h1>",
      ".vercel/output/static/404.html": "<h1>prebuilt 404</h1>",
    });
    const home = await get(url, "/");
    expect([await home.text(), home.headers.get("x-built")]).to.deep.equal(["<h1>prebuilt</h1>", "prebuilt"]);
    const legacy = await get(url, "/legacy/intro");
    expect([legacy.status, legacy.headers.get("location")]).to.deep.equal([308, "/docs/intro"]);
    expect(await (await get(url, "/about")).text()).to.equal("<h1>about</h1>");
    expect(await (await get(url, "/app/settings/profile")).text()).to.equal("<h1>app shell</h1>");
    const missing = await get(url, "/nowhere");
    expect([missing.status, await missing.text()]).to.deep.equal([404, "<h1>prebuilt 404</h1>"]);
  });

  it("fails the build on a vercel.json whose routing does not hold, naming the rule", async () => {
    const broken = { redirects: [{ source: "/a", destination: "/b", statusCode: 305 }] };
    const deployment = await deploy({ "index.html": "<p>x</p>", "vercel.json": JSON.stringify(broken) });
    expect(deployment.readyState).to.equal("ERROR");
    const full = deployment as unknown as { errorCode?: string; errorMessage?: string };
    expect(full.errorCode).to.equal("invalid_redirect");
    expect(full.errorMessage).to.include("redirects[0].statusCode");
  });
});
