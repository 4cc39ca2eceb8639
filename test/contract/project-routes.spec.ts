// A project's routing rules through @vercel/sdk: every operation checked against the SDK's models,
// and the rules of the ordered set (positions, staged edits, promote, ids kept by a reorder).
import { expect } from "chai";
import { useContract } from "./support/contract";

type Version = { id: string; isLive: boolean; isStaging: boolean; ruleCount: number };
type Rule = { id: string; name: string; staged?: boolean; routeType?: string; route: { src: string } };
type List = { routes: Rule[]; version?: Version; diffCount?: number };

describe("contract: project-routes", () => {
  const contract = useContract("project-routes");
  const teamId = () => contract.teamId;
  const project = async () =>
    (await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "routed" })).id;
  const rule = (name: string, src = `/${name}`) => ({
    name,
    srcSyntax: "path-to-regexp" as const,
    route: { src: `${src}/:path*`, dest: `/to-${name}/:path*` },
  });
  const add = async (projectId: string, name: string, position?: Record<string, string>) =>
    (await contract.sdk.projectRoutes.addRoute({
      teamId: teamId(),
      projectId,
      requestBody: { route: rule(name), ...(position ? { position } : {}) },
    })) as unknown as { route: Rule; version: Version };
  const promote = (projectId: string, id: string) =>
    contract.sdk.projectRoutes.updateRouteVersions({
      teamId: teamId(),
      projectId,
      requestBody: { id, action: "promote" },
    });
  const names = async (projectId: string, query = "") =>
    (await contract.setup<List>("GET", `/v1/projects/${projectId}/routes?${query}`)).routes.map(
      (r) => r.name,
    );

  it("addRoute at start, end, before and after a rule; staged until promoted", async () => {
    const projectId = await project();
    const first = (await contract.check("addRoute", (sdk) =>
      sdk.projectRoutes.addRoute({ teamId: teamId(), projectId, requestBody: { route: rule("b") } }),
    )) as { route: Rule; version: Version };
    expect(first.route).to.include({ name: "b", staged: true, routeType: "rewrite" });
    await add(projectId, "a", { placement: "start" });
    await add(projectId, "d");
    await add(projectId, "c", { placement: "before", referenceId: (await add(projectId, "e")).route.id });
    expect(await names(projectId)).to.deep.equal([]);
    await promote(projectId, first.version.id);
    expect(await names(projectId)).to.deep.equal(["a", "b", "d", "c", "e"]);
  });

  it("refuses a rule whose src does not compile, naming route.src", async () => {
    const projectId = await project();
    const refused = await contract.emulator.admin.api(
      "POST",
      `/v1/projects/${projectId}/routes?teamId=${teamId()}`,
      {
        route: { name: "broken", route: { src: "/a/(unclosed" } },
      },
    );
    expect(refused.status).to.equal(400);
    expect(JSON.stringify(refused.body)).to.contain("route.src");
  });

  it("stageRoutes with overwrite: the ordered set with the caller's ids; a reorder keeps them", async () => {
    const projectId = await project();
    const routes = ["one", "two", "three"].map((name, i) => ({ id: `rt_${i}`, ...rule(name) }));
    const staged = (await contract.check("stageRoutes", (sdk) =>
      sdk.projectRoutes.stageRoutes({
        teamId: teamId(),
        projectId,
        requestBody: { overwrite: true, routes },
      }),
    )) as { version: Version };
    expect(staged.version).to.include({ isStaging: true, ruleCount: 3 });
    await promote(projectId, staged.version.id);
    const reordered = (await contract.sdk.projectRoutes.stageRoutes({
      teamId: teamId(),
      projectId,
      requestBody: { overwrite: true, routes: [routes[2], routes[0], routes[1]] as typeof routes },
    })) as { version: Version };
    await promote(projectId, reordered.version.id);
    const listed = await contract.setup<List>("GET", `/v1/projects/${projectId}/routes`);
    expect(listed.routes.map((r) => [r.id, r.name])).to.deep.equal([
      ["rt_2", "three"],
      ["rt_0", "one"],
      ["rt_1", "two"],
    ]);
  });

  it("getRoutes: production, a version by id, the draft's diff, filter and search", async () => {
    const projectId = await project();
    const { version } = await add(projectId, "docs");
    await add(projectId, "blog");
    await promote(projectId, version.id);
    const listed = (await contract.check("getRoutes", (sdk) =>
      sdk.projectRoutes.getRoutes({ teamId: teamId(), projectId }),
    )) as List & { limit: { currentRoutes: number } };
    expect(listed.limit.currentRoutes).to.equal(2);
    const docs = listed.routes[0] as Rule;
    await contract.sdk.projectRoutes.editRoute({
      teamId: teamId(),
      projectId,
      routeId: docs.id,
      requestBody: { route: { name: "docs", route: { src: "^/docs$", status: 404 } } },
    });
    const diff = await contract.setup<List>("GET", `/v1/projects/${projectId}/routes?diff=only`);
    expect(diff.diffCount).to.equal(1);
    expect(diff.routes.map((r) => [r.name, r.routeType, r.staged])).to.deep.equal([
      ["docs", "set_status", true],
    ]);
    expect(await names(projectId, "filter=rewrite")).to.deep.equal(["docs", "blog"]);
    expect(await names(projectId, "q=blog")).to.deep.equal(["blog"]);
  });

  it("editRoute changes one rule of the draft, or restores production's", async () => {
    const projectId = await project();
    const { route, version } = await add(projectId, "docs");
    await promote(projectId, version.id);
    const edited = (await contract.check("editRoute", (sdk) =>
      sdk.projectRoutes.editRoute({
        teamId: teamId(),
        projectId,
        routeId: route.id,
        requestBody: { route: { name: "docs", route: { src: "/manual/:path*", dest: "/m" } } },
      }),
    )) as { route: Rule };
    expect(edited.route).to.include({ id: route.id, staged: true });
    const restored = (await contract.sdk.projectRoutes.editRoute({
      teamId: teamId(),
      projectId,
      routeId: route.id,
      requestBody: { restore: true },
    })) as unknown as { route: Rule };
    expect(restored.route.route.src).to.equal("/docs/:path*");
  });

  it("deleteRoutes removes rules from the draft; an unknown id is a 404", async () => {
    const projectId = await project();
    const { route } = await add(projectId, "docs");
    await add(projectId, "blog");
    const deleted = (await contract.check("deleteRoutes", (sdk) =>
      sdk.projectRoutes.deleteRoutes({ teamId: teamId(), projectId, requestBody: { routeIds: [route.id] } }),
    )) as { deletedCount: number; version: Version };
    expect(deleted).to.deep.include({ deletedCount: 1 });
    expect(deleted.version.ruleCount).to.equal(1);
    const missing = await contract.emulator.admin.api(
      "DELETE",
      `/v1/projects/${projectId}/routes?teamId=${teamId()}`,
      {
        routeIds: [route.id],
      },
    );
    expect(missing.status).to.equal(404);
  });

  it("getRouteVersions and updateRouteVersions: promote, restore, discard", async () => {
    const projectId = await project();
    const first = (await add(projectId, "one")).version;
    await contract.check("updateRouteVersions", (sdk) =>
      sdk.projectRoutes.updateRouteVersions({
        teamId: teamId(),
        projectId,
        requestBody: { id: first.id, action: "promote" },
      }),
    );
    const second = (await add(projectId, "two")).version;
    await promote(projectId, second.id);
    const history = (await contract.check("getRouteVersions", (sdk) =>
      sdk.projectRoutes.getRouteVersions({ teamId: teamId(), projectId }),
    )) as { versions: Version[] };
    expect(history.versions.map((v) => [v.id, v.isLive, v.ruleCount])).to.deep.equal([
      [second.id, true, 2],
      [first.id, false, 1],
    ]);
    await contract.sdk.projectRoutes.updateRouteVersions({
      teamId: teamId(),
      projectId,
      requestBody: { id: first.id, action: "restore" },
    });
    expect(await names(projectId)).to.deep.equal(["one"]);
    const draft = (await add(projectId, "three")).version;
    await contract.sdk.projectRoutes.updateRouteVersions({
      teamId: teamId(),
      projectId,
      requestBody: { id: draft.id, action: "discard" },
    });
    expect(
      (await contract.setup<{ versions: Version[] }>("GET", `/v1/projects/${projectId}/routes/versions`))
        .versions,
    ).to.have.length(2);
  });
});
