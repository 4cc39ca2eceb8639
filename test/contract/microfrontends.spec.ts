// Microfrontends groups through @vercel/sdk: a group made with its applications, the team's groups,
// a group's projects, and the microfrontends.json a deployment or a project's production gets,
// derived from the group's members; with the platform's rules (one group per project, projects
// that exist, names and routes) and a deployment's config frozen at the time it was made.
import { expect } from "chai";
import { useContract } from "./support/contract";

interface Config {
  config: { applications: Record<string, { projectId: string; routing?: { paths: string[] }[] }> } | null;
}

describe("contract: microfrontends", () => {
  const contract = useContract("microfrontends");
  const teamId = () => contract.teamId;
  const seedProject = (name: string) => contract.setup<{ id: string }>("POST", "/v11/projects", { name });
  const seedGroup = (groupName: string, defaultId: string, others: string[] = [], route = "/docs") =>
    contract.setup<{ newMicrofrontendsGroup: { id: string } }>("POST", "/v1/microfrontends/group", {
      groupName,
      defaultApp: { projectId: defaultId },
      otherApplications: others.map((projectId) => ({ projectId, defaultRoute: route })),
    });
  const seedDeployment = (name: string) =>
    contract.setup<{ id: string }>("POST", "/v13/deployments", {
      name,
      files: [{ file: "index.html", data: "<h1>hi</h1>" }],
    });
  const advance = (ms: number) => contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: ms });
  /** The status and body a raw call in the team answers (for the refusals, which the SDK throws on). */
  const raw = async (method: string, path: string, body?: unknown) => {
    const separator = path.includes("?") ? "&" : "?";
    return contract.emulator.admin.api(method, `${path}${separator}teamId=${teamId()}`, body);
  };

  it("createMicrofrontendsGroupWithApplications", async () => {
    const shell = await seedProject("shell");
    const docs = await seedProject("docs");
    const body = (await contract.check("createMicrofrontendsGroupWithApplications", (sdk) =>
      sdk.microfrontends.createMicrofrontendsGroupWithApplications({
        teamId: teamId(),
        requestBody: {
          groupName: "Web Site",
          defaultApp: { projectId: shell.id },
          otherApplications: [{ projectId: docs.id, defaultRoute: "/docs" }],
        },
      }),
    )) as { newMicrofrontendsGroup: { name: string; slug: string; id: string } };
    expect(body.newMicrofrontendsGroup).to.include({ name: "Web Site", slug: "web-site" });
    expect(body.newMicrofrontendsGroup.id).to.match(/^mfe_/);
  });

  it("getMicrofrontendsGroups: each group with its projects and which is the default app", async () => {
    const shell = await seedProject("shell");
    const docs = await seedProject("docs");
    await seedGroup("site", shell.id, [docs.id]);
    const body = (await contract.check("getMicrofrontendsGroups", (sdk) =>
      sdk.microfrontends.getMicrofrontendsGroups({ teamId: teamId() }),
    )) as {
      groups: {
        group: { name: string };
        projects: { id: string; microfrontends: { isDefaultApp: boolean } }[];
      }[];
      maxMicrofrontendsPerGroup: number;
    };
    expect(body.groups).to.have.length(1);
    expect(body.groups[0]?.group.name).to.equal("site");
    expect(body.groups[0]?.projects.map((p) => [p.id, p.microfrontends.isDefaultApp])).to.deep.equal([
      [shell.id, true],
      [docs.id, false],
    ]);
    expect(body.maxMicrofrontendsPerGroup).to.be.a("number");
  });

  it("getMicrofrontendsInGroup: the member projects, whole, with their settings", async () => {
    const shell = await seedProject("shell");
    const docs = await seedProject("docs");
    await seedProject("outsider");
    const { newMicrofrontendsGroup: group } = await seedGroup("site", shell.id, [docs.id]);
    const body = (await contract.check("getMicrofrontendsInGroup", (sdk) =>
      sdk.microfrontends.getMicrofrontendsInGroup({ teamId: teamId(), groupId: group.id }),
    )) as { projects: { name: string; microfrontends: { groupIds: string[]; defaultRoute?: string } }[] };
    expect(body.projects.map((p) => p.name)).to.deep.equal(["shell", "docs"]);
    expect(body.projects[1]?.microfrontends).to.include({ defaultRoute: "/docs" });
    expect(body.projects[1]?.microfrontends.groupIds).to.deep.equal([group.id]);
    expect((await raw("GET", "/v1/microfrontends/groups/mfe_missing/projects")).status).to.equal(404);
  });

  it("getMicrofrontendsConfigForProject: derived from the group's members; null outside a group", async () => {
    const shell = await seedProject("shell");
    const docs = await seedProject("docs");
    await seedProject("alone");
    await seedGroup("site", shell.id, [docs.id], "/docs");
    const body = (await contract.check("getMicrofrontendsConfigForProject", (sdk) =>
      sdk.microfrontends.getMicrofrontendsConfigForProject({ teamId: teamId(), projectIdOrName: "docs" }),
    )) as Config;
    expect(body.config?.applications).to.deep.equal({
      shell: { projectId: shell.id, development: { fallback: "shell.vercel.app" } },
      docs: { projectId: docs.id, routing: [{ paths: ["/docs", "/docs/:path*"] }] },
    });
    const alone = await raw("GET", "/v1/microfrontends/projects/alone/production-mfe-config");
    expect(alone.body).to.deep.equal({ config: null });
    expect((await raw("GET", "/v1/microfrontends/projects/nope/production-mfe-config")).status).to.equal(404);
  });

  it("getMicrofrontendsConfig: a deployment's config is its project's group when it was made", async () => {
    const shell = await seedProject("shell");
    const docs = await seedProject("docs");
    const before = await seedDeployment("shell");
    await advance(1_000);
    await seedGroup("site", shell.id, [docs.id]);
    await advance(1_000);
    const after = await seedDeployment("shell");
    const body = (await contract.check("getMicrofrontendsConfig", (sdk) =>
      sdk.microfrontends.getMicrofrontendsConfig({ teamId: teamId(), deploymentId: after.id }),
    )) as Config;
    expect(Object.keys(body.config?.applications ?? {})).to.deep.equal(["shell", "docs"]);
    // Made before the project joined a group: no config, then or now.
    expect((await raw("GET", `/v1/microfrontends/${before.id}/config`)).body).to.deep.equal({ config: null });
    expect((await raw("GET", "/v1/microfrontends/dpl_missing/config")).status).to.equal(404);
  });

  it("refuses a project in two groups, a missing or repeated project, a bad name or route", async () => {
    const shell = await seedProject("shell");
    const docs = await seedProject("docs");
    const blog = await seedProject("blog");
    await seedGroup("site", shell.id, [docs.id]);
    const create = (groupName: string, defaultId: string, others: string[] = [], route = "/x") =>
      raw("POST", "/v1/microfrontends/group", {
        groupName,
        defaultApp: { projectId: defaultId },
        otherApplications: others.map((projectId) => ({ projectId, defaultRoute: route })),
      });
    const inOther = await create("other", blog.id, [docs.id]);
    expect(inOther.status).to.equal(409);
    expect((inOther.body as { error: { message: string } }).error.message).to.include(
      'already in the microfrontends group "site"',
    );
    expect((await create("other", blog.id, ["prj_missing"])).status).to.equal(404);
    expect((await create("other", blog.id, [blog.id])).status).to.equal(400);
    expect((await create("site", blog.id)).status).to.equal(409);
    expect((await create(" ", blog.id)).status).to.equal(400);
    expect((await create("x".repeat(49), blog.id)).status).to.equal(400);
    expect((await create("other", blog.id, [shell.id], "docs")).status).to.equal(400);
    const badRoute = await raw("POST", "/v1/microfrontends/group", {
      groupName: "other",
      defaultApp: { projectId: blog.id, defaultRoute: "/a b" },
      otherApplications: [],
    });
    expect(badRoute.status).to.equal(400);
    // A group without a default app is not a group the API takes.
    const noDefault = await raw("POST", "/v1/microfrontends/group", {
      groupName: "other",
      otherApplications: [],
    });
    expect(noDefault.status).to.equal(400);
    // Nothing of the refused calls was written: blog is still free.
    expect((await create("other", blog.id)).status).to.equal(200);
  });

  it("updateMicrofrontends: join, move the default app (exactly one), change a route, leave", async () => {
    const shell = await seedProject("shell");
    const docs = await seedProject("docs");
    const blog = await seedProject("blog");
    const { newMicrofrontendsGroup: group } = await seedGroup("site", shell.id, [docs.id], "/docs");
    const joined = (await contract.check("updateMicrofrontends", (sdk) =>
      sdk.projects.updateMicrofrontends({
        teamId: teamId(),
        projectId: blog.id,
        requestBody: {
          microfrontendsGroupId: group.id,
          enabled: true,
          defaultRoute: "/blog",
          routeObservabilityToThisProject: true,
        },
      }),
    )) as { name: string; microfrontends: Record<string, unknown> };
    expect(joined.name).to.equal("blog");
    expect(joined.microfrontends).to.include({
      enabled: true,
      isDefaultApp: false,
      defaultRoute: "/blog",
      routeObservabilityToThisProject: true,
    });
    expect(joined.microfrontends["groupIds"]).to.deep.equal([group.id]);
    const defaults = async () =>
      (
        await contract.setup<{ projects: { name: string; microfrontends: { isDefaultApp: boolean } }[] }>(
          "GET",
          `/v1/microfrontends/groups/${group.id}/projects`,
        )
      ).projects
        .filter((p) => p.microfrontends.isDefaultApp)
        .map((p) => p.name);
    // The default app neither leaves nor steps down while it is the default.
    const shellLeaves = await raw("PATCH", `/v1/projects/${shell.id}/microfrontends`, { enabled: false });
    expect(shellLeaves.status).to.equal(409);
    expect(JSON.stringify(shellLeaves.body)).to.include("make another project the default first");
    expect(
      (await raw("PATCH", `/v1/projects/${shell.id}/microfrontends`, { isDefaultApp: false })).status,
    ).to.equal(409);
    // A new default app takes the role: the group keeps exactly one.
    await contract.setup("PATCH", `/v1/projects/${blog.id}/microfrontends`, { isDefaultApp: true });
    expect(await defaults()).to.deep.equal(["blog"]);
    // Routes that nest, or claim everything, are refused; the refused call wrote nothing.
    const overlap = await raw("PATCH", `/v1/projects/${shell.id}/microfrontends`, {
      defaultRoute: "/docs/api",
    });
    expect(overlap.status).to.equal(400);
    expect(JSON.stringify(overlap.body)).to.include("overlaps the default route /docs");
    expect(
      (await raw("PATCH", `/v1/projects/${shell.id}/microfrontends`, { defaultRoute: "/" })).status,
    ).to.equal(400);
    expect(
      (await raw("PATCH", `/v1/projects/${shell.id}/microfrontends`, { defaultRoute: "docs" })).status,
    ).to.equal(400);
    await contract.setup("PATCH", `/v1/projects/${shell.id}/microfrontends`, { defaultRoute: "/shell" });
    // A project in one group only; a project in none must name one.
    const other = await seedProject("other");
    const { newMicrofrontendsGroup: second } = await seedGroup("second", other.id);
    const moves = await raw("PATCH", `/v1/projects/${docs.id}/microfrontends`, {
      microfrontendsGroupId: second.id,
      enabled: true,
    });
    expect(moves.status).to.equal(409);
    const lone = await seedProject("lone");
    expect((await raw("PATCH", `/v1/projects/${lone.id}/microfrontends`, { enabled: true })).status).to.equal(
      400,
    );
    // A member leaves; its project's config is null after.
    const left = await contract.setup<{ microfrontends: { enabled: boolean } }>(
      "PATCH",
      `/v1/projects/${docs.id}/microfrontends`,
      { enabled: false },
    );
    expect(left.microfrontends.enabled).to.equal(false);
    expect((await raw("GET", "/v1/microfrontends/projects/docs/production-mfe-config")).body).to.deep.equal({
      config: null,
    });
  });

  it("updateMicrofrontendsGroup and deleteMicrofrontendsGroup: rename (unique), delete with its members", async () => {
    const shell = await seedProject("shell");
    const docs = await seedProject("docs");
    const { newMicrofrontendsGroup: group } = await seedGroup("site", shell.id, [docs.id]);
    const other = await seedProject("other");
    await seedGroup("taken", other.id);
    const renamed = (await contract.check("updateMicrofrontendsGroup", (sdk) =>
      sdk.teams.updateMicrofrontendsGroup({
        teamId: teamId(),
        groupId: group.id,
        requestBody: { name: "Web Site", fallbackEnvironment: "preview" },
      }),
    )) as { updatedMicrofrontendsGroup: { name: string; slug: string; fallbackEnvironment: string } };
    expect(renamed.updatedMicrofrontendsGroup).to.include({
      name: "Web Site",
      slug: "web-site",
      fallbackEnvironment: "preview",
    });
    const taken = await raw("PATCH", `/v1/teams/${teamId()}/microfrontends/${group.id}`, { name: "taken" });
    expect(taken.status).to.equal(409);
    expect(
      (await raw("PATCH", `/v1/teams/${teamId()}/microfrontends/${group.id}`, { name: " " })).status,
    ).to.equal(400);
    expect(
      (await raw("PATCH", `/v1/teams/${teamId()}/microfrontends/mfe_missing`, { name: "x" })).status,
    ).to.equal(404);
    await contract.check("deleteMicrofrontendsGroup", (sdk) =>
      sdk.teams.deleteMicrofrontendsGroup({ teamId: teamId(), groupId: group.id }),
    );
    const groups = await contract.setup<{ groups: { group: { name: string } }[] }>(
      "GET",
      "/v1/microfrontends/groups",
    );
    expect(groups.groups.map((g) => g.group.name)).to.deep.equal(["taken"]);
    // Its members are free again: docs can make a group of its own.
    expect((await seedGroup("docs only", docs.id)).newMicrofrontendsGroup.id).to.match(/^mfe_/);
    expect((await raw("DELETE", `/v1/teams/${teamId()}/microfrontends/${group.id}`)).status).to.equal(404);
  });
});
