// Benchmark (not a test): `up` and `destroy` of N Projects on the real engine against the
// emulator, side by side with N no-op dynamic resources in the same run, plus the state bytes
// per Project. Prints figures and ratios; asserts nothing.
//
//   source scripts/bootstrap.sh && npm run build && node dist/bench/up-projects.js [N]
import { Project } from "../provider";
import { Noop, startBench, stateBytesPerResource, timed } from "./harness";

const count = Number(process.argv[2] ?? 300);

async function main(): Promise<void> {
  const bench = await startBench();
  try {
    const projects = await bench.stack("projects", async () => {
      for (let i = 0; i < count; i++)
        new Project(`p${i}`, { name: `bench-${i}`, buildCommand: "npm run build" });
    });
    const noops = await bench.stack("noops", async () => {
      for (let i = 0; i < count; i++) new Noop(`n${i}`);
    });

    console.log(`${count} resources per stack, 2 cores`);
    const upProjects = await timed(`up ${count} Projects`, () => projects.up());
    const upNoops = await timed(`up ${count} no-op dynamic resources`, () => noops.up());
    const state = JSON.stringify((await projects.exportStack()).deployment);
    const perProject = await stateBytesPerResource(projects, ":Project");
    console.log(`state: ${state.length} bytes in all, ${Math.round(perProject)} bytes per Project entry`);
    const downProjects = await timed(`destroy ${count} Projects`, () => projects.destroy());
    const downNoops = await timed(`destroy ${count} no-op dynamic resources`, () => noops.destroy());
    console.log(`ratio up Projects / no-ops: ${(upProjects / upNoops).toFixed(2)}`);
    console.log(`ratio destroy Projects / no-ops: ${(downProjects / downNoops).toFixed(2)}`);
  } finally {
    await bench.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
