// The figures the reliability suite prints (rounds, calls, counts) and the emulator's counters
// they come from.
import type { RateLimitStatus } from "../../emulator";
import type { EmulatorHandle } from "../support/emulator";

/** Prints one figure line, marked so a CI log can be grepped for the suite's figures. */
export function report(line: string): void {
  console.log(`      [reliability] ${line}`);
}

/** Platform calls the emulator counted since its last reset or count clear. */
export async function callCount(emulator: EmulatorHandle): Promise<number> {
  const { counts } = await emulator.admin.requestCounts();
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/** Requests the emulator refused with 429 since its last reset, over every group. */
export async function refused429(emulator: EmulatorHandle): Promise<number> {
  const { body } = await emulator.admin.api<RateLimitStatus>("GET", "/_emulator/rate-limits");
  return body.groups.reduce((sum, group) => sum + group.refused, 0);
}
