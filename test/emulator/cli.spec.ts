// `vercel-pulumi emulator` as users and scripts run it: a real child process.
import { expect } from "chai";
import { resolve } from "node:path";
import { CLI, gatewayUrl, listeningUrl, run, spawnNode, type Run } from "../support/cli-process";
import { emulatorAdmin } from "../support/emulator";

describe("vercel-pulumi emulator (CLI)", () => {
  const token = "cli-secret-token-0123456789";
  let cli: Run | undefined;

  afterEach(async () => {
    if (cli && cli.child.exitCode === null) {
      cli.child.kill("SIGKILL");
      await cli.exit;
    }
    cli = undefined;
  });

  it("prints one line with the URL, serves the API, logs without the token and stops on SIGTERM", async () => {
    cli = run(["emulator", "--port", "0", "--token", token]);
    const url = await listeningUrl(cli);
    const admin = emulatorAdmin(() => ({ url, token }));
    expect((await admin.api("POST", "/v11/projects", { name: "from-cli" })).status).to.equal(200);
    expect((await admin.api("GET", "/v9/projects/from-cli")).status).to.equal(200);

    cli.child.kill("SIGTERM");
    expect(await cli.exit).to.equal(0);
    expect(cli.stdout()).to.equal(`Emulator listening on ${url}\n`);
    expect(cli.stderr()).to.include("POST /v11/projects -> 200");
    expect(cli.stderr()).not.to.include(token);
  });

  it("serves the AI gateway on --gateway-port and names it on stderr", async () => {
    cli = run(["emulator", "--token", token, "--gateway-port", "0"]);
    const url = await listeningUrl(cli);
    const admin = emulatorAdmin(() => ({ url, token }));
    const minted = await admin.api<{ key: string }>("POST", "/_emulator/ai-gateway/keys", {});
    const models = await fetch(`${await gatewayUrl(cli)}/v1/models`, {
      headers: { Authorization: `Bearer ${minted.body.key}` },
    });
    expect(models.status).to.equal(200);
    expect(cli.stdout()).to.equal(`Emulator listening on ${url}\n`);
    expect(cli.stderr()).not.to.include(minted.body.key);
  });

  it("stops cleanly on SIGINT", async () => {
    cli = run(["emulator", "--token", token]);
    await listeningUrl(cli);
    cli.child.kill("SIGINT");
    expect(await cli.exit).to.equal(0);
  });

  it("finishes starting, then stops cleanly, when a signal arrives during the start", async () => {
    // A real signal cannot be timed to land mid-start, so the child raises one through the process's
    // own handlers right after the command began starting (before the server listens). Without
    // handlers installed by then, nothing would stop the emulator and this test would time out.
    const script = `
      const { main } = require(${JSON.stringify(CLI)});
      const io = { stdout: (l) => process.stdout.write(l + "\\n"), stderr: (l) => process.stderr.write(l + "\\n"), env: {} };
      const done = main(["emulator", "--token", "t"], io);
      process.emit("SIGINT", "SIGINT");
      done.then((code) => { process.exitCode = code; });
    `;
    cli = spawnNode(["-e", script]);
    expect(await cli.exit, cli.stderr()).to.equal(0);
    expect(cli.stdout()).to.match(/^Emulator listening on http:\/\/127\.0\.0\.1:\d+\n$/);
    expect(cli.stderr()).to.include("Emulator stopped (SIGINT).");
  });

  it("accepts every repeated --token", async () => {
    cli = run(["emulator", "--token", "first-token", "--token", "second-token"]);
    const url = await listeningUrl(cli);
    for (const t of ["first-token", "second-token"]) {
      expect((await emulatorAdmin(() => ({ url, token: t })).api("GET", "/v10/projects")).status).to.equal(
        200,
      );
    }
  });

  it("falls back to VERCEL_API_TOKEN", async () => {
    cli = run(["emulator"], { VERCEL_API_TOKEN: token });
    const url = await listeningUrl(cli);
    expect((await emulatorAdmin(() => ({ url, token })).api("GET", "/v10/projects")).status).to.equal(200);
  });

  it("exits 2 with a clear message when there is no token", async () => {
    cli = run(["emulator"]);
    expect(await cli.exit).to.equal(2);
    expect(cli.stderr()).to.include("The emulator needs a token: pass --token T or set VERCEL_API_TOKEN.");
    expect(cli.stdout()).to.equal("");
  });

  it("exits 2 on a bad option without echoing its value", async () => {
    cli = run(["emulator", "--token", "t", "--port", token]);
    expect(await cli.exit).to.equal(2);
    expect(cli.stderr()).to.include("--port must be an integer from 0 to 65535.");
    expect(cli.stderr()).not.to.include(token);
  });

  it("exits 2 with the usage on stderr for an unknown command", async () => {
    cli = run(["frobnicate"]);
    expect(await cli.exit).to.equal(2);
    expect(cli.stderr()).to.include('Unknown command "frobnicate"');
    expect(cli.stderr()).to.include("Usage: vercel-pulumi <command>");
  });

  it("applies --rate-limit GROUP=LIMIT/SECONDS and refuses a malformed one", async () => {
    cli = run(["emulator", "--token", token, "--rate-limit", "projects.create=1/60"]);
    const url = await listeningUrl(cli);
    const admin = emulatorAdmin(() => ({ url, token }));
    expect((await admin.api("POST", "/v11/projects", { name: "first" })).status).to.equal(200);
    const second = await admin.api("POST", "/v11/projects", { name: "second" });
    expect(second.status).to.equal(429);
    expect(second.headers.get("x-ratelimit-limit")).to.equal("1");
    cli.child.kill("SIGTERM");
    await cli.exit;

    cli = run(["emulator", "--token", token, "--rate-limit", "projects.create=fast"]);
    expect(await cli.exit).to.equal(2);
    expect(cli.stderr()).to.include("--rate-limit must be GROUP=LIMIT/SECONDS");
  });

  it("keeps state in --state across runs", async () => {
    const { mkdtemp, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const dir = await mkdtemp(resolve(tmpdir(), "cli-state-"));
    try {
      const stateFile = resolve(dir, "state.json");
      cli = run(["emulator", "--token", token, "--state", stateFile]);
      let url = await listeningUrl(cli);
      await emulatorAdmin(() => ({ url, token })).seedProjects([{ name: "kept" }]);
      cli.child.kill("SIGTERM");
      await cli.exit;

      cli = run(["emulator", "--token", token, "--state", stateFile]);
      url = await listeningUrl(cli);
      expect((await emulatorAdmin(() => ({ url, token })).api("GET", "/v9/projects/kept")).status).to.equal(
        200,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
