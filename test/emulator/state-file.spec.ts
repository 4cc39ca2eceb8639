// Durable state (`--state FILE`): concurrent writers lose nothing, and a crash (SIGKILL of a real
// emulator process during heavy writes) leaves a readable state holding every acknowledged write.
// (persistence.spec.ts covers what is kept across restarts and the refusal of an unreadable file.)
import { expect } from "chai";
import { readdir, rm } from "node:fs/promises";
import { startEmulator, type RunningEmulator } from "../../emulator";
import { listeningUrl, run, type Run } from "../support/cli-process";
import { emulatorAdmin } from "../support/emulator";
import { useStateDir } from "../support/state-dir";

describe("emulator state file", () => {
  const token = "state-file-token";
  let running: RunningEmulator | undefined;
  let cli: Run | undefined;

  async function start() {
    const started = await startEmulator({ tokens: [token], stateFile: state.stateFile, rateLimits: false });
    running = started;
    return emulatorAdmin(() => ({ url: started.url, token }));
  }

  async function projectNames(admin: ReturnType<typeof emulatorAdmin>): Promise<Set<string>> {
    const summary = await admin.state();
    const projects = (summary.areas["projects"] ?? {}) as Record<string, Array<{ name: string }>>;
    return new Set(Object.values(projects).flatMap((items) => items.map((p) => p.name)));
  }

  afterEach(async () => {
    await running?.close();
    running = undefined;
    if (cli && cli.child.exitCode === null) {
      cli.child.kill("SIGKILL");
      await cli.exit;
    }
    cli = undefined;
  });
  const state = useStateDir("emulator-state-file-");

  it("keeps every one of 50 concurrent creates across a restart", async () => {
    let admin = await start();
    const names = Array.from({ length: 50 }, (_, i) => `concurrent-${i}`);
    const answers = await Promise.all(names.map((name) => admin.api("POST", "/v11/projects", { name })));
    expect(answers.map((a) => a.status)).to.deep.equal(names.map(() => 200));
    await running?.close();

    admin = await start();
    expect([...(await projectNames(admin))].sort()).to.deep.equal([...names].sort());
    // Saved through a temp file and a rename: none is left behind.
    expect(await readdir(state.dir)).to.deep.equal(["state.json"]);
  });

  it("survives SIGKILL during heavy writes: the state loads and holds every acknowledged create", async () => {
    cli = run(["emulator", "--token", token, "--state", state.stateFile, "--no-rate-limits"]);
    const url = await listeningUrl(cli);
    const writer = emulatorAdmin(() => ({ url, token }));
    const acknowledged: string[] = [];
    let killed = false;
    let next = 0;
    // Eight writers create projects back to back until the process dies under them.
    const writers = Array.from({ length: 8 }, async () => {
      while (!killed) {
        const name = `crash-${next++}`;
        try {
          const { status } = await writer.api("POST", "/v11/projects", { name });
          if (status === 200) acknowledged.push(name);
        } catch {
          return; // the connection died with the process
        }
        if (acknowledged.length === 200 && !killed) {
          killed = true;
          cli?.child.kill("SIGKILL");
        }
      }
    });
    await Promise.all(writers);
    await cli.exit;
    expect(killed).to.equal(true);

    const admin = await start();
    const names = await projectNames(admin);
    const lost = acknowledged.filter((name) => !names.has(name));
    expect(lost, "acknowledged creates missing after the crash").to.deep.equal([]);
  });

  it("does not acknowledge a write it could not save", async () => {
    const admin = await start();
    // The state's directory disappears under the running emulator: the next save cannot be written.
    // The emulator may be writing its first save into it meanwhile (a file appears between the
    // listing and the rmdir: ENOTEMPTY), so the removal lists again until the directory is gone.
    await rm(state.dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    const { status, body } = await admin.api<{ error: { code: string; message: string } }>(
      "POST",
      "/v11/projects",
      { name: "unsaved" },
    );
    expect(status).to.equal(500);
    expect(body.error.message).to.contain("ENOENT");
  });
});
