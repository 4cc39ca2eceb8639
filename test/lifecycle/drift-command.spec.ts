// `vercel-pulumi drift` on the real engine, against one stack shared by the whole block: the
// examples/drift-ci program (a project with a sensitive and a plain env var, a domain with a DNS
// record, an edge config with an item, a webhook), deployed once through the pulumi CLI. The
// command runs as users run it: the compiled CLI in its own process, in the project's directory.
import { expect } from "chai";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { DEFAULT_USER_ID } from "../../emulator";
import type { DriftReport } from "../../cli/drift/report";
import { useEmulator } from "../support/emulator";
import { engineEnv, REPO_ROOT } from "../support/engine";
import { exampleProject, type ExampleProject } from "../support/example-project";
import { filesUnder } from "../support/pulumi-stack";
import { teamApi } from "../support/shared-lifecycle";

/** The compiled CLI, next to this compiled test (dist/test/lifecycle → dist/cli). */
const CLI = join(__dirname, "..", "..", "cli", "index.js");
const SITE = "drift-ci-site";
const DOMAIN = "drift-ci.example.dev";

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(
  file: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { ...options, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

describe("vercel-pulumi drift on the real engine", function () {
  this.timeout(300_000);
  let example!: ExampleProject;
  // Registered before the emulator's own hooks, so the stack is destroyed before the emulator stops.
  let destroyed = false;
  after(async () => {
    if (example === undefined) return;
    try {
      // When a test failed before the last one destroyed the stack.
      if (!destroyed) {
        // Back to the environment's token, whatever token test left in config.
        await example.pulumi("config", "rm", "vercel:apiToken").catch(() => "");
        await example.pulumi("destroy", "--yes", "--skip-preview");
      }
    } finally {
      await example.dispose();
    }
  });
  const emulator = useEmulator({ resetBetweenTests: false });
  const apiKey = `api-key-${randomBytes(8).toString("hex")}`;

  const drift = (...args: string[]) =>
    run(process.execPath, [CLI, "drift", "--stack", "test", ...args], {
      cwd: example.dir,
      env: engineEnv(example.env),
    });

  const api = teamApi(emulator);

  /** Every file of the local backend but its locks, by path: what a run must leave as it was. */
  async function backendFiles(): Promise<Map<string, string>> {
    const files = (await filesUnder(example.backendDir)).filter(
      (file) => !file.includes(`${join(".pulumi", "locks")}`),
    );
    return new Map(
      await Promise.all(
        files.map(
          async (file) => [relative(example.backendDir, file), await readFile(file, "utf8")] as const,
        ),
      ),
    );
  }

  before(async () => {
    example = await exampleProject(emulator, "examples/drift-ci/Pulumi.yaml", "examples/drift-ci");
    await example.pulumi("stack", "init");
    await example.pulumi("config", "set", "--secret", "apiKey", apiKey);
    await example.pulumi("up", "--yes", "--skip-preview");
  });

  it("reports no drift right after an up (exit 0), with a line per phase on a terminal, and writes no state", async () => {
    const before = await backendFiles();
    const { main } = await import("../../cli/index");
    const stdout: string[] = [];
    const stderr: string[] = [];
    const code = await main(["drift", "--stack", "test", "--cwd", example.dir], {
      stdout: (line) => stdout.push(line),
      stderr: (line) => stderr.push(line),
      env: engineEnv(example.env),
      interactive: true,
    });
    expect(code, stderr.join("\n")).to.equal(0);
    expect(stdout.join("\n")).to.match(
      /^No drift in stack test: .*\(0 drifted, 0 missing, 0 undeclared, 0 unmanaged \(8 resources checked\)\)/,
    );
    expect(stderr).to.have.length(3);
    expect(stderr[1]).to.match(/^drift: Refreshing stack test .*\.\.\.$/);

    const json = await drift("--json");
    expect(json.code, json.stderr).to.equal(0);
    expect(json.stderr, "no progress lines with --json").to.equal("");
    expect((JSON.parse(json.stdout) as DriftReport).summary).to.deep.equal({
      drift: false,
      resources: 8,
      drifted: 0,
      missing: 0,
      undeclared: 0,
      unmanaged: 0,
    });
    expect(await backendFiles()).to.deep.equal(before);
  });

  it("reports out-of-band edits (exit 1): changed properties, missing and unmanaged objects, never a secret", async () => {
    const outputs = JSON.parse(await example.pulumi("stack", "output", "--json")) as Record<string, string>;
    const state = await example.pulumi("stack", "export", "--show-secrets");
    const { deployment } = JSON.parse(state) as {
      deployment: { resources: Array<{ urn: string; outputs?: { secret?: string } }> };
    };
    const webhook = deployment.resources.find((resource) => resource.urn.endsWith("::deploys"));
    const webhookSecret = String(webhook?.outputs?.secret);
    expect(webhookSecret).to.have.length.greaterThan(8);

    const oobValue = `oob-${randomBytes(8).toString("hex")}`;
    const strayValue = `stray-${randomBytes(8).toString("hex")}`;
    await api("PATCH", `/v9/projects/${SITE}`, { buildCommand: "make hack" });
    const { envs } = await api<{ envs: Array<{ id: string; key: string }> }>(
      "GET",
      `/v10/projects/${SITE}/env`,
    );
    for (const env of envs)
      await api("PATCH", `/v9/projects/${SITE}/env/${env.id}`, { value: `${oobValue}-${env.key}` });
    await api("DELETE", `/v1/webhooks/${outputs.webhookId}`);
    await api("POST", `/v2/domains/${DOMAIN}/records`, { type: "A", name: "stray", value: "203.0.113.7" });
    await api("POST", `/v10/projects/${SITE}/env`, {
      key: "STRAY_VAR",
      value: strayValue,
      type: "encrypted",
      target: ["preview"],
    });
    await api("PATCH", `/v1/edge-config/${outputs.edgeConfigId}/items`, {
      items: [{ operation: "create", key: "stray-item", value: strayValue }],
    });
    const before = await backendFiles();

    const json = await drift("--json");
    expect(json.code, json.stderr).to.equal(1);
    const report = JSON.parse(json.stdout) as DriftReport;
    const drifted = Object.fromEntries(report.drifted.map((resource) => [resource.name, resource]));
    expect(drifted.site).to.include({ type: "Project", replace: false });
    expect(drifted.site?.properties).to.deep.equal([
      { path: "buildCommand", secret: false, declared: "npm run build", actual: "make hack" },
    ]);
    expect(drifted["log-level"]?.properties).to.deep.equal([{ path: "value", secret: true }]);
    expect(drifted["api-key"]?.properties).to.deep.equal([{ path: "value", secret: true }]);
    expect(Object.keys(drifted)).to.have.members(["site", "log-level", "api-key"]);
    expect(report.missing).to.deep.equal([
      {
        urn: report.missing[0]?.urn,
        type: "Webhook",
        name: "deploys",
        id: outputs.webhookId,
        reason: "deleted",
      },
    ]);
    expect(report.undeclared).to.deep.equal([]);
    const unmanaged = report.unmanaged.map(
      (object) => `${object.type} ${object.label} in ${object.parent.type}`,
    );
    expect(unmanaged).to.have.members([
      `DnsRecord A stray.${DOMAIN} in Domain`,
      "ProjectEnvironmentVariable STRAY_VAR (preview) in Project",
      "EdgeConfigItem stray-item in EdgeConfig",
    ]);
    expect(report.summary).to.deep.include({ drift: true, drifted: 3, missing: 1, unmanaged: 3 });

    const text = await drift();
    expect(text.code, text.stderr).to.equal(1);
    expect(text.stdout).to.include('buildCommand: program "npm run build", platform "make hack"');
    expect(text.stdout).to.match(/Webhook deploys \(account_hook_\w+\): deleted outside the program/);

    for (const output of [json, text]) {
      const everything = output.stdout + output.stderr;
      for (const secret of [apiKey, oobValue, strayValue, webhookSecret, emulator.token]) {
        expect(everything, "a secret in the report").not.to.include(secret);
      }
    }
    expect(await backendFiles(), "drift wrote no state").to.deep.equal(before);
  });

  it("runs the example's CI script: it writes the Markdown report and fails on drift", async () => {
    const reportFile = join(example.dir, "drift-report.md");
    const script = await run(
      "bash",
      [join(REPO_ROOT, "examples", "drift-ci", "drift-ci.sh"), "test", example.dir],
      {
        cwd: example.dir,
        env: engineEnv({
          ...example.env,
          DRIFT_REPORT: reportFile,
          VERCEL_PULUMI: `${process.execPath} ${CLI}`,
        }),
      },
    );
    expect(script.code, script.stderr).to.equal(1);
    expect(script.stderr).to.include("drift-ci: drift in stack test");
    const markdown = await readFile(reportFile, "utf8");
    expect(markdown).to.include("## Drift report for stack `test`");
    expect(markdown).to.include("| `Project site (prj_");
    expect(markdown).to.include('| `buildCommand` | `"npm run build"` | `"make hack"` |');
    expect(markdown).to.include("| `value` | _secret, changed_ | _secret_ |");
    expect(markdown).not.to.include(apiKey);
  });

  it("fails with exit 2 and a clear message on a bad token; a rotated token in config works without an up; --fail-on none passes", async () => {
    const before = await backendFiles();
    const badToken = `bad-token-${randomBytes(8).toString("hex")}`;
    await example.pulumi("config", "set", "--secret", "vercel:apiToken", badToken);
    const failed = await drift("--json");
    expect(failed.code).to.equal(2);
    expect(failed.stdout).to.equal("");
    expect(failed.stderr).to.match(/^vercel-pulumi drift: the refresh preview failed:/);
    expect(failed.stderr).to.match(/reading Project "drift-ci-site": 403 forbidden: .*check vercel:apiToken/);
    expect(failed.stderr).not.to.include(badToken);

    // A new token in config, no up since: the refresh must use it (the old configuration in state
    // would have worked too; the bad one above shows the config, not the state, is used).
    const { token: rotated } = await emulator.admin
      .api<{ token: string }>("POST", "/_emulator/tokens", {
        userId: DEFAULT_USER_ID,
      })
      .then((response) => response.body);
    await example.pulumi("config", "set", "--secret", "vercel:apiToken", rotated);
    const rotatedRun = await drift("--json", "--fail-on", "none");
    expect(rotatedRun.code, rotatedRun.stderr).to.equal(0);
    expect((JSON.parse(rotatedRun.stdout) as DriftReport).summary).to.deep.include({
      drift: true,
      drifted: 3,
      missing: 1,
    });
    expect(rotatedRun.stdout + rotatedRun.stderr).not.to.include(rotated);
    // Only the stack's config file changed; the state is as it was.
    expect(await backendFiles()).to.deep.equal(before);
  });

  it("fails on unmanaged objects alone only under --fail-on drift, not --fail-on managed", async () => {
    // The stack's own resources repaired; the objects added by hand next to them stay.
    await example.pulumi("up", "--yes", "--skip-preview", "--refresh");
    const managed = await drift("--json", "--fail-on", "managed");
    expect(managed.code, managed.stderr).to.equal(0);
    expect((JSON.parse(managed.stdout) as DriftReport).summary).to.deep.include({
      drift: true,
      drifted: 0,
      missing: 0,
      undeclared: 0,
    });
    expect((JSON.parse(managed.stdout) as DriftReport).summary.unmanaged).to.be.greaterThan(0);
    expect((await drift("--json")).code).to.equal(1);
  });

  it("says in one message what is missing: the project, the stack or the backend", async () => {
    const empty = await mkdtemp(join(tmpdir(), "drift-no-project-"));
    try {
      const noProject = await drift("--cwd", empty);
      expect(noProject.code).to.equal(2);
      expect(noProject.stderr).to.equal(
        `vercel-pulumi drift: no Pulumi project in ${empty}: there is no Pulumi.yaml; pass --cwd DIR, the project's folder\n`,
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }

    const noStack = await run(process.execPath, [CLI, "drift", "--stack", "nope"], {
      cwd: example.dir,
      env: engineEnv(example.env),
    });
    expect(noStack.code).to.equal(2);
    expect(noStack.stderr).to.equal(
      'vercel-pulumi drift: there is no stack "nope" in this project\'s backend: `pulumi stack ls` lists the ones there are\n',
    );

    // No backend: not logged in (a fresh PULUMI_HOME), no PULUMI_BACKEND_URL.
    const home = await mkdtemp(join(tmpdir(), "drift-no-backend-"));
    try {
      const env = engineEnv({ ...example.env, PULUMI_HOME: home });
      delete env.PULUMI_BACKEND_URL;
      delete env.PULUMI_ACCESS_TOKEN;
      const noBackend = await run(process.execPath, [CLI, "drift", "--stack", "test"], {
        cwd: example.dir,
        env,
      });
      expect(noBackend.code).to.equal(2);
      expect(noBackend.stderr).to.include("no backend is set").and.include("pulumi login file://DIR");
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });

  it("destroys the stack, objects added outside the program included, leaving the emulator empty", async () => {
    await example.pulumi("config", "rm", "vercel:apiToken");
    await example.pulumi("destroy", "--yes", "--skip-preview");
    destroyed = true;
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
