// Issue 20's lifecycle on the real Pulumi engine, in one shared stack: a project with 500 bulk
// redirects and 20 ordered routing rules. Up stages each set in one call and promotes it once; a
// change of one redirect sends one edit; a reorder of the rules keeps their ids; a version promoted
// outside is seen as drift and repaired; a deployment of the project then serves its site with all
// three layers of routing applied (bulk redirects, the rules, its vercel.json), as a user tests
// their routing offline; destroy leaves production empty. Calls counted at the emulator.
import { expect } from "chai";
import * as pulumi from "@pulumi/pulumi";
import {
  BulkRedirects,
  Deployment,
  ObservabilityConfiguration,
  Project,
  ProjectRoutes,
  purgeEdgeCacheOutput,
} from "../../provider";
import { stateResource } from "../support/pulumi-stack";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

type Redirect = { source: string; destination: string; statusCode?: number };
type Rule = { id: string; name: string; route: { src: string; dest?: string } };

const redirects = (changed?: number): Redirect[] =>
  Array.from({ length: 500 }, (_, i) => ({
    source: `/old/${i}`,
    destination: i === changed ? `/moved/${i}` : `/new/${i}`,
    statusCode: i % 2 === 0 ? 308 : 301,
  }));
const ruleNames = Array.from({ length: 20 }, (_, i) => `rule-${String(i).padStart(2, "0")}`);
const rules = (names: readonly string[]) =>
  names.map((name) => ({
    name,
    srcSyntax: "path-to-regexp" as const,
    route: { src: `/${name}/:path*`, dest: `/to/${name}/:path*` },
  }));

