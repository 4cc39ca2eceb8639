// What the benchmarks share: an emulator without rate limits, stacks on the real engine in one
// temp dir (local backend, one PULUMI_HOME), the cheapest dynamic resource, and a stopwatch.
import * as pulumi from "@pulumi/pulumi";
import { LocalWorkspace, PulumiCommand, type PulumiFn, type Stack } from "@pulumi/pulumi/automation";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startEmulator, type RateLimitSettings } from "../emulator";
import { useFreshGrpcChannels } from "../test/support/fresh-grpc-channels";

useFreshGrpcChannels();

const REPO_ROOT = resolve(__dirname, "..", "..");

/** The cheapest dynamic resource there is: the engine's own per-resource cost. */
const noop: pulumi.dynamic.ResourceProvider = {
  async create() {
    return { id: "noop", outs: {} };
  },
};
export class Noop extends pulumi.dynamic.Resource {
  constructor(name: string) {
    super(noop, name, {}, undefined, "bench", "Noop");
  }
}

export async function timed(label: string, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

export interface Bench {
  /** PULUMI_HOME shared by every stack (where a plugin is installed). */
  pulumiHome: string;
  /** The emulator's admin API, as the bench's token. */
  admin<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** A stack of the project "bench", configured for the emulator. */
  stack(name: string, program: PulumiFn): Promise<Stack>;
  dispose(): Promise<void>;
}

/**
 * `rateLimits`: off unless given (a bench measures the engine and the provider, not the platform's
 * limits); `{}` applies the platform's figures.
 */
export async function startBench(options: { rateLimits?: RateLimitSettings | false } = {}): Promise<Bench> {
  const root = process.env.VERCEL_PULUMI_ENGINE_ROOT;
  if (!root) throw new Error("source scripts/bootstrap.sh first (VERCEL_PULUMI_ENGINE_ROOT)");
  const token = `bench-${randomBytes(8).toString("hex")}`;
  const emulator = await startEmulator({ tokens: [token], rateLimits: options.rateLimits ?? false });
  const dir = await mkdtemp(join(tmpdir(), "vercel-pulumi-bench-"));
  const pulumiHome = join(dir, "home");
  const pulumiCommand = await PulumiCommand.get({ root });
  return {
    pulumiHome,
    async admin<T>(method: string, path: string, body?: unknown) {
      const response = await fetch(`${emulator.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    async stack(name, program) {
      const stack = await LocalWorkspace.createOrSelectStack(
        { projectName: "bench", stackName: name, program },
        {
          pulumiCommand,
          pulumiHome,
          projectSettings: {
            name: "bench",
            runtime: "nodejs",
            main: REPO_ROOT,
            backend: { url: `file://${dir}` },
          },
          envVars: {
            PULUMI_CONFIG_PASSPHRASE: "bench",
            PULUMI_SKIP_UPDATE_CHECK: "true",
            PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
          },
        },
      );
      await stack.setAllConfig({
        "vercel:apiToken": { value: token, secret: true },
        "vercel:apiUrl": { value: emulator.url },
      });
      return stack;
    },
    async dispose() {
      await emulator.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Mean bytes of a state entry whose type ends with `typeSuffix`, as `pulumi stack export` holds it. */
export async function stateBytesPerResource(stack: Stack, typeSuffix: string): Promise<number> {
  const { deployment } = await stack.exportStack();
  const entries = (deployment as { resources: Array<{ type: string }> }).resources.filter((entry) =>
    entry.type.endsWith(typeSuffix),
  );
  return entries.reduce((sum, entry) => sum + JSON.stringify(entry).length, 0) / entries.length;
}
