// CPU seconds of a phase, split between this process (the inline Pulumi program, and the emulator
// when it runs here) and the processes it waited for: the engine, with its plugins and language
// host (the engine waits for them, so their time adds to its own). Read from /proc/self/stat:
// utime and stime for this process, cutime and cstime for waited-for children, in clock ticks.
import { readFileSync } from "node:fs";

/** Linux's USER_HZ: /proc reports times in these ticks. */
const TICKS_PER_SECOND = 100;

export interface CpuSeconds {
  /** This process: the program (and the emulator, when in-process). */
  readonly program: number;
  /** Children waited for: the engine and the plugins it started. */
  readonly engine: number;
}

function now(): CpuSeconds {
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
  // Fields 14 to 17 of proc(5) (utime, stime, cutime, cstime) are 11 to 14 after the state field.
  const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
  return { program: (utime + stime) / TICKS_PER_SECOND, engine: (cutime + cstime) / TICKS_PER_SECOND };
}

/** Runs `work`; answers its result and the CPU seconds it cost, by process. */
export async function withCpuSeconds<T>(work: () => Promise<T>): Promise<{ result: T; cpu: CpuSeconds }> {
  const before = now();
  const result = await work();
  const after = now();
  return {
    result,
    cpu: { program: after.program - before.program, engine: after.engine - before.engine },
  };
}
