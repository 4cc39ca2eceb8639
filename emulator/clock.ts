// The emulator's clock: real time plus an offset that the admin API moves (`POST /_emulator/clock`),
// so that time-driven transitions (a 30-minute OAuth code, a configuration deleted 30 days after
// it was disabled) are tested without waiting. The offset lives in the store: it persists with
// --state, a failed request undoes a change to it, and a reset puts it back to zero.
import { IDENTITY_OWNER } from "./areas/identity/store";
import type { Store } from "./store";

interface StoredClock {
  id: "clock";
  offsetMs: number;
}

export const CLOCK_COLLECTION = "emulatorClock";

const clockOf = (store: Store) => store.collection<StoredClock>(CLOCK_COLLECTION);

export function clockOffset(store: Store): number {
  return clockOf(store).get(IDENTITY_OWNER, "clock")?.offsetMs ?? 0;
}

/** Epoch milliseconds on the emulator's clock. */
export function emulatorNow(store: Store): number {
  return Date.now() + clockOffset(store);
}

/** Moves the clock by `ms` (inside a transaction); answers the new offset. */
export function advanceClock(store: Store, ms: number): number {
  const offsetMs = clockOffset(store) + ms;
  const clocks = clockOf(store);
  if (clocks.get(IDENTITY_OWNER, "clock")) clocks.replace(IDENTITY_OWNER, { id: "clock", offsetMs });
  else clocks.insert(IDENTITY_OWNER, { id: "clock", offsetMs });
  return offsetMs;
}
