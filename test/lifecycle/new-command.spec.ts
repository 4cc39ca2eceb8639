// `vercel-pulumi new` on a fresh folder, as a newcomer runs it offline: the program it writes
// installs (the provider from this checkout, as the CLI was run from it), the stack exists, and
// the next commands are `pulumi up`, a preview with no change and `pulumi destroy`, on the real
// engine against the emulator.
import { expect } from "chai";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { run } from "../support/cli-process";
import { useEmulator } from "../support/emulator";
import { engineRoot, OFFLINE_ENGINE_ENV, REPO_ROOT, runPulumi } from "../support/engine";

describe("vercel-pulumi new: a program from nothing, up in the next command", function () {
  this.timeout(600_000);
  const emulator = useEmulator({ resetBetweenTests: false });
  let parent = "";

  before(async () => {
    parent = await mkdtemp(join(tmpdir(), "vercel-pulumi-new-"));
  });
  after(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it("writes, installs and makes the stack; up, a preview with no change and destroy follow", async () => {
    const dir = join(parent, "my-site");
    const home = join(parent, "home");
    const cli = run(["new", dir, "--api-url", emulator.url, "--team", emulator.teamSlug], {
      ...OFFLINE_ENGINE_ENV,
      PULUMI_HOME: home,
      PATH: `${join(engineRoot(), "bin")}:${process.env.PATH ?? ""}`,
    });
    expect(await cli.exit, cli.stderr()).to.equal(0);
    expect(cli.stdout()).to.include("Next:").and.include("pulumi up").and.not.include("stack init");
    expect((await readdir(dir)).sort()).to.include.members([
      ".gitignore",
      ".npmrc",
      "Pulumi.yaml",
      "index.ts",
      "node_modules",
      "package.json",
      "tsconfig.json",
    ]);
    const manifest = JSON.parse(await readFile(join(dir, "package.json"), "utf8")) as {
      main: string;
      dependencies: Record<string, string>;
    };
    expect(manifest.main).to.equal("index.ts");
    expect(manifest.dependencies["vercel-pulumi"]).to.equal(`file:${relative(dir, REPO_ROOT)}`);
    expect(await readFile(join(dir, "Pulumi.yaml"), "utf8"))
      .to.include(`vercel:apiUrl: "${emulator.url}"`)
      .and.include(`url: "file://${dir}"`);

    // The next commands, with the token from the environment.
    const env = { PULUMI_HOME: home, VERCEL_API_TOKEN: emulator.token };
    await runPulumi(["up", "--yes"], { cwd: dir, env });
    const project = await emulator.admin.api<{ name: string }>(
      "GET",
      `/v9/projects/my-site?teamId=${emulator.teamId}`,
    );
    expect(project.status).to.equal(200);
    await runPulumi(["preview", "--expect-no-changes"], { cwd: dir, env });
    await runPulumi(["destroy", "--yes"], { cwd: dir, env });
    expect(
      (await emulator.admin.api("GET", `/v9/projects/my-site?teamId=${emulator.teamId}`)).status,
    ).to.equal(404);
  });

  it("refuses a folder that is not empty, and names it", async () => {
    const cli = run(["new", REPO_ROOT]);
    expect(await cli.exit).to.equal(2);
    expect(cli.stderr()).to.include(`${REPO_ROOT} is not empty`);
  });
});
