// Benchmark (not a test): a team of P projects with V variables each and R DNS records of one
// domain (the default, 10 × 20 + 1 + 50 = 261 resources, is issue 22's team) on the real engine
// against the emulator at the platform's rate limits, or with them off. For `up`, a refresh
// preview, `refresh` and `destroy`: wall time, API calls, requests the emulator refused with 429,
// and the provider process's peak memory. `--front=native` declares the team with the native
// plugin's classes instead of the dynamic ones, `--front=both` declares it once with each (two
// stacks, each phase on one then the other; with limits on they share the token's windows, so
// compare fronts with limits off); `--floor` runs the same phases on as many no-op dynamic
// resources in the same run (the engine's own cost). Prints figures; asserts nothing.
//
//   source scripts/bootstrap.sh && npm run build &&
//   node dist/bench/team-at-rate-limits.js [projects] [variables] [records] [--no-limits] [--routes]
//     [--parallel=N] [--front=native|both] [--floor] [--latency=MS]
//   (--latency adds MS to every emulator answer through its latency fault: a call as slow as the
//   platform's, to see how many sibling writes gather into one batch call)
//   (issue 22's big team: 20 80 400)
import type { Stack } from "@pulumi/pulumi/automation";
import type { RateLimitStatus } from "../emulator";
import * as dynamicFront from "../provider";
import * as nativeFront from "../provider/native/classes";
import { installNativePlugin } from "../test/support/install-native-plugin";
import { Noop, startBench, type Bench } from "./harness";
import { withPeakProviderMemory } from "./process-memory";

const [projects = 10, variables = 20, records = 50] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"))
  .map(Number);
const limitsOff = process.argv.includes("--no-limits");
const byRoute = process.argv.includes("--routes");
/** The engine's --parallel (its default is 4 × cores: siblings written together are at most that many). */
const parallelArg = process.argv.find((arg) => arg.startsWith("--parallel="));
const parallel = parallelArg ? Number(parallelArg.slice("--parallel=".length)) : undefined;
const engineOptions = parallel ? { parallel } : {};
type Front = "dynamic" | "native";
const frontArg = process.argv.find((arg) => arg.startsWith("--front="))?.slice("--front=".length);
const fronts: Front[] =
  frontArg === "both" ? ["dynamic", "native"] : [frontArg === "native" ? "native" : "dynamic"];
const withFloor = process.argv.includes("--floor");
const latencyArg = process.argv.find((arg) => arg.startsWith("--latency="));
const latencyMs = latencyArg ? Number(latencyArg.slice("--latency=".length)) : 0;

/** The team through one front's classes; `prefix` keeps two fronts' names apart in one emulator. */
function team(front: Front, prefix: string): void {
  const { Domain, DnsRecord, Project, ProjectEnvironmentVariable } = (front === "native"
    ? nativeFront
    : dynamicFront) as unknown as typeof nativeFront;
  for (let p = 0; p < projects; p++) {
    const project = new Project(`p${p}`, { name: `${prefix}team-${p}` });
    for (let v = 0; v < variables; v++) {
      new ProjectEnvironmentVariable(`p${p}-v${v}`, {
        projectId: project.id,
        key: `KEY_${v}`,
        value: `value-${p}-${v}`,
        targets: ["production", "preview"],
      });
    }
  }
  const domain = new Domain("domain", { name: `${prefix}team-bench.example` });
  for (let r = 0; r < records; r++) {
    new DnsRecord(`r${r}`, {
      domain: domain.name,
      name: `host${r}`,
      type: "A",
      value: `10.0.${r >> 8}.${r & 255}`,
    });
  }
}

/** Calls (by route) and 429s so far: the emulator's own counts. */
async function counters(
  bench: Bench,
): Promise<{ counts: Record<string, number>; calls: number; refused: number }> {
  const { counts } = await bench.admin<{ counts: Record<string, number> }>("GET", "/_emulator/requests");
  const limits = await bench.admin<RateLimitStatus>("GET", "/_emulator/rate-limits");
  return {
    counts,
    calls: Object.values(counts).reduce((sum, n) => sum + n, 0),
    refused: limits.groups.reduce((sum, group) => sum + group.refused, 0),
  };
}

/** The calls of a phase by route, most first. */
function routesBetween(before: Record<string, number>, after: Record<string, number>): string {
  return Object.entries(after)
    .map(([route, n]) => [route, n - (before[route] ?? 0)] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([route, n]) => `    ${n} ${route}`)
    .join("\n");
}

async function main(): Promise<void> {
  const bench = await startBench({ rateLimits: limitsOff ? false : {} });
  try {
    const total = projects * (variables + 1) + 1 + records;
    console.log(
      `${total} resources (${projects} projects × ${variables} variables, ${records} records), ` +
        `${fronts.join(" and ")} front${fronts.length > 1 ? "s" : ""}, rate limits ${limitsOff ? "off" : "the platform's"}, ` +
        `--parallel ${parallel ?? "default"}, latency ${latencyMs} ms`,
    );
    if (latencyMs > 0) {
      // Every answer, for the whole run (a fault's `times` and `forMs` are its only bounds).
      await bench.admin("POST", "/_emulator/faults", { latencyMs, times: 1_000_000_000, forMs: 3_600_000 });
    }
    if (fronts.includes("native")) await installNativePlugin(bench.pulumiHome);
    const stacks: Array<[Front, Stack]> = [];
    for (const front of fronts) {
      const prefix = fronts.length > 1 ? `${front}-` : "";
      stacks.push([front, await bench.stack(`team-${front}`, async () => team(front, prefix))]);
    }
    const floor = withFloor
      ? await bench.stack("floor", async () => {
          for (let i = 0; i < total; i++) new Noop(`n${i}`);
        })
      : undefined;
    const phases: Array<[string, (on: Stack) => Promise<unknown>]> = [
      ["up", (on) => on.up(engineOptions)],
      ["preview --refresh", (on) => on.preview({ refresh: true, ...engineOptions })],
      ["refresh", (on) => on.refresh(engineOptions)],
      ["destroy", (on) => on.destroy(engineOptions)],
    ];
    for (const [phase, run] of phases) {
      const measured: Array<{ label: string; seconds: number }> = [];
      for (const [front, stack] of stacks) {
        const before = await counters(bench);
        const started = performance.now();
        const { peakMiB } = await withPeakProviderMemory(() => run(stack));
        const seconds = (performance.now() - started) / 1000;
        const after = await counters(bench);
        const label = fronts.length > 1 ? `${phase} (${front})` : phase;
        console.log(
          `${label}: ${seconds.toFixed(1)} s, ${after.calls - before.calls} API calls, ` +
            `${after.refused - before.refused} answered 429, provider peak ${peakMiB.toFixed(0)} MiB`,
        );
        if (byRoute) console.log(routesBetween(before.counts, after.counts));
        measured.push({ label, seconds });
      }
      if (floor) {
        const floorStarted = performance.now();
        await run(floor);
        const floorSeconds = (performance.now() - floorStarted) / 1000;
        const ratios = measured.map(
          ({ label, seconds }) => `${label} ${(seconds / floorSeconds).toFixed(2)}×`,
        );
        console.log(`${phase}: no-op floor ${floorSeconds.toFixed(1)} s (${ratios.join(", ")} the floor)`);
      }
    }
  } finally {
    await bench.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
