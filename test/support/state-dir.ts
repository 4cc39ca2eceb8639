// Mocha helper for specs of the state file: a fresh temporary directory per test, removed after it
// (register it after the hook that stops the emulators writing there: mocha runs hooks in the order
// they are registered).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface StateDir {
  /** The directory; filled in `beforeEach`. */
  dir: string;
  /** `state.json` in it (not created). */
  stateFile: string;
}

export function useStateDir(prefix: string): StateDir {
  const handle: StateDir = { dir: "", stateFile: "" };
  beforeEach(async () => {
    handle.dir = await mkdtemp(join(tmpdir(), prefix));
    handle.stateFile = join(handle.dir, "state.json");
  });
  afterEach(async () => {
    await rm(handle.dir, { recursive: true, force: true });
  });
  return handle;
}
