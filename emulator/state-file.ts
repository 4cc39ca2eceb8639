// Persistence of the store to one JSON file. Writes go to a temporary file that is then renamed over
// the real one, so a crash mid-write never leaves a truncated state file behind.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { z } from "zod";
import type { StoreState } from "./store";

/** Marks the file's layout; bump it when the layout changes incompatibly. */
const FORMAT = "vercel-pulumi-emulator/1";

const StateFile = z.object({
  format: z.literal(FORMAT),
  clock: z.number().int().nonnegative(),
  collections: z.record(z.string(), z.record(z.string(), z.array(z.unknown()))),
});

/** The saved state, or undefined when the file does not exist yet. Throws on an unreadable file. */
export function loadState(file: string): StoreState | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  let parsed: z.infer<typeof StateFile>;
  try {
    parsed = StateFile.parse(JSON.parse(text));
  } catch (error) {
    // Starting empty would silently overwrite the user's data at the first write: refuse instead.
    throw new Error(`Cannot load emulator state from ${file}: ${(error as Error).message}`, { cause: error });
  }
  return { clock: parsed.clock, collections: parsed.collections };
}

export function saveState(file: string, state: StoreState): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ format: FORMAT, ...state }, null, 2) + "\n");
  renameSync(temporary, file);
}
