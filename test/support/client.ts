// A client of the emulator's default team, with retries that wait a millisecond: client specs
// test what the client does, not how long it sleeps.
import { createClient, type VercelClient } from "../../provider/families/client";
import type { EmulatorHandle } from "./emulator";

export function emulatorClient(emulator: EmulatorHandle): VercelClient {
  return createClient({
    baseUrl: emulator.url,
    token: emulator.token,
    team: emulator.teamId,
    blobApiUrl: emulator.blobUrl,
    retry: { baseDelayMs: 1 },
  });
}
