// Benchmark (not a test): `up` and `destroy` of N Projects on the real engine against the
// emulator, side by side with N no-op dynamic resources in the same run, plus the state bytes
// per Project. Prints figures and ratios; asserts nothing.
//
//   source scripts/bootstrap.sh && npm run build && node dist/bench/up-projects.js [N]
import * as pulumi from "@pulumi/pulumi";
import { LocalWorkspace, PulumiCommand, type PulumiFn } from "@pulumi/pulumi/automation";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startEmulator } from "../emulator";
import { Project } from "../provider";

const REPO_ROOT = resolve(__dirname, "..", "..");
const count = Number(process.argv[2] ?? 300);

/** The cheapest dynamic resource there is: the engine's own per-resource cost. */
const noop: pulumi.dynamic.ResourceProvider = {
  async create() {
    return { id: "noop", outs: {} };
  },
};
class Noop extends pulumi.dynamic.Resource {
  constructor(name: string) {
    super(noop, name, {}, undefined, "bench", "Noop");
  }
}

async function timed(label: string, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

async function main(): Promise<void> {
  const root = process.env.VERCEL_PULUMI_ENGINE_ROOT;
  if (!root) throw new Error("source scripts/bootstrap.sh first (VERCEL_PULUMI_ENGINE_ROOT)");
  const token = `bench-${randomBytes(8).toString("hex")}`;
  const emulator = await startEmulator({
    tokens: [token],
    rateLimits: false,
  });
  const dir = await mkdtemp(join(tmpdir(), "vercel-pulumi-bench-"));
  const pulumiCommand = await PulumiCommand.get({ root });
  const stackFor = (name: string, program: PulumiFn) =>
    LocalWorkspace.createOrSelectStack(
      { projectName: "bench", stackName: name, program },
      {
        pulumiCommand,
        pulumiHome: join(dir, "home"),
        projectSettings: {
          name: "bench",
          runtime: "nodejs",
          main: REPO_ROOT,
          backend: { url: `file://${dir}` },
        },
        envVars: { PULUMI_CONFIG_PASSPHRASE: "bench", PULUMI_SKIP_UPDATE_CHECK: "true" },
      },
    );
  try {
    const projects = await stackFor("projects", async () => {
      for (let i = 0; i < count; i++)
        new Project(`p${i}`, { name: `bench-${i}`, buildCommand: "npm run build" });
    });
    await projects.setAllConfig({
      "vercel:apiToken": { value: token, secret: true },
      "vercel:apiUrl": { value: emulator.url },
    });
    const noops = await stackFor("noops", async () => {
      for (let i = 0; i < count; i++) new Noop(`n${i}`);
    });

    console.log(`${count} resources per stack, 2 cores`);
    const upProjects = await timed(`up ${count} Projects`, () => projects.up());
    const upNoops = await timed(`up ${count} no-op dynamic resources`, () => noops.up());
    const state = JSON.stringify((await projects.exportStack()).deployment);
    const entries = ((await projects.exportStack()).deployment as { resources: Array<{ type: string }> })
      .resources;
    const projectEntries = entries.filter((entry) => entry.type.endsWith(":Project"));
    const perProject =
      projectEntries.reduce((sum, entry) => sum + JSON.stringify(entry).length, 0) / projectEntries.length;
    console.log(`state: ${state.length} bytes in all, ${Math.round(perProject)} bytes per Project entry`);
    const downProjects = await timed(`destroy ${count} Projects`, () => projects.destroy());
    const downNoops = await timed(`destroy ${count} no-op dynamic resources`, () => noops.destroy());
    console.log(`ratio up Projects / no-ops: ${(upProjects / upNoops).toFixed(2)}`);
    console.log(`ratio destroy Projects / no-ops: ${(downProjects / downNoops).toFixed(2)}`);
  } finally {
    await emulator.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
