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
});
