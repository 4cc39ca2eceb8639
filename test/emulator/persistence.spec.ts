// Persistence: with a state file, resources survive a restart and timestamps keep increasing.
import { expect } from "chai";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { startEmulator, type RunningEmulator } from "../../emulator";
import type { StoredProject } from "../../emulator/areas/projects/store";
import { emulatorAdmin } from "../support/emulator";
import { useStateDir } from "../support/state-dir";

describe("emulator persistence", () => {
  const token = "persistence-token";
  let running: RunningEmulator | undefined;

  async function start(): Promise<ReturnType<typeof emulatorAdmin>> {
    const started = await startEmulator({ tokens: [token], stateFile: state.stateFile });
    running = started;
    return emulatorAdmin(() => ({ url: started.url, token }));
  }

  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  const state = useStateDir("emulator-state-");

  it("keeps resources across a restart", async () => {
    let admin = await start();
    const created = await admin.api<StoredProject>("POST", "/v11/projects?slug=emulator", {
      name: "durable",
    });
    await admin.api("PATCH", "/v9/projects/durable?slug=emulator", { buildCommand: "make" });
    await running?.close();

    admin = await start();
    const { status, body } = await admin.api<StoredProject>("GET", "/v9/projects/durable?slug=emulator");
    expect(status).to.equal(200);
    expect(body.id).to.equal(created.body.id);
    expect(body.buildCommand).to.equal("make");

    // The clock survives too: a project created after the restart sorts after the old one.
    const later = await admin.api<StoredProject>("POST", "/v11/projects?slug=emulator", { name: "later" });
    expect(later.body.createdAt).to.be.greaterThan(body.updatedAt);
  });

  it("writes the file after every committed write and only then", async () => {
    const admin = await start();
    await admin.api("POST", "/v11/projects", { name: "one" });
    const afterCreate = await readFile(state.stateFile, "utf8");
    expect(afterCreate).to.include('"one"');

    await admin.api("POST", "/v11/projects", { name: "one" }); // 409: nothing to write
    await admin.api("GET", "/v10/projects");
    expect(await readFile(state.stateFile, "utf8")).to.equal(afterCreate);

    await admin.api("DELETE", "/v9/projects/one");
    expect(await readFile(state.stateFile, "utf8")).not.to.include('"one"');
    // Written through a temp file and a rename: no temp file is left behind.
    expect(await readdir(state.dir)).to.deep.equal(["state.json"]);
  });

  it("keeps created users, teams and tokens across a restart", async () => {
    let admin = await start();
    const { user, token } = await admin.createUser("keeper");
    const team = await admin.createTeam("kept-team", [user.id]);
    await running?.close();

    admin = await start();
    const asUser = emulatorAdmin(() => ({ url: running?.url ?? "", token }));
    const { status, body } = await asUser.api<{ id: string }>("GET", `/v2/teams/${team.slug}`);
    expect(status).to.equal(200);
    expect(body.id).to.equal(team.id);
    // Only the token's hash is written down.
    expect(await readFile(state.stateFile, "utf8")).not.to.include(token);
  });

  it("persists an admin reset", async () => {
    let admin = await start();
    await admin.seedProjects([{ name: "seeded" }]);
    await admin.reset();
    await running?.close();
    admin = await start();
    expect((await admin.state()).total).to.equal(0);
  });

  it("refuses to start on a corrupt state file rather than overwrite it", async () => {
    await writeFile(state.stateFile, "{ not json");
    let failure: unknown;
    try {
      await start();
    } catch (error) {
      failure = error;
    }
    expect(failure).to.be.instanceOf(Error);
    expect((failure as Error).message).to.include(`Cannot load emulator state from ${state.stateFile}`);
    expect(await readFile(state.stateFile, "utf8")).to.equal("{ not json");
  });
});
