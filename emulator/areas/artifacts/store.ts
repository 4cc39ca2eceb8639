// The remote build cache as stored: per owner (team or personal account), one record per task hash
// naming its bytes in the byte store (core byte-store.ts: bytes never enter the JSON state), its
// size, the task's duration and the client's signature tag, both handed back with the bytes. The
// usage events clients report are kept per owner too. The artifacts area's public surface.
import type { ArtifactEvent } from "../../../schema/artifacts";
import { ApiError } from "../../errors";
import { newId } from "../../ids";
import type { Store } from "../../store";
import { teamOfOwner } from "../identity/store";

export interface StoredArtifact {
  /** The task hash the client names it by. */
  id: string;
  /** SHA-256 of the bytes: their key in the blob store. */
  digest: string;
  size: number;
  /** `x-artifact-duration`: what a hit saves. */
  durationMs: number;
  /** `x-artifact-tag`: the client's signature, passed back untouched. */
  tag?: string;
  createdAt: number;
}

export interface StoredArtifactEvent extends ArtifactEvent {
  id: string;
  createdAt: number;
}

export const artifactsOf = (store: Store) => store.collection<StoredArtifact>("artifacts");
export const artifactEventsOf = (store: Store) => store.collection<StoredArtifactEvent>("artifactEvents");

/** 403 `remote_caching_disabled` (the code turbo reads to say "remote caching is disabled"). */
export function requireRemoteCaching(store: Store, ownerId: string): void {
  if (remoteCachingEnabled(store, ownerId)) return;
  throw new ApiError(
    403,
    "remote_caching_disabled",
    "Remote Caching has been disabled for this team. An owner can enable it in the team's settings.",
  );
}

/** A team's own setting (on unless turned off); a personal account always has it. */
export function remoteCachingEnabled(store: Store, ownerId: string): boolean {
  return teamOfOwner(store, ownerId)?.remoteCaching?.enabled !== false;
}

export interface ArtifactUpload {
  readonly hash: string;
  readonly bytes: Buffer;
  readonly durationMs: number;
  readonly tag?: string | undefined;
}

/** Store (or replace) the artifact of `hash`: the bytes go to the blob store, the record to the state. */
export function putArtifact(store: Store, ownerId: string, upload: ArtifactUpload): StoredArtifact {
  const record: StoredArtifact = {
    id: upload.hash,
    digest: store.blobs.put(upload.bytes),
    size: upload.bytes.length,
    durationMs: upload.durationMs,
    ...(upload.tag === undefined ? {} : { tag: upload.tag }),
    createdAt: store.now(),
  };
  const artifacts = artifactsOf(store);
  return artifacts.get(ownerId, upload.hash)
    ? artifacts.replace(ownerId, record)
    : artifacts.insert(ownerId, record);
}

export const findArtifact = (store: Store, ownerId: string, hash: string): StoredArtifact | undefined =>
  artifactsOf(store).get(ownerId, hash);

/** The stored bytes; an artifact whose blob is lost counts as absent rather than as empty. */
export function artifactBytes(store: Store, artifact: StoredArtifact): Buffer | undefined {
  return store.blobs.get(artifact.digest);
}

/** Forget every artifact of the owner; answers how many there were. */
export function deleteAllArtifacts(store: Store, ownerId: string): number {
  const artifacts = artifactsOf(store);
  const all = artifacts.list(ownerId);
  for (const artifact of all) artifacts.remove(ownerId, artifact.id);
  return all.length;
}

export function recordArtifactEvents(store: Store, ownerId: string, events: readonly ArtifactEvent[]): void {
  const collection = artifactEventsOf(store);
  for (const event of events) {
    collection.insert(ownerId, { ...event, id: newId("artevt_", 16), createdAt: store.now() });
  }
}
