// `vercel-pulumi import` as a command against the emulator: help, usage errors (exit 2), failures
// naming the team and the API host but never the token (exit 1), and a run writing the program
// with a summary on stdout and, stderr not being a terminal, no progress drawn.
import { expect } from "chai";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { main } from "../../cli";
import { useEmulator } from "../support/emulator";
import { REPO_ROOT } from "../support/engine";

describe("vercel-pulumi import (CLI)", () => {
  const emulator = useEmulator();
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "vercel-pulumi-import-cli-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function run(args: string[], env: Record<string, string> = { VERCEL_API_TOKEN: emulator.token }) {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const code = await main(["import", ...args], {
      stdout: (line) => stdout.push(line),
      stderr: (line) => stderr.push(line),
      env,
    });
    return { code, stdout: stdout.join("\n"), stderr: stderr.join("\n") };
  }
  const out = () => join(dir, "program");
  const team = () => ["--team", emulator.teamSlug, "--api-url", emulator.url, "--out", out()];

  it("prints its help with --help", async () => {
    const { code, stdout } = await run(["--help"]);
    expect(code).to.equal(0);
    expect(stdout)
      .to.include("Usage: vercel-pulumi import (--team T | --personal) --out DIR")
      .and.include("VERCEL_API_TOKEN");
  });

  it("exits 2 without --team, --out or a token, and on a folder that is not empty", async () => {
    expect(await run(["--out", out()])).to.deep.include({ code: 2 });
    expect((await run(["--team", "t"])).stderr).to.include("--out is required");
    expect((await run(team(), {})).stderr).to.include("No API token: set VERCEL_API_TOKEN.");
    await writeFile(join(dir, "keep.txt"), "mine");
    const crowded = await run(["--team", emulator.teamSlug, "--api-url", emulator.url, "--out", dir]);
    expect(crowded.code).to.equal(2);
    expect(crowded.stderr).to.include("is not empty").and.include("--force");
  });

  it("exits 1 naming the team and the host, never the token, when the API refuses", async () => {
    const token = "wrong-token-0123456789";
    const { code, stderr } = await run(team(), { VERCEL_API_TOKEN: token });
    expect(code).to.equal(1);
    expect(stderr).to.include(`reading team "${emulator.teamSlug}" from ${new URL(emulator.url).host}`);
    expect(stderr).to.not.include(token);
    expect(await readdir(dir)).to.deep.equal([]);
  });

  it("writes the program, sums it up on stdout, and draws no progress when stderr is no terminal", async () => {
    await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "solo" }]);
    const { code, stdout, stderr } = await run(team());
    expect(code).to.equal(0);
    expect(stderr).to.equal("");
    // The project, and the team's settings (every team has them: one TeamConfig).
    expect(stdout).to.include("2 resources, each with adopt: true:").and.include("1 Project");
    expect(stdout).to.include("1 TeamConfig");
    // .npmrc: the CLI runs from this checkout, which the program installs as a copy (files.ts).
    expect((await readdir(out())).sort()).to.deep.equal([
      ".npmrc",
      "Pulumi.yaml",
      "README.md",
      "index.ts",
      "package.json",
      "tsconfig.json",
    ]);
    const manifest = JSON.parse(await readFile(join(out(), "package.json"), "utf8")) as {
      main: string;
      dependencies: Record<string, string>;
    };
    expect(manifest.main).to.equal("index.ts");
    expect(manifest.dependencies["vercel-pulumi"]).to.equal(`file:${relative(out(), REPO_ROOT)}`);
    // The API it was generated from: an emulator's, not the platform's.
    expect(await readFile(join(out(), "Pulumi.yaml"), "utf8")).to.include(`vercel:apiUrl: "${emulator.url}"`);
  });

  it("reads the token's personal account with --personal, and writes a program for it", async () => {
    // Made without a team: an account from before teams keeps it in its personal scope.
    const made = await emulator.admin.api<{ id: string; accountId: string }>("POST", "/v11/projects", {
      name: "personal-site",
    });
    expect(made.status).to.equal(200);
    const { code, stdout, stderr } = await run(["--personal", "--api-url", emulator.url, "--out", out()]);
    expect(code, stderr).to.equal(0);
    expect(stdout).to.include("1 Project");
    const program = await readFile(join(out(), "index.ts"), "utf8");
    expect(program).to.include('name: "personal-site"');
    // No vercel:team: the program's objects are the personal account's.
    expect(await readFile(join(out(), "Pulumi.yaml"), "utf8")).not.to.include("vercel:team");
    expect((await run(["--personal", "--team", "t", "--out", out()])).stderr).to.include(
      "--team and --personal cannot be combined",
    );
  });
});
