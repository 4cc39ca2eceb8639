// The shared plumbing on the real Pulumi engine, one stack shared by the whole block: only the
// platform's "not found" means gone, the owner is pinned in state, a half-made object can be
// refreshed and destroyed, refresh reports inputs (so `--diff` names the field and ignoreChanges
// works), nested arguments take Outputs, and a Project's state entry stays small.
import * as pulumi from "@pulumi/pulumi";
import { expect } from "chai";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { DEFAULT_USER_ID } from "../../emulator";
import {
  DnsRecord,
  Domain,
  getProjectOutput,
  Project,
  ProjectDeploymentRetention,
  SharedEnvironmentVariable,
} from "../../provider";
import { startNotFoundPageServer } from "../support/foreign-server";
import { filesUnder, stateResource, stateResources } from "../support/pulumi-stack";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

/** The key Pulumi marks secret values with in state (sdk/go/common/resource/sig). */
const SECRET_SIG = "4dabf18193072939515e22adb298388d";
/** State budget of one Project entry (inputs, outputs, serialized provider twice, metadata). */
const PROJECT_STATE_BUDGET_BYTES = 3072;

describe("shared plumbing on the real Pulumi engine", function () {
  this.timeout(300_000);
  const { emulator, shared } = useSharedLifecycle();

  async function apiProject(idOrName: string, teamId = emulator.teamId) {
    return emulator.admin.api<Record<string, unknown>>("GET", `/v9/projects/${idOrName}?teamId=${teamId}`);
  }

  it("never drops or 'deletes' an object when another host answers 404", async () => {
    shared().setProgram(async () => {
      new Project("kept", { name: "kept-site" });
    });
    await shared().stack.up();
    const foreign = await startNotFoundPageServer();
    try {
      await shared().stack.setConfig("vercel:apiUrl", { value: foreign.url });
      const refreshError = await rejection(shared().stack.refresh({ runProgram: true }));
      expect(String(refreshError)).to.match(
        /reading Project "kept-site": .*404.*127\.0\.0\.1:\d+.*\/v\d+\/projects\/\{idOrName\}/s,
      );
      expect(await stateResource(shared().stack, "kept"), "still in state after the refresh").to.not.equal(
        undefined,
      );

      const destroyError = await rejection(shared().stack.destroy({ runProgram: true }));
      expect(String(destroyError)).to.match(/deleting Project "kept-site": .*404/s);
      expect(await stateResource(shared().stack, "kept"), "still in state after the destroy").to.not.equal(
        undefined,
      );
      expect(foreign.requests.length, "the foreign host was really asked").to.be.greaterThan(0);
    } finally {
      await foreign.close();
      await shared().stack.setConfig("vercel:apiUrl", { value: emulator.url });
    }
    expect((await apiProject("kept-site")).status).to.equal(200);
    // The failed runs stored the foreign URL as the provider's configuration: refresh with the program's.
    await shared().stack.refresh({ runProgram: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("pins the owner: the same team by id, by slug or through vercel:team is no change", async () => {
    let teamId: string | undefined = emulator.teamId;
    shared().setProgram(async () => {
      new Project("pinned", { name: "pinned-site", ...(teamId ? { teamId } : {}) });
    });
    await shared().stack.up();
    const pinned = await stateResource(shared().stack, "pinned");
    expect(pinned?.outputs).to.include({ ownerId: emulator.teamId, teamId: emulator.teamId });

    teamId = emulator.teamSlug;
    await shared().stack.preview({ refresh: true, expectNoChanges: true });

    teamId = undefined;
    await shared().stack.setConfig("vercel:team", { value: emulator.teamSlug });
    try {
      await shared().stack.preview({ refresh: true, expectNoChanges: true });
      await shared().stack.refresh();
      expect(await stateResource(shared().stack, "pinned"), "refresh keeps it").to.not.equal(undefined);
    } finally {
      await shared().stack.setConfig("vercel:team", { value: emulator.teamId });
    }
  });

  it("replaces, deleting first, only on a real move to another team", async () => {
    const other = await emulator.admin.createTeam("plumbing-other", [DEFAULT_USER_ID]);
    let teamId = emulator.teamId;
    shared().setProgram(async () => {
      new Project("mover", { name: "mover-site", teamId });
    });
    await shared().stack.up();
    teamId = other.id;
    const moved = await shared().stack.up();
    expect(moved.summary.resourceChanges).to.deep.include({ replace: 1 });
    expect((await apiProject("mover-site")).status).to.equal(404);
    expect((await apiProject("mover-site", other.id)).body).to.include({ accountId: other.id });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("records a half-made project, then refreshes, destroys and ups it", async () => {
    shared().setProgram(async () => {
      new Project("half", { name: "half-made", nodeVersion: "18.x" });
    });
    // Every attempt of the follow-up PATCH fails, retries included.
    await emulator.admin.addFault({
      method: "PATCH",
      route: "/v9/projects/:idOrName",
      status: 500,
      times: 10,
    });
    try {
      const upError = await rejection(shared().stack.up());
      expect(String(upError)).to.match(/creating Project "half-made": created prj_\w+ but could not finish/);
    } finally {
      await emulator.admin.clearFaults();
    }
    const recorded = await stateResource(shared().stack, "half");
    expect(recorded?.outputs, "recorded with its provider").to.have.property("__provider");

    await shared().stack.refresh();
    await shared().stack.destroy();
    expect((await apiProject("half-made")).status).to.equal(404);

    await shared().stack.up();
    expect((await apiProject("half-made")).body).to.include({ nodeVersion: "18.x" });
  });

  it("names each drifted property after a refresh, and ignoreChanges keeps a drifted field", async () => {
    let ignore: string[] = [];
    shared().setProgram(async () => {
      new Project(
        "drifty",
        { name: "drifty-site", buildCommand: "npm run build" },
        { ignoreChanges: ignore },
      );
    });
    const up = await shared().stack.up();
    expect(up.summary.result).to.equal("succeeded");
    await emulator.admin.api("PATCH", `/v9/projects/drifty-site?teamId=${emulator.teamId}`, {
      buildCommand: "make hack",
    });

    await shared().stack.refresh();
    const preview = await shared().stack.preview({ diff: true });
    expect(preview.stdout).to.match(/buildCommand\s*:\s*"make hack"\s*=>\s*"npm run build"/);

    ignore = ["buildCommand"];
    await shared().stack.preview({ expectNoChanges: true });
    ignore = [];
    await shared().stack.up();
    expect((await apiProject("drifty-site")).body).to.include({ buildCommand: "npm run build" });
  });

  it("takes an Output inside a nested argument and in a lookup function's arguments", async () => {
    shared().setProgram(async () => {
      const source = new Project("source", { name: "repo-source" });
      const linked = new Project("linked", {
        name: "linked-site",
        gitRepository: { type: "github", repo: pulumi.interpolate`acme/${source.name}` },
      });
      // A lookup function reads the same stack config as the resources, and takes Outputs too.
      const found = getProjectOutput({ name: linked.name });
      return {
        foundId: getProjectOutput({ name: source.name }).id,
        sourceId: source.id,
        // Only the secret fields of a lookup are secret stack outputs (its git repository holds
        // deploy hook urls), so `pulumi stack output` shows the id.
        linkedId: found.id,
        linkedRepository: found.gitRepository,
      };
    });
    await shared().stack.preview();
    const up = await shared().stack.up();
    expect(up.outputs.foundId?.value).to.be.a("string").and.equal(up.outputs.sourceId?.value);
    expect(up.outputs.linkedId)
      .to.deep.include({ secret: false })
      .and.have.property("value")
      .that.is.a("string");
    expect(up.outputs.linkedRepository).to.deep.include({ secret: true });
    const linked = (await apiProject("linked-site")).body as { link?: Record<string, unknown> };
    expect(linked.link).to.include({ type: "github", org: "acme", repo: "repo-source" });
    await shared().stack.preview({ expectNoChanges: true });
  });

  it("stores a secret input passed as a plain string as a secret, through refresh too", async () => {
    const password = `pw-${randomBytes(12).toString("hex")}`;
    shared().setProgram(async () => {
      new Project("guarded", {
        name: "guarded-site",
        passwordProtection: { deploymentType: "standard_protection", password },
      });
    });
    await shared().stack.up();
    await shared().stack.refresh();
    await shared().stack.preview({ refresh: true, expectNoChanges: true });

    const entry = await stateResource(shared().stack, "guarded");
    for (const side of ["inputs", "outputs"] as const) {
      const value = (entry?.[side] as Record<string, unknown>).passwordProtection as Record<string, unknown>;
      expect(value, `${side}.passwordProtection is a secret`).to.have.property(SECRET_SIG);
    }
    const files = await filesUnder(shared().backendDir);
    expect(files.length).to.be.greaterThan(0);
    for (const file of files) expect(await readFile(file, "utf8"), file).not.to.include(password);
  });

  it("warns once per run when vercel:apiToken is plaintext config, and not when it is a secret", async () => {
    const warning = "vercel:apiToken is set in plaintext";
    shared().setProgram(async () => {
      new Project("warned-a", { name: "warned-a" });
      new Project("warned-b", { name: "warned-b" });
    });
    const quiet = await shared().stack.up();
    expect(quiet.stdout).not.to.include(warning);
    await shared().stack.setConfig("vercel:apiToken", { value: emulator.token, secret: false });
    try {
      const warned = await shared().stack.preview();

      const diagnostics = warned.stdout.slice(warned.stdout.indexOf("Diagnostics:"));
      expect(diagnostics.split(warning).length - 1, diagnostics).to.equal(1);
      expect(diagnostics).to.include("pulumi config set --secret vercel:apiToken");
    } finally {
      await shared().stack.setConfig("vercel:apiToken", { value: emulator.token, secret: true });
    }
  });

  it(`keeps a Project's state entry under ${PROJECT_STATE_BUDGET_BYTES} bytes`, async () => {
    shared().setProgram(async () => {
      new Project("sized", { name: "sized-site", framework: "nextjs", buildCommand: "npm run build" });
    });
    await shared().stack.up();
    const entry = await stateResource(shared().stack, "sized");
    const bytes = Buffer.byteLength(JSON.stringify(entry));
    const provider = Buffer.byteLength(String((entry?.outputs as Record<string, unknown>).__provider));
    console.log(`      Project state entry: ${bytes} bytes, serialized provider ${provider} bytes`);
    expect(bytes).to.be.below(PROJECT_STATE_BUDGET_BYTES);
    expect(await stateResources(shared().stack)).to.have.length(1);
  });

  it("refuses a team-only resource at preview when no team is named: no API call, nothing applied", async () => {
    // Issue 23's program: without vercel:team, the project, domain and record would go to the
    // personal account and the shared variable would fail there, halfway through the `up`.
    shared().setProgram(async () => {
      const site = new Project("teamless-site", { name: "teamless-site" });
      const domain = new Domain("teamless-domain", { name: "teamless.example.com" });
      new DnsRecord("teamless-www", { domain: domain.name, name: "www", type: "A", value: "203.0.113.7" });
      new SharedEnvironmentVariable("teamless-shared", {
        key: "TEAMLESS",
        value: "v",
        targets: ["production"],
        projectIds: [site.id],
      });
    });
    const stateBefore = await stateResources(shared().stack);
    const countsBefore = (await emulator.admin.requestCounts()).counts;
    await shared().stack.removeConfig("vercel:team");
    try {
      const error = await rejection(shared().stack.preview());
      expect(String(error)).to.include(
        "SharedEnvironmentVariable belongs to a team: set `vercel:team` or `teamId`",
      );
      expect((await emulator.admin.requestCounts()).counts, "no API call").to.deep.equal(countsBefore);
      expect(await stateResources(shared().stack)).to.deep.equal(stateBefore);
      expect((await emulator.admin.api("GET", "/v9/projects/teamless-site")).status).to.equal(404);
    } finally {
      await shared().stack.setConfig("vercel:team", { value: emulator.teamId });
    }
  });

  it("settles in the personal account a resource given another's teamId: no change right after up", async () => {
    // @pulumiverse/vercel's own ProjectDeploymentRetention example, with no team set: the project's
    // teamId is absent, and a preview must know that, or it replaces the retention every time.
    shared().setProgram(async () => {
      const example = new Project("personal-example", {
        name: "personal-example-project",
        gitRepository: { type: "github", repo: "vercel/some-repo" },
      });
      new ProjectDeploymentRetention("personal-example-customized", {
        projectId: example.id,
        teamId: example.teamId,
        expirationPreview: "3m",
        expirationProduction: "1y",
        expirationCanceled: "1m",
        expirationErrored: "2m",
      });
      return { teamId: example.teamId.apply((team) => team ?? "(none)") };
    });
    await shared().stack.removeConfig("vercel:team");
    try {
      const up = await shared().stack.up();
      expect(up.outputs.teamId?.value, "the program reads no team").to.equal("(none)");
      const project = await stateResource(shared().stack, "personal-example");
      expect((project?.outputs as Record<string, unknown>).ownerId).to.equal(DEFAULT_USER_ID);
      await shared().stack.preview({ expectNoChanges: true, diff: true });
      await shared().stack.preview({ expectNoChanges: true, refresh: true });
      shared().setProgram(async () => {});
      await shared().stack.up();
    } finally {
      await shared().stack.setConfig("vercel:team", { value: emulator.teamId });
    }
  });
});
