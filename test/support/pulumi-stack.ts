// A Pulumi stack on the real engine for lifecycle tests: Automation API, inline program, local
// file backend and PULUMI_HOME in a temp dir, offline settings, config pointing at the emulator.
import { LocalWorkspace, PulumiCommand, type PulumiFn, type Stack } from "@pulumi/pulumi/automation";
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { EmulatorHandle } from "./emulator";

/** The repository root: the program directory, where node_modules resolves vercel-pulumi. */
const REPO_ROOT = resolve(__dirname, "..", "..", "..");

export interface TestStack {
  stack: Stack;
  /** The local backend's directory: the state files on disk. */
  backendDir: string;
  /**
   * The state as `pulumi stack export` prints it, secrets encrypted. (The Automation API's
   * exportStack passes --show-secrets, which decrypts them.)
   */
  exportEncrypted(): Promise<string>;
  /** Destroys what is left, removes the stack and the temp dirs. */
  dispose(): Promise<void>;
}

function engineRoot(): string {
  const root = process.env.VERCEL_PULUMI_ENGINE_ROOT;
  if (!root) {
    throw new Error(
      "VERCEL_PULUMI_ENGINE_ROOT is not set: run the tests through ./scripts/test.sh, which builds the engine",
    );
  }
  return root;
}

export async function createTestStack(emulator: EmulatorHandle, program: PulumiFn): Promise<TestStack> {
  const dir = await mkdtemp(join(tmpdir(), "vercel-pulumi-lifecycle-"));
  const backendDir = join(dir, "backend");
  await mkdir(backendDir);
  const projectName = "vercel-pulumi-lifecycle";
  const envVars = {
    PULUMI_CONFIG_PASSPHRASE: "lifecycle-test",
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    PULUMI_DIY_BACKEND_NO_LEGACY_WARNING: "true",
  };
  const stack = await LocalWorkspace.createOrSelectStack(
    { projectName, stackName: "test", program },
    {
      pulumiCommand: await PulumiCommand.get({ root: engineRoot() }),
      pulumiHome: join(dir, "home"),
      projectSettings: {
        name: projectName,
        runtime: "nodejs",
        main: REPO_ROOT,
        backend: { url: `file://${backendDir}` },
      },
      envVars,
    },
  );
  await stack.setAllConfig({
    "vercel:apiToken": { value: emulator.token, secret: true },
    "vercel:apiUrl": { value: emulator.url },
    "vercel:team": { value: emulator.teamId },
  });
  return {
    stack,
    backendDir,
    exportEncrypted() {
      const pulumi = join(engineRoot(), "bin", "pulumi");
      const env = { ...process.env, ...envVars, PULUMI_HOME: join(dir, "home") };
      return new Promise((resolvePromise, reject) => {
        execFile(
          pulumi,
          ["stack", "export", "--stack", "test", "--non-interactive"],
          { cwd: stack.workspace.workDir, env, maxBuffer: 64 * 1024 * 1024 },
          (error, stdout, stderr) =>
            error ? reject(new Error(`${error.message}\n${stderr}`)) : resolvePromise(stdout),
        );
      });
    },
    async dispose() {
      try {
        await stack.destroy();
        await stack.workspace.removeStack("test");
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The dynamic resources of a stack's current state (not the stack or provider resources). */
export async function stateResources(stack: Stack): Promise<Array<Record<string, unknown>>> {
  const exported = await stack.exportStack();
  const resources = (exported.deployment as { resources?: Array<Record<string, unknown>> }).resources ?? [];
  return resources.filter((resource) => String(resource.type).startsWith("pulumi-nodejs:dynamic/"));
}
