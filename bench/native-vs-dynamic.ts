// Benchmark (not a test): up, preview, refresh and destroy of N Projects through the native front
// (vercel-pulumi/native over the pulumi-resource-vercel plugin) and through the dynamic front,
// side by side with N no-op dynamic resources (the engine's own per-resource cost), in one run
// against the emulator. Prints seconds, ratios, CPU seconds by process (the program, the engine
// with its plugins) and state bytes per resource; asserts nothing.
//
//   source scripts/bootstrap.sh && npm run build && BENCH_N=300 node dist/bench/native-vs-dynamic.js
import type { Stack } from "@pulumi/pulumi/automation";
import * as dynamic from "../provider";
import * as native from "../provider/native/classes";
import { installNativePlugin } from "../test/support/install-native-plugin";
import { Noop, startBench, stateBytesPerResource, timed } from "./harness";
import { withCpuSeconds, type CpuSeconds } from "./process-cpu";

const count = Number(process.env.BENCH_N ?? 300);
const OPERATIONS = ["up", "preview", "refresh", "destroy"] as const;
type Operation = (typeof OPERATIONS)[number];

const run: Record<Operation, (stack: Stack) => Promise<unknown>> = {
  up: (stack) => stack.up(),
  preview: (stack) => stack.preview(),
  refresh: (stack) => stack.refresh(),
  destroy: (stack) => stack.destroy(),
};

async function main(): Promise<void> {
  const bench = await startBench();
  try {
    await installNativePlugin(bench.pulumiHome);
    const projects = (front: typeof native, prefix: string) => async () => {
      for (let i = 0; i < count; i++)
        new front.Project(`p${i}`, { name: `${prefix}-${i}`, buildCommand: "npm run build" });
    };
    const fronts = {
      native: await bench.stack("native", projects(native, "native")),
      dynamic: await bench.stack("dynamic", projects(dynamic as unknown as typeof native, "dynamic")),
      noop: await bench.stack("noop", async () => {
        for (let i = 0; i < count; i++) new Noop(`n${i}`);
      }),
    };
    type Front = keyof typeof fronts;

    console.log(`${count} resources per stack, ${OPERATIONS.join(", ")} of each in turn`);
    const seconds = {} as Record<Operation, Record<Front, number>>;
    const cpu = {} as Record<Operation, Record<Front, CpuSeconds>>;
    const stateBytes = {} as Record<Front, number>;
    for (const operation of OPERATIONS) {
      seconds[operation] = {} as Record<Front, number>;
      cpu[operation] = {} as Record<Front, CpuSeconds>;
      for (const [front, stack] of Object.entries(fronts) as Array<[Front, Stack]>) {
        seconds[operation][front] = await timed(`${operation} ${front}`, async () => {
          cpu[operation][front] = (await withCpuSeconds(() => run[operation](stack))).cpu;
        });
        if (operation === "up") {
          stateBytes[front] = await stateBytesPerResource(stack, front === "noop" ? ":Noop" : ":Project");
        }
      }
    }

    console.log("\noperation  native s  dynamic s  no-op s  dynamic/native  native/no-op");
    for (const operation of OPERATIONS) {
      const { native: n, dynamic: d, noop: o } = seconds[operation];
      console.log(
        [operation.padEnd(9), n.toFixed(1).padStart(8), d.toFixed(1).padStart(9), o.toFixed(1).padStart(7)]
          .concat([(d / n).toFixed(2).padStart(14), (n / o).toFixed(2).padStart(12)])
          .join("  "),
      );
    }
    console.log(
      "\nCPU seconds, program (this process: the program, the emulator) / engine (with its plugins)",
    );
    console.log("operation       native       dynamic         no-op");
    for (const operation of OPERATIONS) {
      const cell = (front: Front) =>
        `${cpu[operation][front].program.toFixed(2)} / ${cpu[operation][front].engine.toFixed(2)}`.padStart(
          12,
        );
      console.log([operation.padEnd(9), cell("native"), cell("dynamic"), cell("noop")].join("  "));
    }
    const bytes = (front: Front) => Math.round(stateBytes[front]);
    console.log(
      `\nstate bytes per resource: native ${bytes("native")}, dynamic ${bytes("dynamic")}, no-op ${bytes("noop")}` +
        ` (dynamic/native ${(stateBytes.dynamic / stateBytes.native).toFixed(2)})`,
    );
  } finally {
    await bench.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
