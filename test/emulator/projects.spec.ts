// The projects area: payload shapes, create/read/update/delete, conflicts, PATCH semantics, git links
// and the older API versions.
import { expect } from "chai";
import type { StoredProject } from "../../emulator/areas/projects/store";
import { useEmulator } from "../support/emulator";

describe("emulator projects", () => {
  const emulator = useEmulator();
  const scope = () => `?teamId=${emulator.teamId}`;

  async function create(body: Record<string, unknown>): Promise<StoredProject> {
    const { status, body: project } = await emulator.admin.api<StoredProject>(
      "POST",
      `/v11/projects${scope()}`,
      body,
    );
    expect(status, JSON.stringify(project)).to.equal(200);
    return project;
  }

  async function patch(idOrName: string, body: Record<string, unknown>) {
    return emulator.admin.api<StoredProject>("PATCH", `/v9/projects/${idOrName}${scope()}`, body);
  }

  describe("create", () => {
    it("answers 200 with the full project, defaults filled in", async () => {
      const project = await create({ name: "demo-app", framework: "nextjs", buildCommand: null });
      expect(project.id).to.match(/^prj_[A-Za-z0-9]{28}$/);
      expect(project.createdAt).to.be.a("number").and.to.equal(project.updatedAt);
      expect(project).to.deep.equal({
        id: project.id,
        createdAt: project.createdAt,
        updatedAt: project.updatedAt,
        name: "demo-app",
        accountId: emulator.teamId,
        nodeVersion: "22.x",
        framework: "nextjs",
        buildCommand: null,
        devCommand: null,
        installCommand: null,
        outputDirectory: null,
        passwordProtection: null,
        rootDirectory: null,
        commandForIgnoringBuildStep: null,
        directoryListing: false,
        alias: [],
        resourceConfig: { functionDefaultRegions: ["iad1"] },
        defaultResourceConfig: { functionDefaultRegions: ["iad1"] },
        deploymentExpiration: {},
        autoExposeSystemEnvs: true,
        env: [],
        latestDeployments: [],
        previewDeploymentSuffix: null,
        enablePreviewFeedback: null,
        enableProductionFeedback: null,
        previewDeploymentsDisabled: false,
        enableAffectedProjectsDeployments: false,
        serverlessFunctionZeroConfigFailover: false,
        autoAssignCustomDomains: true,
        gitForkProtection: true,
        gitLFS: false,
        customerSupportCodeVisibility: false,
        protectedSourcemaps: false,
        productionDeploymentsFastLane: false,
        ssoProtection: { deploymentType: "all_except_custom_domains" },
        trustedIps: null,
        trustedSources: null,
        optionsAllowlist: null,
        oidcTokenConfig: { enabled: true, issuerMode: "team" },
        gitComments: { onPullRequest: true, onCommit: false },
        gitProviderOptions: { createDeployments: "enabled" },
      });
    });

    it("takes the create settings, ignores publicSource, and keeps the region in resourceConfig", async () => {
      const project = await create({
        name: "extras",
        publicSource: true,
        ssoProtection: null,
        serverlessFunctionRegion: "fra1",
        resourceConfig: { fluid: true, buildMachineType: "turbo" },
        enablePreviewFeedback: false,
      });
      expect(project).not.to.have.property("publicSource");
      expect(project).to.include({ ssoProtection: null, enablePreviewFeedback: false });
      expect(project.resourceConfig).to.deep.equal({
        functionDefaultRegions: ["fra1"],
        fluid: true,
        buildMachineType: "turbo",
      });
    });

    it("refuses a PATCH-only setting's bad value and a wrong deployment type with 400", async () => {
      const project = await create({ name: "strict" });
      for (const body of [
        {
          trustedIps: {
            deploymentType: "only_preview_deployments",
            addresses: [{ value: "1.1.1.1" }],
            protectionMode: "additional",
          },
        },
        { skewProtectionMaxAge: -1 },
        { trustedSources: { projects: [{ label: "no project id" }] } },
        { gitProviderOptions: { createDeployments: true } },
      ]) {
        const { status, body: error } = await patch(project.id, body);
        expect(status, JSON.stringify(body)).to.equal(400);
        expect(error).to.have.nested.property("error.code", "bad_request");
      }
    });

    it("stores PATCH-only settings as sent, merges resourceConfig, and turns skew protection off with 0", async () => {
      const project = await create({ name: "patched", resourceConfig: { fluid: true } });
      const trustedIps = {
        deploymentType: "production",
        addresses: [{ value: "10.0.0.0/8", note: "office" }],
        protectionMode: "exclusive",
      };
      const { status, body } = await patch(project.id, {
        trustedIps,
        skewProtectionMaxAge: 86400,
        gitComments: { onPullRequest: false, onCommit: true },
        resourceConfig: { functionDefaultTimeout: 60 },
      });
      expect(status).to.equal(200);
      expect(body).to.deep.include({ trustedIps, skewProtectionMaxAge: 86400 });
      expect(body.resourceConfig).to.deep.equal({
        functionDefaultRegions: ["iad1"],
        fluid: true,
        functionDefaultTimeout: 60,
      });
      const { body: off } = await patch(project.id, { skewProtectionMaxAge: 0, trustedIps: null });
      expect(off).not.to.have.property("skewProtectionMaxAge");
      expect(off.trustedIps).to.equal(null);
    });

    it("stores trustedSources as sent and clears them with null", async () => {
      const project = await create({ name: "trusting" });
      const trustedSources = {
        projects: [{ projectId: "prj_other", label: "api", customAllow: { from: "/a", to: "/b" } }],
        externalSources: [
          { issuer: "https://token.actions.example", to: "all", claims: { repo: "acme/web" } },
        ],
      };
      const { status, body } = await patch(project.id, { trustedSources });
      expect(status).to.equal(200);
      expect(body).to.deep.include({ trustedSources });
      const { body: off } = await patch(project.id, { trustedSources: null });
      expect(off.trustedSources).to.equal(null);
    });

    it("turns gitRepository into a link object", async () => {
      const project = await create({ name: "linked", gitRepository: { type: "github", repo: "acme/web" } });
      expect(project.link).to.deep.equal({
        type: "github",
        org: "acme",
        repo: "web",
        productionBranch: "main",
        deployHooks: [],
        createdAt: project.createdAt,
      });
    });

    it("shapes a gitlab link with namespace and name", async () => {
      const project = await create({ name: "gl", gitRepository: { type: "gitlab", repo: "group/sub/app" } });
      expect(project.link).to.include({
        type: "gitlab",
        projectName: "app",
        projectNamespace: "group/sub",
        projectNameWithNamespace: "group/sub/app",
      });
    });

    it("rejects a repository that is not owner/name", async () => {
      const { status, body } = await emulator.admin.api("POST", `/v11/projects${scope()}`, {
        name: "bad-repo",
        gitRepository: { type: "github", repo: "just-a-name" },
      });
      expect(status).to.equal(400);
      expect(body).to.deep.equal({
        error: {
          code: "bad_request",
          message: 'Invalid request: "gitRepository.repo" must look like "owner/name"',
        },
      });
    });

    it("answers 409 conflict when the name exists for that owner", async () => {
      await create({ name: "taken" });
      const { status, body } = await emulator.admin.api("POST", `/v11/projects${scope()}`, { name: "taken" });
      expect(status).to.equal(409);
      expect(body).to.deep.equal({
        error: { code: "conflict", message: 'A project with the name "taken" already exists' },
      });
    });

    it("gives strictly increasing timestamps to projects created in a burst", async () => {
      const projects = await emulator.admin.seedProjects(
        Array.from({ length: 30 }, (_, i) => ({ teamId: emulator.teamId, name: `burst-${i}` })),
      );
      const stamps = projects.map((p) => p.createdAt as number);
      for (let i = 1; i < stamps.length; i++) expect(stamps[i]).to.be.greaterThan(stamps[i - 1] as number);
    });
  });

  describe("read", () => {
    it("finds a project by id and by name", async () => {
      const project = await create({ name: "findme" });
      for (const key of [project.id, project.name]) {
        const { status, body } = await emulator.admin.api("GET", `/v9/projects/${key}${scope()}`);
        expect(status).to.equal(200);
        expect(body).to.deep.equal(project);
      }
    });

    it("answers 404 not_found for a missing project", async () => {
      const { status, body } = await emulator.admin.api("GET", `/v9/projects/prj_missing${scope()}`);
      expect(status).to.equal(404);
      expect(body).to.deep.equal({ error: { code: "not_found", message: "Project not found" } });
    });
  });

  describe("update", () => {
    it("sets present fields, clears on '' and null, leaves absent fields alone", async () => {
      const project = await create({
        name: "patchy",
        framework: "vite",
        buildCommand: "npm run build",
        devCommand: "npm run dev",
        installCommand: "npm ci",
        outputDirectory: "dist",
      });
      const { status, body } = await patch(project.id, {
        buildCommand: "make",
        devCommand: "",
        installCommand: null,
        framework: "",
        nodeVersion: "20.x",
      });
      expect(status).to.equal(200);
      expect(body).to.include({
        name: "patchy",
        buildCommand: "make",
        devCommand: null,
        installCommand: null,
        framework: null,
        outputDirectory: "dist",
        nodeVersion: "20.x",
      });
      expect(body.updatedAt).to.be.greaterThan(project.updatedAt);
      expect(body.createdAt).to.equal(project.createdAt);
      // The change is stored, not just echoed.
      const read = await emulator.admin.api("GET", `/v9/projects/${project.id}${scope()}`);
      expect(read.body).to.deep.equal(body);
    });

    it("renames, after which the old name is free and the new one resolves", async () => {
      const project = await create({ name: "old-name" });
      const { status } = await patch("old-name", { name: "new-name" });
      expect(status).to.equal(200);
      expect((await emulator.admin.api("GET", `/v9/projects/old-name${scope()}`)).status).to.equal(404);
      const read = await emulator.admin.api<StoredProject>("GET", `/v9/projects/new-name${scope()}`);
      expect(read.body.id).to.equal(project.id);
    });

    it("answers 409 when renaming to a name that exists", async () => {
      await create({ name: "first" });
      await create({ name: "second" });
      const { status, body } = await patch("second", { name: "first" });
      expect(status).to.equal(409);
      expect(body).to.deep.equal({
        error: { code: "conflict", message: 'A project with the name "first" already exists' },
      });
    });

    it("refuses gitRepository with 400", async () => {
      await create({ name: "nolink" });
      const { status, body } = await patch("nolink", { gitRepository: { type: "github", repo: "a/b" } });
      expect(status).to.equal(400);
      expect((body as unknown as { error: { code: string; message: string } }).error.message).to.match(
        /^Invalid request: "gitRepository" cannot be changed with PATCH/,
      );
    });

    it("validates like create", async () => {
      await create({ name: "valid" });
      const { status, body } = await patch("valid", { nodeVersion: "7.x" });
      expect(status).to.equal(400);
      expect(JSON.stringify(body)).to.include('\\"nodeVersion\\" must be one of');
    });

    it("answers 404 for a missing project", async () => {
      expect((await patch("ghost", { buildCommand: "x" })).status).to.equal(404);
    });
  });

  describe("git link", () => {
    it("connects and disconnects a repository", async () => {
      const project = await create({ name: "relink" });
      const linked = await emulator.admin.api<StoredProject>(
        "POST",
        `/v9/projects/${project.id}/link${scope()}`,
        {
          type: "github",
          repo: "acme/site",
        },
      );
      expect(linked.status).to.equal(200);
      expect(linked.body.link).to.include({ type: "github", org: "acme", repo: "site" });

      const unlinked = await emulator.admin.api<StoredProject>(
        "DELETE",
        `/v9/projects/${project.id}/link${scope()}`,
      );
      expect(unlinked.status).to.equal(200);
      expect(unlinked.body).not.to.have.property("link");
      const read = await emulator.admin.api<StoredProject>("GET", `/v9/projects/${project.id}${scope()}`);
      expect(read.body).not.to.have.property("link");
    });

    it("sets the production branch and adds and removes deploy hooks on the link", async () => {
      const project = await create({
        name: "hooked",
        gitRepository: { type: "github", repo: "acme/hooked" },
      });
      const api = (method: string, path: string, body?: unknown) =>
        emulator.admin.api<StoredProject>(method, `${path}${scope()}`, body);
      const branched = await api("PATCH", `/v9/projects/${project.id}/branch`, { branch: "release" });
      expect(branched.body.link).to.include({ productionBranch: "release" });

      const added = await api("POST", `/v2/projects/${project.id}/deploy-hooks`, { name: "ci", ref: "main" });
      expect(added.status, JSON.stringify(added.body)).to.equal(200);
      const [hook] = added.body.link?.deployHooks ?? [];
      expect(hook).to.include({ name: "ci", ref: "main" });
      expect(hook?.url).to.match(new RegExp(`/v1/integrations/deploy/${project.id}/\\w+$`));

      const removed = await api("DELETE", `/v2/projects/${project.id}/deploy-hooks/${hook?.id}`);
      expect(removed.body.link?.deployHooks).to.deep.equal([]);
      const again = await api("DELETE", `/v2/projects/${project.id}/deploy-hooks/${hook?.id}`);
      expect(again.status).to.equal(404);
    });

    it("answers 400 for a branch or hook of a project without a repository", async () => {
      const project = await create({ name: "unlinked" });
      const branch = await emulator.admin.api("PATCH", `/v9/projects/${project.id}/branch${scope()}`, {
        branch: "main",
      });
      expect(branch.status).to.equal(400);
      const hook = await emulator.admin.api("POST", `/v2/projects/${project.id}/deploy-hooks${scope()}`, {
        name: "x",
        ref: "main",
      });
      expect(hook.status).to.equal(400);
    });
  });

  describe("delete", () => {
    it("answers 204 with no body, after which the project is gone", async () => {
      const project = await create({ name: "doomed" });
      const response = await fetch(`${emulator.url}/v9/projects/${project.id}${scope()}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${emulator.token}` },
      });
      expect(response.status).to.equal(204);
      expect(await response.text()).to.equal("");
      expect((await emulator.admin.api("GET", `/v9/projects/${project.id}${scope()}`)).status).to.equal(404);
      expect((await emulator.admin.state()).total).to.equal(0);
    });

    it("answers 404 for a missing project", async () => {
      expect((await emulator.admin.api("DELETE", `/v9/projects/ghost${scope()}`)).status).to.equal(404);
    });
  });

  describe("older API versions", () => {
    it("serves create v8-v11, get/patch/delete v8-v10 and list v8-v10 with the same handlers", async () => {
      for (const v of [8, 9, 10, 11])
        await emulator.admin.api("POST", `/v${v}/projects${scope()}`, { name: `v${v}` });
      for (const v of [8, 9, 10]) {
        expect((await emulator.admin.api("GET", `/v${v}/projects/v11${scope()}`)).status).to.equal(200);
        expect((await emulator.admin.api("PATCH", `/v${v}/projects/v11${scope()}`, {})).status).to.equal(200);
        const list = await emulator.admin.api<{ projects: unknown[] }>("GET", `/v${v}/projects${scope()}`);
        expect(list.body.projects).to.have.length(4);
      }
      expect((await emulator.admin.api("DELETE", `/v8/projects/v8${scope()}`)).status).to.equal(204);

      const { counts } = await emulator.admin.requestCounts();
      expect(counts["POST /v8/projects"]).to.equal(1);
      expect(counts["POST /v11/projects"]).to.equal(1);
      expect(counts["GET /v10/projects/:idOrName"]).to.equal(1);
      expect(counts["DELETE /v8/projects/:idOrName"]).to.equal(1);
    });

    it("does not serve versions the platform never had", async () => {
      emulator.expectViolations();
      for (const [method, path] of [
        ["POST", "/v12/projects"],
        ["GET", "/v11/projects/x"],
      ] as const) {
        const { status, body } = await emulator.admin.api(method, `${path}${scope()}`);
        expect(status).to.equal(404);
        expect(body).to.have.nested.property("error.code", "emulator_unserved_route");
      }
      expect((await emulator.admin.violations()).map((v) => v.path)).to.deep.equal([
        "/v12/projects",
        "/v11/projects/x",
      ]);
    });
  });
});
