// The Project resource through every layer, on the real Pulumi engine against the emulator over
// loopback HTTP: create, idempotence, in-place rename, drift detection and repair, out-of-band
// deletion, adoption, destroy. The tests share one stack, each declaring the program it needs.
import { expect } from "chai";
import { readFile } from "node:fs/promises";
import { Project, type ProjectArgs } from "../../provider";
import { useEmulator } from "../support/emulator";
import { createSharedStack, filesUnder, stateResources, type SharedStack } from "../support/pulumi-stack";

const PROJECT_TYPE = "pulumi-nodejs:dynamic/vercel:Project";
/** The key Pulumi marks secret values with in state (sdk/go/common/resource/sig). */
const SECRET_SIG = "4dabf18193072939515e22adb298388d";

interface ApiProject {
  id: string;
  name: string;
  buildCommand: string | null;
}

describe("Project lifecycle on the real Pulumi engine", function () {
  this.timeout(300_000);
  let shared: SharedStack;
  // Registered before the emulator's own hooks, so the stack is destroyed before the emulator stops.
  after(async () => {
    await shared?.dispose();
  });
  const emulator = useEmulator({ resetBetweenTests: false });
  before(async () => {
    shared = await createSharedStack(emulator);
  });

  /** The shared stack, its program declaring one project with whatever `args()` returns at run time. */
  async function projectStack(args: () => ProjectArgs): Promise<SharedStack> {
    shared.setProgram(async () => {
      const project = new Project("site", args());
      return {
        id: project.id,
        name: project.name,
        accountId: project.accountId,
        createdAt: project.createdAt,
      };
    });
    // Each test starts from an empty stack and an empty emulator.
    await shared.stack.destroy();
    await emulator.admin.reset();
    return shared;
  }

  async function emulatorProjects(): Promise<ApiProject[]> {
    const { status, body } = await emulator.admin.api("GET", `/v10/projects?teamId=${emulator.teamId}`);
    expect(status).to.equal(200);
    return (body as { projects: ApiProject[] }).projects;
  }

  async function createCalls(): Promise<number> {
    const { counts } = await emulator.admin.requestCounts();
    return Object.entries(counts)
      .filter(([route]) => /^POST \/v\d+\/projects$/.test(route))
      .reduce((sum, [, n]) => sum + n, 0);
  }

  it("creates, previews no change, renames in place, and destroys to an empty emulator", async () => {
    let args: ProjectArgs = { name: "lifecycle-site", framework: "nextjs", buildCommand: "npm run build" };
    const { stack } = await projectStack(() => args);

    const up = await stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 2 }); // the stack and the project
    const [created] = await emulatorProjects();
    expect(created).to.include({ name: "lifecycle-site", buildCommand: "npm run build" });
    expect(up.outputs.id?.value).to.equal(created?.id);
    expect(up.outputs.accountId?.value).to.equal(emulator.teamId);

    const preview = await stack.preview({ expectNoChanges: true });
    expect(preview.changeSummary).to.deep.equal({ same: 2 });

    args = { ...args, name: "lifecycle-site-renamed" };
    const rename = await stack.up();
    expect(rename.summary.resourceChanges).to.deep.include({ update: 1, same: 1 });
    const [renamed] = await emulatorProjects();
    expect(renamed).to.include({ id: created?.id, name: "lifecycle-site-renamed" });

    await stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    const { counts } = await emulator.admin.requestCounts();
    expect(Object.keys(counts).some((route) => route.startsWith("DELETE /v9/projects"))).to.equal(true);
  });

  it("reports an out-of-band change in a refresh preview and puts it back on the next up", async () => {
    const { stack } = await projectStack(() => ({ name: "drift-site", buildCommand: "npm run build" }));
    const up = await stack.up();
    const id = String(up.outputs.id?.value);

    const patched = await emulator.admin.api("PATCH", `/v9/projects/${id}?teamId=${emulator.teamId}`, {
      buildCommand: "make hack",
    });
    expect(patched.status).to.equal(200);

    // The CI drift gate: `pulumi refresh --preview-only --expect-no-changes` must fail.
    let driftError: unknown;
    await stack.previewRefresh({ expectNoChanges: true }).catch((error: unknown) => (driftError = error));
    expect(driftError, "refresh preview should report drift").to.be.instanceOf(Error);
    expect(String(driftError)).to.match(/no changes were expected for refresh but changes were proposed/i);

    const repair = await stack.up({ refresh: true });
    expect(repair.summary.resourceChanges).to.deep.include({ update: 1 });
    const [project] = await emulatorProjects();
    expect(project).to.include({ id, buildCommand: "npm run build" });
    await stack.previewRefresh({ expectNoChanges: true });
  });

  it("drops a project deleted out of band on refresh and recreates it on up", async () => {
    const { stack } = await projectStack(() => ({ name: "deleted-site" }));
    const up = await stack.up();
    const oldId = String(up.outputs.id?.value);

    const deleted = await emulator.admin.api("DELETE", `/v9/projects/${oldId}?teamId=${emulator.teamId}`);
    expect(deleted.status).to.equal(204);

    await stack.refresh();
    expect(await stateResources(stack)).to.deep.equal([]);

    const recreate = await stack.up();
    expect(recreate.summary.resourceChanges).to.deep.include({ create: 1 });
    const [project] = await emulatorProjects();
    expect(project?.name).to.equal("deleted-site");
    expect(project?.id).not.to.equal(oldId);
  });

  it("adopts an existing project with adopt: true, without a create call", async () => {
    const { stack } = await projectStack(() => ({
      name: "adopted-site",
      buildCommand: "new build",
      adopt: true,
    }));
    const [existing] = (await emulator.admin.seedProjects([
      { teamId: emulator.teamId, name: "adopted-site", buildCommand: "old build" },
    ])) as ApiProject[];
    const createsBefore = await createCalls();
    const up = await stack.up();

    expect(up.outputs.id?.value).to.equal(existing?.id);
    expect(await createCalls()).to.equal(createsBefore);
    const projects = await emulatorProjects();
    expect(projects).to.have.length(1);
    expect(projects[0]).to.include({ id: existing?.id, buildCommand: "new build" });
    await stack.preview({ expectNoChanges: true });
  });

  it("keeps the token out of state and the serialized provider small", async () => {
    const { stack, backendDir, exportEncrypted } = await projectStack(() => ({ name: "state-site" }));
    await stack.up();

    const exported = await exportEncrypted();
    expect(exported).not.to.include(emulator.token);
    // The token config reaches the default provider's inputs, encrypted.
    const tokenConfig = /"vercel:apiToken":\s*(\{[^}]*\})/.exec(exported)?.[1];
    expect(JSON.parse(tokenConfig ?? "{}")).to.have.all.keys(SECRET_SIG, "ciphertext");
    for (const file of await filesUnder(backendDir)) {
      expect(await readFile(file, "utf8"), file).not.to.include(emulator.token);
    }

    const [resource] = await stateResources(stack);
    expect(resource?.type).to.equal(PROJECT_TYPE);
    const serialized = String((resource?.inputs as Record<string, unknown>).__provider);
    console.log(`      serialized provider of Project in state: ${Buffer.byteLength(serialized)} bytes`);
    expect(Buffer.byteLength(serialized)).to.be.below(1024);
  });
});
