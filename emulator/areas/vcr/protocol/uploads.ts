// Blob upload sessions (POST starts one, PATCH appends a chunk, PUT ?digest= completes it, DELETE
// cancels it). A session's bytes are kept in memory and hashed as they arrive, so completing a
// 50 MB upload costs no second pass; only the completed blob becomes durable (content-store.ts).
// A session does not survive a restart, as the spec allows: the client starts a new upload.
import { createHash, randomUUID, type Hash } from "node:crypto";

/**
 * The largest request body the registry reads (a layer sent in one PATCH or PUT, as crane and
 * docker send it). Bodies are held in memory, so the emulator draws a line where the platform API's
 * 10 MiB would refuse ordinary images.
 */
export const REGISTRY_BODY_LIMIT = 1024 * 1024 * 1024;

export interface UploadSession {
  readonly uuid: string;
  readonly repositoryId: string;
  readonly chunks: Buffer[];
  size: number;
  readonly hash: Hash;
}

export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  start(repositoryId: string): UploadSession {
    const session = { uuid: randomUUID(), repositoryId, chunks: [], size: 0, hash: createHash("sha256") };
    this.sessions.set(session.uuid, session);
    return session;
  }

  /** The session of this repository, or undefined (unknown, finished, or another repository's). */
  find(uuid: string, repositoryId: string): UploadSession | undefined {
    const session = this.sessions.get(uuid);
    return session?.repositoryId === repositoryId ? session : undefined;
  }

  append(session: UploadSession, chunk: Buffer): void {
    if (chunk.length === 0) return;
    session.chunks.push(chunk);
    session.size += chunk.length;
    session.hash.update(chunk);
  }

  /** Ends the session: its bytes and their sha256 digest. */
  finish(session: UploadSession): { bytes: Buffer; digest: string } {
    this.sessions.delete(session.uuid);
    return {
      bytes: Buffer.concat(session.chunks, session.size),
      digest: `sha256:${session.hash.digest("hex")}`,
    };
  }

  cancel(uuid: string): void {
    this.sessions.delete(uuid);
  }

  clear(): void {
    this.sessions.clear();
  }
}

/** `Range: 0-<last byte>` of what a session holds (the spec's upload progress header). */
export const progressRange = (size: number): string => `0-${Math.max(0, size - 1)}`;

/** The start of a PATCH's `Content-Range: <start>-<end>` (the spec's form, no `bytes ` unit), if any. */
export function chunkStart(contentRange: string | undefined): number | undefined {
  const match = /^(?:bytes\s+)?(\d+)-(\d+)/.exec(contentRange ?? "");
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
