// Blob bytes of the container registry, by sha256 digest, outside the JSON store (store.ts says
// why). With a state file they are files beside it (`<state>.blobs/sha256/<hex>`), each written to a
// temporary file, fsynced and renamed before the registry records the blob in the store, so an
// acknowledged push survives a crash like every other write; without one, Buffers in memory.
// Content-addressed, so a blob is written once however many repositories hold it, and a blob whose
// record a failed transaction undid is only unreferenced bytes, never wrong ones.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { writeFileAtomically } from "../../atomic-file";

export interface ContentStore {
  has(digest: string): boolean;
  /** The bytes (small reads inside a transaction: a manifest's config). */
  readSync(digest: string): Buffer | undefined;
  read(digest: string): Promise<Buffer | undefined>;
  /** Resolves once the bytes are durable. */
  write(digest: string, bytes: Buffer): Promise<void>;
}

/** `sha256:<64 hex>`: the only digests the registry computes, so the only ones it can hold. */
export const SHA256_DIGEST = /^sha256:[a-f0-9]{64}$/;

export function memoryContentStore(): ContentStore {
  const blobs = new Map<string, Buffer>();
  return {
    has: (digest) => blobs.has(digest),
    readSync: (digest) => blobs.get(digest),
    read: (digest) => Promise.resolve(blobs.get(digest)),
    write: (digest, bytes) => {
      blobs.set(digest, bytes);
      return Promise.resolve();
    },
  };
}

export function directoryContentStore(directory: string): ContentStore {
  // Made at the first push: a state file without images has no blob directory beside it.
  const root = join(directory, "sha256");
  const pathOf = (digest: string): string => {
    if (!SHA256_DIGEST.test(digest)) throw new Error(`Not a sha256 digest: ${digest}`);
    return join(root, digest.slice("sha256:".length));
  };
  const readSync = (digest: string): Buffer | undefined => {
    const path = pathOf(digest);
    return existsSync(path) ? readFileSync(path) : undefined;
  };
  // One write per digest at a time: two pushes of one layer would share the temporary file.
  const writing = new Map<string, Promise<void>>();
  return {
    has: (digest) => existsSync(pathOf(digest)),
    readSync,
    read: async (digest) => {
      try {
        return await readFile(pathOf(digest));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    write: (digest, bytes) => {
      const pending = writing.get(digest);
      if (pending) return pending;
      if (existsSync(pathOf(digest))) return Promise.resolve();
      mkdirSync(root, { recursive: true });
      const done = writeFileAtomically(pathOf(digest), bytes).finally(() => writing.delete(digest));
      writing.set(digest, done);
      return done;
    },
  };
}

/** The content store that goes with a state file (or with none). */
export function contentStoreFor(stateFile: string | undefined): ContentStore {
  return stateFile === undefined ? memoryContentStore() : directoryContentStore(`${stateFile}.blobs`);
}
