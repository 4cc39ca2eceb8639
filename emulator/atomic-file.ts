// One file written so that a crash at any moment leaves either its previous content or the new
// one, whole: a temporary file, fsynced, renamed over the real one, then the directory fsynced.
// The state file (state-file.ts) and the blobs beside it (byte-store.ts) are written this way.
import { open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";

/** Write `content` to `file` so that a crash leaves the old content or the new one, whole. */
export async function writeFileAtomically(file: string, content: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const handle = await open(temporary, "w", 0o600);
    try {
      await handle.writeFile(content);
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
