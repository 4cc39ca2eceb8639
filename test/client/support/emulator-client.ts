// The client the client specs drive: the emulator's API over loopback as its team, retrying
// without real waiting (the policy under test is the same), its log lines handed to the spec; and
// the emulator's own count of a route's calls, which is what those specs assert on.
import { createClient, type VercelClient } from "../../../provider/families/client";
import type { EmulatorHandle } from "../../support/emulator";

/** Retries without real waiting, so tests stay fast; the policy under test is the same. */
export const FAST_RETRY = { baseDelayMs: 1, maxDelayMs: 20 };

export function emulatorClient(emulator: EmulatorHandle, log: (line: string) => void): VercelClient {
  return createClient({
    baseUrl: emulator.url,
    token: emulator.token,
    team: emulator.teamId,
    retry: FAST_RETRY,
    log,
  });
}

/** Calls the emulator counted for `key` (`GET /v9/projects/:idOrName`) since its last reset. */
export async function callsTo(emulator: EmulatorHandle, key: string): Promise<number> {
  return (await emulator.admin.requestCounts()).counts[key] ?? 0;
}
