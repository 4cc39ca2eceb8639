// A Pulumi stack on the real engine for lifecycle tests: Automation API, inline program, local
// file backend and PULUMI_HOME in a temp dir, offline settings, config pointing at the emulator.
import { LocalWorkspace, PulumiCommand, type PulumiFn, type Stack } from "@pulumi/pulumi/automation";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EmulatorHandle } from "./emulator";
import { engineRoot, OFFLINE_ENGINE_ENV, REPO_ROOT, runPulumi } from "./engine";
import { useFreshGrpcChannels } from "./fresh-grpc-channels";

useFreshGrpcChannels();

export interface TestStack {
  stack: Stack;
  /** The local backend's directory: the state files on disk. */
  backendDir: string;
  /** The stack's PULUMI_HOME (plugins, workspaces), a temp dir of its own. */
  pulumiHome: string;
  /**
   * The state as `pulumi stack export` prints it, secrets encrypted. (The Automation API's
   * exportStack passes --show-secrets, which decrypts them.)
   */
  exportEncrypted(): Promise<string>;
  /** Destroys what is left, removes the stack and the temp dirs. */
  dispose(): Promise<void>;
}

export async function createTestStack(
  emulator: EmulatorHandle,
  program: PulumiFn,
  stackName = "test",
): Promise<TestStack> {
  const dir = await mkdtemp(join(tmpdir(), "vercel-pulumi-lifecycle-"));
  const backendDir = join(dir, "backend");
  await mkdir(backendDir);
  const projectName = "vercel-pulumi-lifecycle";
  const stack = await LocalWorkspace.createOrSelectStack(
    { projectName, stackName, program },
    {
      pulumiCommand: await PulumiCommand.get({ root: engineRoot() }),
      pulumiHome: join(dir, "home"),
      projectSettings: {
        name: projectName,
        runtime: "nodejs",
        main: REPO_ROOT,
        backend: { url: `file://${backendDir}` },
      },
      envVars: { ...OFFLINE_ENGINE_ENV },
    },
  );
  await stack.setAllConfig({
    "vercel:apiToken": { value: emulator.token, secret: true },
    "vercel:apiUrl": { value: emulator.url },
    "vercel:blobApiUrl": { value: emulator.blobUrl },
    "vercel:team": { value: emulator.teamId },
  });
  return {
    stack,
    backendDir,
    pulumiHome: join(dir, "home"),
    exportEncrypted() {
      return runPulumi(["stack", "export", "--stack", stackName], {
        cwd: stack.workspace.workDir,
        env: { PULUMI_HOME: join(dir, "home") },
      });
    },
    async dispose() {
      try {
        await stack.destroy();
        await stack.workspace.removeStack(stackName);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface SharedStack extends TestStack {
  /** What the next up, preview or refresh with runProgram runs. */
  setProgram(program: PulumiFn): void;
}

/**
 * One stack for a whole describe block: tests that need no isolation share it (and the engine's
 * start-up cost), each declaring the program it needs. Create it in `before`, dispose it in `after`.
 */
export async function createSharedStack(emulator: EmulatorHandle, stackName = "test"): Promise<SharedStack> {
  let program: PulumiFn = async () => ({});
  const test = await createTestStack(emulator, () => program(), stackName);
  return {
    ...test,
    setProgram(next) {
      program = next;
    },
  };
}

/** The state entry of one resource (by its logical name), as `pulumi stack export` holds it. */
export async function stateResource(
  stack: Stack,
  name: string,
): Promise<Record<string, unknown> | undefined> {
  return (await stateResources(stack)).find((resource) => String(resource.urn).endsWith(`::${name}`));
}

/** The dynamic resources of a stack's current state (not the stack or provider resources). */
export async function stateResources(stack: Stack): Promise<Array<Record<string, unknown>>> {
  const exported = await stack.exportStack();
  const resources = (exported.deployment as { resources?: Array<Record<string, unknown>> }).resources ?? [];
  return resources.filter((resource) => String(resource.type).startsWith("pulumi-nodejs:dynamic/"));
}

/** Every file under a directory (a local backend's state, history and backups). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
