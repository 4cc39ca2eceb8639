// `vercel-pulumi import` end to end on the real engine: a team seeded with every family, the
// command writes a program, and the plain pulumi CLI runs it (TypeScript through the SDK's
// ts-node, `vercel-pulumi` resolving to this checkout). Its first `up` only adopts: the emulator's
// request counts show no create, change or delete. The next preview shows no change; destroy
// deletes the adopted objects.
import { expect } from "chai";
import { NOT_ADOPTABLE } from "../../cli/import/plan";
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { main } from "../../cli";
import { useEmulator } from "../support/emulator";
import { REPO_ROOT, runPulumi } from "../support/engine";
import { seedTeam, type SeededObject } from "../support/team-seed";
import { testCertificate } from "../support/tls";

/** The secret values the platform description wrote, by the config key the program reads them from. */
const { cert, key, ca } = testCertificate();
const SECRETS: Readonly<Record<string, string>> = {
  "web-db-password-value": "seeded-db-secret",
  "shared-token-value": "seeded-shared-secret",
  // What the platform never answers of a certificate: its PEMs and its key.
  "example-com-custom-certificate-certificate": cert,
  "example-com-custom-certificate-private-key": key,
  "example-com-custom-certificate-certificate-authority-certificate": ca,
  // A connector's credentials, which the platform never answers: an object, set as JSON.
  "seeded-support-credentials": JSON.stringify({ apiToken: "seeded-linq-secret" }),
};
const JSON_SECRETS = new Set(["seeded-support-credentials"]);

describe("vercel-pulumi import, run through the pulumi CLI", function () {
  this.timeout(600_000);
  const emulator = useEmulator({ resetBetweenTests: false });
  let dir: string;
  let program: string;
  let seeded: SeededObject[];
  const stdout: string[] = [];
  const stderr: string[] = [];

  const pulumi = (...args: string[]) =>
    runPulumi([...args, "--stack", "test"], {
      cwd: program,
      env: {
        PULUMI_HOME: join(dir, "home"),
        PULUMI_BACKEND_URL: `file://${join(dir, "backend")}`,
        VERCEL_API_URL: emulator.url,
        VERCEL_API_TOKEN: emulator.token,
        // No VERCEL_TEAM: the program's Pulumi.yaml names the team.
        VERCEL_TEAM: "",
      },
    });

  /** Platform calls other than reads since the counts were last cleared. */
  async function writes(): Promise<string[]> {
    const { counts } = await emulator.admin.requestCounts();
    return Object.keys(counts).filter((call) => !call.startsWith("GET "));
  }

  before(async () => {
    seeded = await seedTeam(emulator);
    dir = await mkdtemp(join(tmpdir(), "vercel-pulumi-import-"));
    program = join(dir, "program");
    await mkdir(join(dir, "backend"));
    const code = await main(
      ["import", "--team", emulator.teamSlug, "--out", program, "--api-url", emulator.url],
      {
        stdout: (line) => stdout.push(line),
        stderr: (line) => stderr.push(line),
        env: { VERCEL_API_TOKEN: emulator.token },
      },
    );
    expect(code, stderr.join("\n")).to.equal(0);
    // The program's dependencies: this checkout's node_modules, where vercel-pulumi links to it.
    await symlink(join(REPO_ROOT, "node_modules"), join(program, "node_modules"));
    await pulumi("stack", "init");
    // `key=value` in one argument: a PEM value starts with "-", which `config set` reads as a flag.
    const pairs = Object.entries(SECRETS).flatMap(([key, value]) => ["--secret", `${key}=${value}`]);
    await pulumi("config", "set-all", ...pairs);
  });

  after(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("writes the program and says what it wrote, without the token or a secret value", async () => {
    const summary = stdout.join("\n");
    expect(summary).to.match(
      /^Wrote index\.ts, package\.json, Pulumi\.yaml, tsconfig\.json, README\.md, \.npmrc to /,
    );
    expect(summary).to.include("6 config secrets to set first");
    const index = await readFile(join(program, "index.ts"), "utf8");
    const readme = await readFile(join(program, "README.md"), "utf8");
    for (const key of Object.keys(SECRETS))
      expect(readme).to.include(
        `pulumi config set --secret ${key} ${JSON_SECRETS.has(key) ? "'<json>'" : "<value>"}`,
      );
    for (const text of [summary, stderr.join("\n"), index, readme]) {
      expect(text).to.not.include(emulator.token);
      for (const value of Object.values(SECRETS)) expect(text).to.not.include(value);
    }
  });

  it("writes a program that type-checks with its own tsconfig.json", async () => {
    await promisify(execFile)(
      join(REPO_ROOT, "node_modules", ".bin", "tsc"),
      ["-p", "tsconfig.json", "--noEmit"],
      {
        cwd: program,
      },
    );
  });

  it("adopts every object on its first up, creating, changing and deleting nothing", async () => {
    await emulator.admin.clearRequestCounts();
    await pulumi("up", "--yes", "--skip-preview");
    expect(await writes()).to.deep.equal([]);
    const state = JSON.parse(await pulumi("stack", "export")) as {
      deployment: { resources: { type: string; id?: string }[] };
    };
    const adopted = state.deployment.resources
      .filter((resource) => resource.type.startsWith("pulumi-nodejs:dynamic/"))
      .map((resource) => `${resource.type.split(":").at(-1)} ${resource.id}`);
    // The very objects seeded, each once: all but those no adopt can find (a token and an SDK key,
    // shown once; a signing key, nameless).
    const expected = seeded
      .filter((object) => NOT_ADOPTABLE[object.type] === undefined)
      .map((object) => `${object.type} ${object.id}`);
    expect(adopted).to.have.members(expected);
  });

  it("previews no change afterwards, also after a refresh", async () => {
    await emulator.admin.clearRequestCounts();
    await pulumi("preview", "--expect-no-changes");
    await pulumi("preview", "--refresh", "--expect-no-changes");
    expect(await writes()).to.deep.equal([]);
  });

  it("destroys the adopted objects, leaving the emulator empty", async () => {
    await pulumi("destroy", "--yes", "--skip-preview");
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
