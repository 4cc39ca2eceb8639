// The Project definition through the provider's host functions (what the Pulumi engine calls),
// against the emulator over loopback HTTP.
import { expect } from "chai";
import { createServer, type AddressInfo } from "node:net";
import { host } from "../../provider/dynamic/host";
import { startNewRun } from "../../provider/operations/session";
import * as operations from "../../provider/operations/lifecycle";
import { definitionByName } from "../../provider/families/registry";
import { DEFAULT_USER_ID } from "../../emulator";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";

type Props = Record<string, unknown>;
const project = definitionByName("Project") as unknown as operations.Definition;

/** The changed paths the diff computes (the dynamic host forwards only changes and replaces). */
async function changedPaths(olds: Props, news: Props): Promise<string[]> {
  return (await operations.diff(project, olds, news)).paths;
}

describe("Project provider", () => {
  const emulator = useEmulator();

  beforeEach(() => {
    const config: Props = {
      "vercel:apiToken": emulator.token,
      "vercel:apiUrl": emulator.url,
      "vercel:team": emulator.teamId,
    };
    startNewRun();
    host.configure("Project", {
      get: (key: string) => config[key] as string | undefined,
      require: (key: string) => String(config[key]),
    });
  });

  async function apiProject(idOrName: string): Promise<Props> {
    const { status, body } = await emulator.admin.api(
      "GET",
      `/v9/projects/${idOrName}?teamId=${emulator.teamId}`,
    );
    expect(status).to.equal(200);
    return body as Props;
  }

  describe("check", () => {
    it("names the field and the rule of bad input, before any API call", async () => {
      const { failures } = await host.check(
        "Project",
        {},
        {
          name: "Not A Valid Name",
          framework: "cobol-on-rails",
          gitRepository: { type: "svn", repo: "acme/site" },
        },
      );
      const byProperty = Object.fromEntries(failures.map((f) => [f.property, f.reason]));
      expect(byProperty.name).to.match(/lowercase letters, digits/);
      expect(byProperty.framework).to.match(/nextjs/);
      expect(byProperty["gitRepository.type"]).to.match(/github/);
      const { counts } = await emulator.admin.requestCounts();
      expect(counts).to.deep.equal({});
    });

    it("accepts the common inputs teamId and adopt", async () => {
      const { failures } = await host.check(
        "Project",
        {},
        { name: "ok", teamId: emulator.teamId, adopt: true },
      );
      expect(failures).to.deep.equal([]);
    });
  });

  describe("create", () => {
    it("creates the project, sets nodeVersion after the create, and echoes every input", async () => {
      const { id, outs } = await host.create("Project", {
        name: "res-site",
        framework: "nextjs",
        buildCommand: "npm run build",
        nodeVersion: "20.x",
      });
      expect(id).to.match(/^prj_/);
      expect(outs).to.include({
        name: "res-site",
        framework: "nextjs",
        buildCommand: "npm run build",
        nodeVersion: "20.x",
        accountId: emulator.teamId,
        teamId: emulator.teamId,
      });
      expect(await apiProject(id)).to.include({ nodeVersion: "20.x", buildCommand: "npm run build" });
    });

    it("explains a name conflict and points at adopt", async () => {
      await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "taken" }]);
      const error = await rejection<Error & Props>(host.create("Project", { name: "taken" }));
      expect(error.message).to.match(/^creating Project "taken": name "taken" already exists.*adopt: true/);
    });

    it("adopts an existing project and applies the program's values to it", async () => {
      const [seeded] = (await emulator.admin.seedProjects([
        { teamId: emulator.teamId, name: "adoptee", buildCommand: "old" },
      ])) as Props[];
      const { id, outs } = await host.create("Project", {
        name: "adoptee",
        buildCommand: "new",
        adopt: true,
      });
      expect(id).to.equal(seeded?.id);
      expect(outs.buildCommand).to.equal("new");
      const { counts } = await emulator.admin.requestCounts();
      expect(counts["POST /v11/projects"]).to.equal(undefined);
    });

    it("keeps a half-made project in state when the follow-up call fails", async () => {
      await emulator.admin.addFault({
        method: "PATCH",
        route: "/v9/projects/:idOrName",
        status: 400,
        times: 1,
      });
      const error = await rejection<Error & Props>(
        host.create("Project", { name: "half-made", nodeVersion: "18.x", __provider: "serialized-provider" }),
      );
      expect(error.id, "the engine records the object by this id").to.match(/^prj_/);
      // Without __provider, refresh and destroy of the recorded object cannot load a provider.
      expect(error.properties).to.include({ name: "half-made", __provider: "serialized-provider" });
      expect(error.message).to.match(/^creating Project "half-made": created prj_\w+ but could not finish/);
      expect((await apiProject("half-made")).id).to.equal(error.id);
    });
  });

  describe("read", () => {
    it("returns the project as it is now", async () => {
      const { id, outs } = await host.create("Project", { name: "read-site", buildCommand: "a" });
      await emulator.admin.api("PATCH", `/v9/projects/${id}?teamId=${emulator.teamId}`, {
        buildCommand: "b",
      });
      const read = await host.read("Project", id, outs);
      expect(read.id).to.equal(id);
      expect(read.props.buildCommand).to.equal("b");
    });

    it("answers a blank id when the project is gone", async () => {
      const { id, outs } = await host.create("Project", { name: "gone-site" });
      await emulator.admin.api("DELETE", `/v9/projects/${id}?teamId=${emulator.teamId}`);
      expect(await host.read("Project", id, outs)).to.deep.equal({ id: "", props: {} });
    });
  });

  describe("diff and update", () => {
    it("renames in place and clears a removed setting", async () => {
      const { id, outs } = await host.create("Project", { name: "before", buildCommand: "make" });
      const news = { name: "after" };
      const diff = await host.diff("Project", id, outs, news);
      expect(diff).to.include({ changes: true, deleteBeforeReplace: false });
      expect(diff.replaces).to.deep.equal([]);
      expect(await changedPaths(outs, news)).to.have.members(["name", "buildCommand"]);

      const { outs: updated } = await host.update("Project", id, outs, news);
      expect(updated).to.include({ name: "after" });
      expect(updated).not.to.have.property("buildCommand");
      expect(await apiProject(id)).to.include({ name: "after", buildCommand: null });
    });

    it("replaces, deleting first, only when another team is named", async () => {
      const other = await emulator.admin.createTeam("res-other", [DEFAULT_USER_ID]);
      const { id, outs } = await host.create("Project", { name: "moving" });
      expect(outs).to.include({ ownerId: emulator.teamId, teamId: emulator.teamId });
      for (const same of [emulator.teamId, emulator.teamSlug, undefined]) {
        const diff = await host.diff("Project", id, outs, {
          name: "moving",
          ...(same ? { teamId: same } : {}),
        });
        expect(diff.changes, `teamId ${same}`).to.equal(false);
      }
      const diff = await host.diff("Project", id, outs, { name: "moving", teamId: other.slug });
      expect(diff).to.deep.include({ changes: true, replaces: ["teamId"], deleteBeforeReplace: true });
    });

    it("names a team the token cannot see", async () => {
      const { id, outs } = await host.create("Project", { name: "stay" });
      const error = await rejection<Error>(
        host.diff("Project", id, outs, { name: "stay", teamId: "no-such-team" }),
      );
      expect(error.message).to.match(/^diffing Project "stay": 404 not_found: .*no-such-team/);
    });

    it("connects, moves and disconnects the git repository in place", async () => {
      const base = { name: "git-site", ignoreCommand: "exit 0" };
      const { id, outs } = await host.create("Project", {
        ...base,
        gitRepository: { type: "github", repo: "acme/one" },
      });
      expect(outs.gitRepository).to.include({ type: "github", repo: "acme/one", productionBranch: "main" });
      expect(await apiProject(id)).to.include({ commandForIgnoringBuildStep: "exit 0" });

      const moved = { ...base, gitRepository: { type: "gitlab", repo: "acme/two" } };
      const diff = await host.diff("Project", id, outs, moved);
      expect(diff).to.deep.include({ changes: true, replaces: [] });
      expect(await changedPaths(outs, moved)).to.have.members(["gitRepository.type", "gitRepository.repo"]);
      const { outs: movedOuts } = await host.update("Project", id, outs, moved);
      expect(movedOuts.gitRepository).to.include({ type: "gitlab", repo: "acme/two" });
      expect((await host.diff("Project", id, movedOuts, moved)).changes).to.equal(false);

      const { outs: unlinked } = await host.update("Project", id, movedOuts, base);
      expect(unlinked).not.to.have.property("gitRepository");
      expect(await apiProject(id)).not.to.have.property("link");
    });

    it("sees no change when nothing the program sets differs", async () => {
      const { id, outs } = await host.create("Project", { name: "steady", nodeVersion: "20.x" });
      expect((await host.diff("Project", id, outs, { name: "steady" })).changes).to.equal(false);
    });
  });

  describe("settings (every pulumiverse argument)", () => {
    const settings: Props = {
      previewDeploymentSuffix: "preview.acme.dev",
      skewProtection: "1 day",
      automaticallyExposeSystemEnvironmentVariables: false,
      enablePreviewFeedback: false,
      gitLfs: true,
      functionFailover: true,
      directoryListing: true,
      buildMachineType: "turbo",
      onDemandConcurrentBuilds: true,
      autoAssignCustomDomains: false,
      gitForkProtection: false,
      vercelAuthentication: { deploymentType: "all_deployments" },
      trustedIps: {
        addresses: [{ value: "10.0.0.0/8", note: "office" }, { value: "192.168.1.1" }],
        deploymentType: "only_production_deployments",
      },
      optionsAllowlist: { paths: [{ value: "/api" }, { value: "/health" }] },
      oidcTokenConfig: { issuerMode: "global" },
      gitComments: { onPullRequest: false, onCommit: true },
      gitProviderOptions: { createDeployments: false, repositoryDispatchEvents: false },
      resourceConfig: {
        functionDefaultCpuType: "performance",
        functionDefaultRegions: ["fra1", "cdg1"],
        fluid: true,
      },
    };

    it("creates with every setting (create fields in the POST, the rest in one PATCH) and echoes them", async () => {
      const { id, outs } = await host.create("Project", { name: "full", ...settings });
      expect(outs).to.deep.include({
        ...settings,
        // The platform's values of what the program left out of these objects are reported too.
        trustedIps: { ...(settings.trustedIps as Props), protectionMode: "trusted_ip_required" },
        oidcTokenConfig: { enabled: true, issuerMode: "global" },
        gitProviderOptions: {
          createDeployments: false,
          repositoryDispatchEvents: false,
          requireVerifiedCommits: false,
          gitCommitStatus: true,
          consolidatedGitCommitStatus: { enabled: false, propagateFailures: false },
        },
        // Sets are sent (and so echoed) in canonical order, defaults filled in.
        resourceConfig: {
          functionDefaultCpuType: "performance",
          functionDefaultTimeout: 300,
          functionDefaultRegions: ["cdg1", "fra1"],
          fluid: true,
        },
      });
      const onPlatform = await apiProject(id);
      expect(onPlatform).to.deep.include({
        skewProtectionMaxAge: 86400,
        autoExposeSystemEnvs: false,
        gitLFS: true,
        serverlessFunctionZeroConfigFailover: true,
        ssoProtection: { deploymentType: "all" },
        oidcTokenConfig: { enabled: true, issuerMode: "global" },
        gitProviderOptions: {
          createDeployments: "disabled",
          requireVerifiedCommits: false,
          disableRepositoryDispatchEvents: true,
          gitCommitStatus: true,
          consolidatedGitCommitStatus: { enabled: false, propagateFailures: false },
        },
      });
      expect(onPlatform.trustedIps).to.deep.include({
        deploymentType: "production",
        protectionMode: "additional",
      });
      expect(onPlatform.resourceConfig).to.deep.include({
        functionDefaultMemoryType: "performance",
        buildMachineType: "turbo",
        elasticConcurrencyEnabled: true,
      });
      const { counts } = await emulator.admin.requestCounts();
      expect(counts["PATCH /v9/projects/:idOrName"]).to.equal(1);
      // Sets in another order, and the platform's defaults spelled out, are no change.
      const reordered = {
        ...settings,
        name: "full",
        trustedIps: {
          addresses: [{ value: "192.168.1.1" }, { value: "10.0.0.0/8", note: "office" }],
          deploymentType: "only_production_deployments",
          protectionMode: "trusted_ip_required",
        },
        resourceConfig: {
          functionDefaultCpuType: "performance",
          functionDefaultRegions: ["cdg1", "fra1"],
          fluid: true,
        },
        protectedSourcemaps: false,
      };
      expect(await changedPaths(outs, reordered)).to.deep.equal([]);
      const read = await host.read("Project", id, outs);
      expect(await changedPaths(read.props ?? {}, reordered)).to.deep.equal([]);
    });

    it("shows no change for settings a program leaves out, on a new project and after a refresh", async () => {
      const { id, outs } = await host.create("Project", { name: "plain" });
      expect(outs).to.deep.include({
        gitForkProtection: true,
        autoAssignCustomDomains: true,
        vercelAuthentication: { deploymentType: "standard_protection_new" },
        serverlessFunctionRegion: "iad1",
      });
      const read = await host.read("Project", id, outs);
      expect(await changedPaths(read.props ?? {}, { name: "plain" })).to.deep.equal([]);
      expect(await changedPaths(read.props ?? {}, read.inputs ?? {})).to.deep.equal([]);
    });

    it("puts removed settings back to the platform's defaults", async () => {
      const { id, outs } = await host.create("Project", { name: "reverting", ...settings });
      const { outs: updated } = await host.update("Project", id, outs, { name: "reverting" });
      expect(await changedPaths(updated, { name: "reverting" })).to.deep.equal([]);
      const onPlatform = await apiProject(id);
      expect(onPlatform).to.deep.include({
        autoExposeSystemEnvs: true,
        gitLFS: false,
        gitForkProtection: true,
        enablePreviewFeedback: null,
        previewDeploymentSuffix: null,
        ssoProtection: { deploymentType: "all_except_custom_domains" },
        trustedIps: null,
        optionsAllowlist: null,
        oidcTokenConfig: { enabled: true, issuerMode: "team" },
        gitComments: { onPullRequest: true, onCommit: false },
      });
      expect(onPlatform).not.to.have.property("skewProtectionMaxAge");
      // Regions are the platform's pick: leaving them out keeps them.
      expect(onPlatform.resourceConfig).to.deep.include({
        functionDefaultRegions: ["cdg1", "fra1"],
        fluid: false,
        buildMachineType: "standard",
        elasticConcurrencyEnabled: false,
      });
    });

    it("reports an out-of-band change as drift, path by path", async () => {
      const { id, outs } = await host.create("Project", { name: "drifting" });
      await emulator.admin.api("PATCH", `/v9/projects/${id}?teamId=${emulator.teamId}`, {
        gitForkProtection: false,
        trustedIps: {
          deploymentType: "all",
          addresses: [{ value: "1.2.3.4" }],
          protectionMode: "additional",
        },
      });
      const read = await host.read("Project", id, outs);
      expect(await changedPaths(read.props ?? {}, { name: "drifting" })).to.have.members([
        "gitForkProtection",
        "trustedIps",
      ]);
    });

    it("rejects bad settings before any API call, naming the field", async () => {
      const { failures } = await host.check(
        "Project",
        {},
        {
          name: "bad",
          skewProtection: "2 days",
          buildMachineType: "huge",
          oidcTokenConfig: { enabled: false },
          resourceConfig: { functionDefaultTimeout: 901, functionDefaultRegions: ["Mars"] },
          trustedIps: { addresses: [], deploymentType: "all_deployments" },
          serverlessFunctionRegion: "fra1",
        },
      );
      const properties = failures.map((failure) => failure.property);
      expect(properties).to.include.members([
        "skewProtection",
        "buildMachineType",
        "oidcTokenConfig.enabled",
        "resourceConfig.functionDefaultTimeout",
        "resourceConfig.functionDefaultRegions[0]",
        "trustedIps.addresses",
      ]);
      const { failures: conflicting } = await host.check(
        "Project",
        {},
        {
          name: "both",
          serverlessFunctionRegion: "fra1",
          resourceConfig: { functionDefaultRegions: ["iad1"] },
        },
      );
      expect(conflicting.map((f) => f.property)).to.deep.equal(["serverlessFunctionRegion"]);
      const { counts } = await emulator.admin.requestCounts();
      expect(counts).to.deep.equal({});
    });

    it("keeps publicSource (accepted and ignored by the platform) without a perpetual diff", async () => {
      const { id, outs } = await host.create("Project", { name: "public", publicSource: true });
      expect(outs.publicSource).to.equal(true);
      const read = await host.read("Project", id, outs);
      expect(await changedPaths(read.props ?? {}, { name: "public", publicSource: true })).to.deep.equal([]);
    });
  });

  describe("trusted sources", () => {
    const trustedSources = {
      projects: [
        {
          projectId: "prj_b",
          label: "worker",
          customAllow: [{ from: { slugs: ["preview", "production"] }, to: { slugs: ["preview"] } }],
        },
        { projectId: "prj_a" },
      ],
      externalSources: [
        {
          issuer: "https://issuer-b.example",
          to: { preset: "all-custom" },
          claims: { aud: ["acme"], sub: ["repo:acme/web:ref:refs/heads/main"] },
        },
        {
          issuer: "https://issuer-a.example",
          label: "ci",
          to: { slugs: ["preview"] },
          claims: { aud: ["ci"] },
        },
      ],
    };

    it("sets them after the create, with no diff after the create, after a refresh, or for reordered sets", async () => {
      const { id, outs } = await host.create("Project", { name: "trusting", trustedSources });
      // On the wire (@vercel/sdk's model): projects keyed by id, external sources by issuer.
      const onPlatform = (await apiProject(id)).trustedSources as {
        projects: Record<string, unknown>;
        oidcProviders: Record<string, unknown[]>;
      };
      expect(Object.keys(onPlatform.projects)).to.have.members(["prj_a", "prj_b"]);
      const { issuer, ...first } = trustedSources.externalSources[0]!;
      expect(onPlatform.oidcProviders[issuer]).to.deep.include(first);
      const news = { name: "trusting", trustedSources };
      expect(await changedPaths(outs, news)).to.deep.equal([]);
      const read = await host.read("Project", id, outs);
      expect(await changedPaths(read.props ?? {}, news)).to.deep.equal([]);
      const reordered = {
        name: "trusting",
        trustedSources: {
          externalSources: [...trustedSources.externalSources].reverse(),
          projects: [...trustedSources.projects].reverse(),
        },
      };
      expect(await changedPaths(read.props ?? {}, reordered)).to.deep.equal([]);
    });

    it("shows a changed claim as a change and updates it in place", async () => {
      const { id, outs } = await host.create("Project", { name: "claims", trustedSources });
      const changed = {
        name: "claims",
        trustedSources: {
          ...trustedSources,
          externalSources: [{ ...trustedSources.externalSources[0]!, claims: { aud: ["acme-api"] } }],
        },
      };
      const diff = await host.diff("Project", id, outs, changed);
      expect(diff).to.include({ changes: true });
      expect(diff.replaces).to.deep.equal([]);
      const { outs: updated } = await host.update("Project", id, outs, changed);
      expect(await changedPaths(updated, changed)).to.deep.equal([]);
      const { issuer, ...source } = changed.trustedSources.externalSources[0]!;
      expect((await apiProject(id)).trustedSources).to.deep.include({
        oidcProviders: { [issuer]: [source] },
      });
    });

    it("goes back to none (null) when the program drops them", async () => {
      const { id, outs } = await host.create("Project", { name: "untrusting", trustedSources });
      const { outs: updated } = await host.update("Project", id, outs, { name: "untrusting" });
      expect(updated).not.to.have.property("trustedSources");
      expect((await apiProject(id)).trustedSources).to.equal(null);
      const read = await host.read("Project", id, updated);
      expect(await changedPaths(read.props ?? {}, { name: "untrusting" })).to.deep.equal([]);
    });

    it("rejects a source without its required fields before any API call", async () => {
      const { failures } = await host.check(
        "Project",
        {},
        {
          name: "bad-trust",
          trustedSources: { projects: [{ label: "x" }], externalSources: [{ issuer: "" }] },
        },
      );
      const properties = failures.map((f) => f.property);
      expect(properties).to.include.members([
        "trustedSources.projects[0].projectId",
        "trustedSources.externalSources[0].issuer",
        "trustedSources.externalSources[0].to",
      ]);
      const { counts } = await emulator.admin.requestCounts();
      expect(counts).to.deep.equal({});
    });
  });

  describe("git repository: production branch and deploy hooks", () => {
    const repo = { type: "github", repo: "acme/hooks" };

    it("sets the branch and the hooks on create, their urls secret, and updates them as a set", async () => {
      const hooks = [
        { name: "nightly", ref: "main" },
        { name: "staging", ref: "develop" },
      ];
      const { id, outs } = await host.create("Project", {
        name: "hooks",
        gitRepository: { ...repo, productionBranch: "release", deployHooks: hooks },
      });
      const created = outs.gitRepository as { productionBranch: string; deployHooks: Props[] };
      expect(created.productionBranch).to.equal("release");
      expect(created.deployHooks.map(({ name, ref }) => ({ name, ref }))).to.have.deep.members(hooks);
      for (const hook of created.deployHooks)
        expect(hook.url)
          .to.be.a("string")
          .and.match(/^https:/);
      expect(project.secretOutputs).to.include("gitRepository.deployHooks[].url");

      const swapped = {
        name: "hooks",
        gitRepository: { ...repo, deployHooks: [hooks[1], { name: "qa", ref: "qa" }] },
      };
      expect(await changedPaths(outs, swapped)).to.have.length.greaterThan(0);
      const { outs: updated } = await host.update("Project", id, outs, swapped);
      const after = updated.gitRepository as { productionBranch: string; deployHooks: Props[] };
      expect(after.productionBranch, "an omitted branch keeps the current one").to.equal("release");
      expect(after.deployHooks.map((h) => h.name)).to.have.members(["staging", "qa"]);
      const kept = after.deployHooks.find((h) => h.name === "staging");
      expect(kept?.id, "an unchanged hook is kept, not recreated").to.equal(
        created.deployHooks.find((h) => h.name === "staging")?.id,
      );
      expect(await changedPaths(updated, swapped)).to.deep.equal([]);
      const { counts } = await emulator.admin.requestCounts();
      expect(counts["POST /v2/projects/:idOrName/deploy-hooks"]).to.equal(3);
      expect(counts["DELETE /v2/projects/:idOrName/deploy-hooks/:hookId"]).to.equal(1);
    });

    it("leaves hooks alone when the program does not name them, and changes the branch in place", async () => {
      const { id, outs } = await host.create("Project", { name: "branchy", gitRepository: repo });
      await emulator.admin.api("POST", `/v2/projects/${id}/deploy-hooks?teamId=${emulator.teamId}`, {
        name: "ui-made",
        ref: "main",
      });
      const read = await host.read("Project", id, outs);
      expect(await changedPaths(read.props ?? {}, { name: "branchy", gitRepository: repo })).to.deep.equal(
        [],
      );
      const news = { name: "branchy", gitRepository: { ...repo, productionBranch: "trunk" } };
      expect(await changedPaths(read.props ?? {}, news)).to.deep.equal(["gitRepository.productionBranch"]);
      await host.update("Project", id, read.props ?? {}, news);
      const link = (await apiProject(id)).link as { productionBranch: string; deployHooks: Props[] };
      expect(link.productionBranch).to.equal("trunk");
      expect(link.deployHooks).to.have.length(1);
    });

    it("redacts a hook url from an error that echoes it", async () => {
      const { id, outs } = await host.create("Project", {
        name: "leaky-hook",
        gitRepository: { ...repo, deployHooks: [{ name: "x", ref: "main" }] },
      });
      const url = String((outs.gitRepository as { deployHooks: Props[] }).deployHooks[0]?.url);
      await emulator.admin.addFault({
        method: "GET",
        route: "/v9/projects/:idOrName",
        status: 400,
        message: `bad ${url}`,
      });
      const error = await rejection<Error>(host.read("Project", id, outs));
      expect(error.message).to.include("[REDACTED]").and.not.include(url);
    });
  });

  describe("secret and write-only inputs", () => {
    const password = "correct-horse-battery-staple";
    const protection = { deploymentType: "standard_protection", password };

    it("sets a password the API never returns, and keeps it in the outputs on read", async () => {
      const { id, outs } = await host.create("Project", { name: "guarded", passwordProtection: protection });
      expect(outs.passwordProtection).to.deep.equal(protection);
      const onPlatform = await apiProject(id);
      // The wire's name of pulumiverse's "standard_protection".
      expect(onPlatform.passwordProtection).to.deep.equal({
        deploymentType: "prod_deployment_urls_and_all_previews",
      });
      const read = await host.read("Project", id, outs);
      expect(read.props?.passwordProtection).to.deep.equal(protection);
      expect(
        (
          await host.diff("Project", id, read.props ?? {}, {
            name: "guarded",
            passwordProtection: protection,
          })
        ).changes,
      ).to.equal(false);
    });

    it("turns password protection off when the program drops it, and does not bring it back on read", async () => {
      const { id, outs } = await host.create("Project", {
        name: "unguarded",
        passwordProtection: protection,
      });
      const { outs: updated } = await host.update("Project", id, outs, { name: "unguarded" });
      expect(updated).not.to.have.property("passwordProtection");
      expect((await apiProject(id)).passwordProtection).to.equal(null);
      const read = await host.read("Project", id, outs);
      expect(read.props).not.to.have.property("passwordProtection");
    });

    it("redacts a secret input from an error that echoes it", async () => {
      await emulator.admin.addFault({
        method: "PATCH",
        route: "/v9/projects/:idOrName",
        status: 400,
        message: `password ${password} is too weak`,
      });
      const error = await rejection<Error & Props>(
        host.create("Project", { name: "leaky", passwordProtection: protection }),
      );
      expect(error.message).to.match(/^creating Project "leaky": created prj_\w+ but could not finish/);
      expect(error.message).to.include("[REDACTED]");
      expect(`${error.message}\n${error.stack}\n${JSON.stringify(error.properties)}`).not.to.include(
        password,
      );
    });
  });

  describe("delete", () => {
    it("deletes, and treats an already deleted project as done", async () => {
      const { id, outs } = await host.create("Project", { name: "doomed" });
      await host.delete("Project", id, outs);
      await host.delete("Project", id, outs);
      const { status } = await emulator.admin.api("GET", `/v9/projects/${id}?teamId=${emulator.teamId}`);
      expect(status).to.equal(404);
    });
  });

  it("names the operation and the object, says what to check on a 403, and keeps the token out", async () => {
    // The API echoing the token is what would leak it: make it do so.
    await emulator.admin.addFault({
      method: "POST",
      route: "/v11/projects",
      status: 403,
      message: `Not authorized: token ${emulator.token} cannot create projects`,
    });
    const error = await rejection<Error & Props>(host.create("Project", { name: "denied" }));
    expect(error.message).to.match(/^creating Project "denied": 403 forbidden: Not authorized/);
    expect(error.message).to.include("vercel:apiToken").and.include("vercel:team").and.include(emulator.url);
    expect(`${error.message}\n${error.stack}`).not.to.include(emulator.token);
    expect(error.message).to.include("[REDACTED]");
  });

  it("names the operation and the host when the API cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const config: Props = { "vercel:apiToken": emulator.token, "vercel:apiUrl": `http://127.0.0.1:${port}` };
    startNewRun();
    host.configure("Project", {
      get: (key: string) => config[key] as string | undefined,
      require: (key: string) => String(config[key]),
    });
    const error = await rejection<Error>(host.create("Project", { name: "unreachable" }));
    expect(error.message).to.match(
      new RegExp(
        `^creating Project "unreachable": could not reach http://127\\.0\\.0\\.1:${port} \\(GET /v2/user\\): .*ECONNREFUSED`,
      ),
    );
  });
});
