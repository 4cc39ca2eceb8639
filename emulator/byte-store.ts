// Binary bodies (build-cache artifacts, Blob objects' contents, registry layers) kept OUT of the
// JSON state, by their SHA-256: the emulator's byte store, which Vercel Blob's stores
// (emulator/areas/blob/) keep their objects' bytes in, as the artifacts and the registry do.
//
// Why not in the state like the other collections: the state file is rewritten whole on every save
// (state-file.ts), so bytes stored there as base64 would cost a third more space and make each
// upload rewrite every byte uploaded before it (1,000 artifacts of 100 kB: 13 GB written). Here
// each blob is written once, as raw bytes, in a file of its own; the state keeps only its digest.
//
// Without a state file the blobs live in memory. With one, they go to `<state file>.blobs/`: a blob
// put by a transaction is written (temp, fsync, rename) by `flush()`, which the persist step awaits
// BEFORE it saves the state that names the blob, so a crash never leaves a digest without its bytes.
// Content addressing makes a put idempotent and lets a failed transaction's blob linger harmlessly.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomically } from "./atomic-file";

export class ByteStore {
  /** In memory: every blob. On disk: the blobs not flushed yet. */
  private readonly held = new Map<string, Buffer>();
  private pending: string[] = [];
  /** The chain of flushes, so a later flush resolves only once the earlier ones are on disk. */
  private flushing: Promise<void> = Promise.resolve();

  /** `directory`: where blobs persist (created on demand); none keeps them in memory. */
  constructor(private readonly directory?: string) {}

  /** Keep `bytes`; answers their SHA-256 (hex), the key to read them back with. */
  put(bytes: Buffer): string {
    const digest = createHash("sha256").update(bytes).digest("hex");
    if (this.held.has(digest) || (this.directory && existsSync(this.pathOf(digest)))) return digest;
    this.held.set(digest, bytes);
    if (this.directory) this.pending.push(digest);
    return digest;
  }

  /** The bytes under `digest`, or undefined when none were put (or their file is gone). */
  get(digest: string): Buffer | undefined {
    const held = this.held.get(digest);
    if (held || !this.directory) return held;
    try {
      return readFileSync(this.pathOf(digest));
    } catch {
      return undefined;
    }
  }

  /** Resolves once every blob put before this call is durable on disk (at once in memory). */
  flush(): Promise<void> {
    if (!this.directory || this.pending.length === 0) return this.flushing;
    const batch = this.pending;
    this.pending = [];
    // A failed earlier flush failed its own requests; it must not fail every later one.
    this.flushing = this.flushing.catch(() => {}).then(() => this.write(batch));
    return this.flushing;
  }

  private async write(digests: readonly string[]): Promise<void> {
    mkdirSync(this.directory as string, { recursive: true });
    for (const digest of digests) {
      const bytes = this.held.get(digest);
      if (!bytes) continue;
      await writeFileAtomically(this.pathOf(digest), bytes);
      // On disk now: read back from there, so memory holds only what is in flight.
      this.held.delete(digest);
    }
  }

  private pathOf(digest: string): string {
    return join(this.directory as string, digest);
  }
}
