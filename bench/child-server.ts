// What the loopback benchmarks share: each server runs in a child process of its own (the benchmark
// file run again with `--serve <target>`), so the load generator never shares its event loop, and
// figures are medians of rounds taken in turns.
import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";

export interface ChildServer<Info> {
  readonly child: ChildProcess;
  /** What the child sent once it listened (its URL, and whatever else the driver needs). */
  readonly info: Info;
}

/** Forks `file --serve target` and waits for the child's first message. */
export async function forkServer<Info>(file: string, target: string): Promise<ChildServer<Info>> {
  const profileDir = process.env["BENCH_PROFILE_DIR"];
  const child = fork(file, ["--serve", target], {
    stdio: "inherit",
    execArgv: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  });
  const [info] = (await once(child, "message")) as [Info];
  return { child, info };
}

export async function stopServers(servers: ReadonlyArray<ChildServer<unknown>>): Promise<void> {
  for (const { child } of servers) child.kill();
  await Promise.all(servers.map(({ child }) => once(child, "exit")));
}

/**
 * Forks a server per target, runs `round` against each in turn, `rounds` times over (the load of
 * other processes then falls on every target alike), and stops them. Resolves with each target's
 * figures, one per round.
 */
export async function roundsInTurn<Target extends string, Info, Figures>(
  file: string,
  targets: readonly Target[],
  rounds: number,
  round: (info: Info, index: number) => Promise<Figures>,
): Promise<Map<Target, Figures[]>> {
  const servers = await Promise.all(targets.map((target) => forkServer<Info>(file, target)));
  const figures = new Map<Target, Figures[]>(targets.map((target) => [target, []]));
  try {
    for (let r = 0; r < rounds; r++) {
      for (const [i, { info }] of servers.entries()) {
        figures.get(targets[i] as Target)?.push(await round(info, r));
      }
    }
  } finally {
    await stopServers(servers);
  }
  return figures;
}

/**
 * Runs `serve(target)` when this process is a forked server, `main()` otherwise. A served child exits
 * cleanly on SIGTERM, so that a CPU profile (BENCH_PROFILE_DIR) gets written.
 */
export function serveOrRun(serve: (target: string) => Promise<void>, main: () => Promise<void>): void {
  const serveAt = process.argv.indexOf("--serve");
  const fail = (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  };
  if (serveAt < 0) {
    main().catch(fail);
    return;
  }
  process.on("SIGTERM", () => process.exit(0));
  serve(process.argv[serveAt + 1] ?? "").catch((error: unknown) => {
    fail(error);
    process.exit(1);
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