describe("bulk redirects and project routes in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  let projectId = "";

  const program = (redirectSet: Redirect[], order: readonly string[]) =>
    shared().setProgram(async () => {
      const project = new Project("site", { name: "routed-site" });
      new BulkRedirects("redirects", { projectId: project.id, redirects: redirectSet });
      new ProjectRoutes("routes", { projectId: project.id, rules: rules(order) });
      return { projectId: project.id };
    });
  /** Redirect and route calls of `run`, by "METHOD /template". */
  async function callsOf(run: () => Promise<unknown>): Promise<Record<string, number>> {
    await emulator.admin.clearRequestCounts();
    await run();
    const { counts } = await emulator.admin.requestCounts();
    return Object.fromEntries(
      Object.entries(counts).filter(([call]) => call.includes("redirects") || call.includes("/routes")),
    );
  }
  const liveRules = async () =>
    (await api<{ routes: Rule[] }>("GET", `/v1/projects/${projectId}/routes`)).routes;
  const liveRedirects = async () =>
    (
      await api<{ redirects: Redirect[] }>(
        "GET",
        `/v1/bulk-redirects?projectId=${projectId}&per_page=250&page=1`,
      )
    ).redirects;

  it("creates 500 redirects and 20 rules, each set in one staged version and one promote", async () => {
    program(redirects(), ruleNames);
    let up: Awaited<ReturnType<ReturnType<typeof shared>["stack"]["up"]>> | undefined;
    const calls = await callsOf(async () => (up = await shared().stack.up()));
    projectId = String(up?.outputs.projectId?.value);
    expect(calls).to.include({
      "PUT /v1/bulk-redirects": 1,
      "POST /v1/bulk-redirects/versions": 1,
      "PUT /v1/projects/:projectId/routes": 1,
      "POST /v1/projects/:projectId/routes/versions": 1,
    });
    const versions = await api<{ versions: { isLive: boolean; redirectCount: number }[] }>(
      "GET",
      `/v1/bulk-redirects/versions?projectId=${projectId}`,
    );
    expect(versions.versions).to.have.length(1);
    expect(versions.versions[0]).to.include({ isLive: true, redirectCount: 500 });
    expect((await liveRules()).map((rule) => rule.name)).to.deep.equal(ruleNames);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("a change of one redirect sends one edit and one promote", async () => {
    program(redirects(42), ruleNames);
    const calls = await callsOf(() => shared().stack.up());
    expect(calls).to.include({ "PATCH /v1/bulk-redirects": 1, "POST /v1/bulk-redirects/versions": 1 });
    expect(calls).to.not.have.property("PUT /v1/bulk-redirects");
    expect(calls).to.not.have.property("DELETE /v1/bulk-redirects");
    // The rules did not change: no route write.
    expect(
      Object.keys(calls).filter((call) => call.includes("/routes") && !call.startsWith("GET")),
    ).to.deep.equal([]);
    const page = await api<{ redirects: Redirect[] }>(
      "GET",
      `/v1/bulk-redirects?projectId=${projectId}&q=/moved/`,
    );
    // Every option spelt out: an edit also clears what the program dropped.
    expect(page.redirects).to.deep.equal([
      {
        source: "/old/42",
        destination: "/moved/42",
        statusCode: 308,
        caseSensitive: false,
        query: false,
        preserveQueryParams: false,
      },
    ]);
  });

  it("a reorder of the rules keeps their ids", async () => {
    const before = new Map((await liveRules()).map((rule) => [rule.name, rule.id]));
    const reversed = [...ruleNames].reverse();
    program(redirects(42), reversed);
    const calls = await callsOf(() => shared().stack.up());
    expect(calls).to.include({
      "PUT /v1/projects/:projectId/routes": 1,
      "POST /v1/projects/:projectId/routes/versions": 1,
    });
    const after = await liveRules();
    expect(after.map((rule) => rule.name)).to.deep.equal(reversed);
    expect(after.map((rule) => rule.id)).to.deep.equal(reversed.map((name) => before.get(name)));
    const state = await stateResource(shared().stack, "routes");
    const stateIds = ((state?.outputs as { rules: Rule[] }).rules ?? []).map((rule) => rule.id);
    expect(stateIds).to.deep.equal(after.map((rule) => rule.id));
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("detects versions promoted outside and repairs them", async () => {
    // Someone stages and promotes other sets from the dashboard.
    const redirectDraft = await api<{ version: { id: string } }>("PUT", "/v1/bulk-redirects", {
      teamId: emulator.teamId,
      projectId,
      redirects: [{ source: "/old/7", destination: "/hijacked", statusCode: 302 }],
    });
    await api("POST", `/v1/bulk-redirects/versions?projectId=${projectId}`, {
      id: redirectDraft.version.id,
      action: "promote",
    });
    const [first] = await liveRules();
    await api("DELETE", `/v1/projects/${projectId}/routes`, { routeIds: [first?.id] });
    const routeDraft = (
      await api<{ versions: { id: string; isStaging: boolean }[] }>(
        "GET",
        `/v1/projects/${projectId}/routes/versions`,
      )
    ).versions.find((version) => version.isStaging);
    await api("POST", `/v1/projects/${projectId}/routes/versions`, { id: routeDraft?.id, action: "promote" });

    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);

    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    expect((await liveRedirects()).find((r) => r.source === "/old/7")).to.deep.include({
      source: "/old/7",
      destination: "/new/7",
      statusCode: 301,
    });
    expect((await liveRules()).map((rule) => rule.name)).to.deep.equal([...ruleNames].reverse());
  });

  it("refuses to publish over a draft left by someone else", async () => {
    await api("PUT", `/v1/projects/${projectId}/routes`, {
      routes: [{ id: "rt_draft", name: "draft", route: { src: "/draft" } }],
    });
    program(redirects(42), ruleNames);
    const refused = await rejection(shared().stack.up());
    expect(String(refused)).to.match(
      /unpublished staged routing rules version rtv_\w+.*promote or discard it first/s,
    );
    const draft = (
      await api<{ versions: { id: string; isStaging: boolean }[] }>(
        "GET",
        `/v1/projects/${projectId}/routes/versions`,
      )
    ).versions.find((version) => version.isStaging);
    await api("POST", `/v1/projects/${projectId}/routes/versions`, { id: draft?.id, action: "discard" });
  });

  it("purges the edge cache by tag from the program: an action on up, none at preview", async () => {
    shared().setProgram(async () => {
      const project = new Project("site", { name: "routed-site" });
      new BulkRedirects("redirects", { projectId: project.id, redirects: redirects(42) });
      new ProjectRoutes("routes", { projectId: project.id, rules: rules(ruleNames) });
      new ObservabilityConfiguration("observability", { projectId: project.id, extendedTierEnabled: false });
      // An invoke runs at preview too: the program purges only when it really deploys.
      const purged = pulumi.runtime.isDryRun()
        ? []
        : purgeEdgeCacheOutput({ projectId: project.id, tags: ["redirects", "routes"] }).purged;
      return { projectId: project.id, purged };
    });
    const purges = async () =>
      (
        await emulator.admin.api<{ purges: { values: string[] }[] }>(
          "GET",
          `/_emulator/edge-cache/purges?projectId=${projectId}`,
        )
      ).body.purges;
    await shared().stack.preview();
    expect(await purges()).to.deep.equal([]);
    const up = await shared().stack.up();
    expect(up.outputs.purged?.value).to.deep.equal(["redirects", "routes"]);
    expect((await purges()).map((purge) => purge.values)).to.deep.equal([["redirects", "routes"]]);
  });

  it("turns the project's extended observability off, and repairs a switch made outside", async () => {
    const disabled = async () =>
      (
        await api<{ disabledProjects: { id: string }[] }>(
          "GET",
          "/v1/observability/manage/configuration/projects",
        )
      ).disabledProjects.map((project) => project.id);
    expect(await disabled()).to.deep.equal([projectId]);
    await api("PUT", `/v1/observability/manage/configuration/projects/${projectId}`, { disabled: false });
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);
    await shared().stack.up({ refresh: true });
    expect(await disabled()).to.deep.equal([projectId]);
  });

  it("serves a deployment of the project with its redirects, rules and vercel.json applied", async () => {
    const vercelJson = {
      redirects: [{ source: "/blog/:slug", destination: "/news/:slug", statusCode: 301 }],
      headers: [{ source: "/news/:slug", headers: [{ key: "x-story", value: ":slug" }] }],
    };
    shared().setProgram(async () => {
      const project = new Project("site", { name: "routed-site" });
      new BulkRedirects("redirects", { projectId: project.id, redirects: redirects(42) });
      new ProjectRoutes("routes", { projectId: project.id, rules: rules(ruleNames) });
      new ObservabilityConfiguration("observability", { projectId: project.id, extendedTierEnabled: false });
      const site = new Deployment("site", {
        projectId: project.id,
        production: true,
        deleteOnDestroy: true,
        files: {
          "index.html": "<h1>home</h1>",
          "news/hello/index.html": "<h1>hello news</h1>",
          "to/rule-03/deep/page/index.html": "<h1>rewritten by rule-03</h1>",
          "vercel.json": JSON.stringify(vercelJson),
        },
      });
      return { projectId: project.id, url: site.url };
    });
    const up = await shared().stack.up();
    const url = String(up.outputs.url?.value);
    const get = (path: string) => fetch(`${emulator.url}/_sites/${url}${path}`, { redirect: "manual" });

    const bulk = await get("/old/42");
    expect([bulk.status, bulk.headers.get("location")]).to.deep.equal([308, "/moved/42"]);
    const rewritten = await get("/rule-03/deep/page");
    expect([rewritten.status, await rewritten.text()]).to.deep.equal([200, "<h1>rewritten by rule-03</h1>"]);
    const own = await get("/blog/hello");
    expect([own.status, own.headers.get("location")]).to.deep.equal([301, "/news/hello"]);
    const news = await get("/news/hello");
    expect(news.headers.get("x-story")).to.equal("hello");
    expect(await news.text()).to.equal("<h1>hello news</h1>");
  });

  it("destroys: production left without redirects or rules, the project gone", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
