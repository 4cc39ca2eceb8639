// Persistence of the store to one JSON file, durable and atomic: each save writes a temporary file,
// fsyncs it, renames it over the real one and fsyncs the directory, so a crash at any moment leaves
// either the previous state or the new one on disk, never a torn file.
//
// Saves are serialised and coalesced (group commit): while one save is on its way to disk, every
// write committed meanwhile waits for the next save, which writes them all at once. A request that
// wrote is answered once a save that started after its write has finished, so an acknowledged write
// survives a crash, and 50 concurrent writers cost a handful of saves instead of 50.
import { readFileSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";
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

/** Write `text` to `file` so that a crash leaves the old content or the new one, whole. */
export async function writeFileAtomically(file: string, text: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const handle = await open(temporary, "w", 0o600);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  // The rename lives in the directory: without this fsync a power loss could undo it.
  const directory = await open(dirname(file), "r");
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

interface Waiters {
  readonly promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

/** Saves the store's state to `file`, one save at a time, coalescing the writes that queue up. */
export class StateWriter {
  /** Writes committed since the running save started: they go with the next save. */
  private next: Waiters | undefined;
  private saving = false;
  /** The running save loop, if any. */
  private draining: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
    /** The state to save, read when a save starts (so it holds every write committed by then). */
    private readonly state: () => StoreState,
  ) {}

  /** Resolves once a save that started after this call is on disk; rejects if that save fails. */
  save(): Promise<void> {
    let batch = this.next;
    if (!batch) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      batch = this.next = { promise, resolve, reject };
      if (!this.saving) this.draining = this.drain();
    }
    return batch.promise;
  }

  /** Resolves once no save is running or queued (on close: the last writes reach the disk). */
  idle(): Promise<void> {
    return this.draining;
  }

  /** Never rejects: each batch's failure goes to the requests waiting on it. */
  private async drain(): Promise<void> {
    this.saving = true;
    while (this.next) {
      const batch = this.next;
      this.next = undefined;
      try {
        // Serialised synchronously: handlers are synchronous too, so no write is half done here.
        const text = JSON.stringify({ format: FORMAT, ...this.state() }) + "\n";
        await writeFileAtomically(this.file, text);
        batch.resolve();
      } catch (error) {
        batch.reject(error);
      }
    }
    this.saving = false;
  }
}
