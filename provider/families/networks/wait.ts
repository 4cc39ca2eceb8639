// Waiting until a network or an endpoint the platform provisions is ready: poll quickly at first,
// then every 5 s, until it is ready, has failed, or the time is up. The timeout is the resource's
// `timeouts.create`, a duration as the Terraform provider takes it ("30s", "2h45m").
import { setTimeout as sleep } from "node:timers/promises";

const FIRST_POLL_MS = 200;
const MAX_POLL_MS = 5_000;
export const DEFAULT_CREATE_TIMEOUT = "20m";

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** `"2h45m"` → milliseconds; undefined when it is no duration. */
export function durationMs(text: string): number | undefined {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join("") !== text) return undefined;
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * (UNIT_MS[unit ?? ""] ?? 0), 0);
}

export interface Provisioned<T> {
  /** Reads the object's state now. */
  read(): Promise<T>;
  state(item: T): "ready" | "pending" | "failed";
  /** What the errors call it: `network sc_… (10.0.0.0/16)`. */
  describe(item: T): string;
  status(item: T): string;
}

export async function waitUntilReady<T>(
  first: T,
  provisioned: Provisioned<T>,
  timeout: string | undefined,
): Promise<T> {
  const limit = timeout ?? DEFAULT_CREATE_TIMEOUT;
  const timeoutMs = durationMs(limit) ?? 0;
  const deadline = Date.now() + timeoutMs;
  let item = first;
  for (let wait = FIRST_POLL_MS; ; wait = Math.min(MAX_POLL_MS, wait * 2)) {
    const state = provisioned.state(item);
    if (state === "ready") return item;
    if (state === "failed") {
      throw new Error(
        `${provisioned.describe(item)} ended ${provisioned.status(item)} while being provisioned`,
      );
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `${provisioned.describe(item)} is still ${provisioned.status(item)} after ${limit}; raise timeouts.create`,
      );
    }
    await sleep(Math.min(wait, Math.max(0, deadline - Date.now())));
    item = await provisioned.read();
  }
}
