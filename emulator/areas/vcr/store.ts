// The container registry as stored: repositories (children of a project), the teams a repository is
// shared with, the blobs each repository holds, its images (one per manifest digest) and its tags
// (children of the image they point at, so deleting an image takes its tags). The vcr area's public
// surface, for its management routes and its registry protocol (protocol/).
//
// Blob bytes are not in the JSON store: it is saved whole after every write, so one 50 MB layer as
// base64 would add 67 MB to every later save of every area. They live in the content store
// (content-store.ts) under their digest; the JSON store keeps which repository holds which digest.
// Manifests are small (at most 4 MiB, the limit the distribution spec suggests) and stay here.
import { notFound } from "../../errors";
import { newId } from "../../ids";
import type { Store } from "../../store";
import { findProject } from "../projects/store";

export const VCR_REPOSITORIES = "vcrRepositories";
export const VCR_PERMISSIONS = "vcrPermissions";
export const VCR_BLOBS = "vcrBlobs";
export const VCR_IMAGES = "vcrImages";
export const VCR_TAGS = "vcrTags";

export interface StoredRepository {
  id: string;
  name: string;
  projectId: string;
  public: boolean;
  createdAt: number;
  updatedAt: number;
}

/** A team the repository is shared with: its members may pull. */
export interface StoredPermission {
  /** `<repositoryId>:<teamId>`: one grant per team. */
  id: string;
  repositoryId: string;
  teamId: string;
  createdAt: number;
}

/** A blob the repository holds; the bytes are in the content store under `digest`. */
export interface StoredBlob {
  /** `<repositoryId>:<digest>`. */
  id: string;
  repositoryId: string;
  digest: string;
  size: number;
  createdAt: number;
}

export type ImageKind = "manifest" | "index" | "attestation";

/** One pushed manifest, by digest. */
export interface StoredImage {
  id: string;
  repositoryId: string;
  digest: string;
  mediaType: string;
  /** The manifest byte for byte (base64): its digest is over these bytes. */
  manifest: string;
  kind: ImageKind;
  /** The config's `architecture` and `os`, for a single-platform image manifest. */
  arch?: string;
  platform?: string;
  /** The manifest's config and layers (an index's manifests), with their sizes. */
  references: { digest: string; size: number; mediaType: string }[];
  /** Manifest, config and layers in bytes. */
  sizeInBytes: number;
  pushedBy: string;
  createdAt: number;
}

export interface StoredTag {
  /** `<repositoryId>:<tag>`. */
  id: string;
  repositoryId: string;
  tag: string;
  imageId: string;
  createdAt: number;
  updatedAt: number;
}

export const repositoriesOf = (store: Store) => store.collection<StoredRepository>(VCR_REPOSITORIES);
export const permissionsOf = (store: Store) => store.collection<StoredPermission>(VCR_PERMISSIONS);
export const blobsOf = (store: Store) => store.collection<StoredBlob>(VCR_BLOBS);
export const imagesOf = (store: Store) => store.collection<StoredImage>(VCR_IMAGES);
export const tagsOf = (store: Store) => store.collection<StoredTag>(VCR_TAGS);

/** `{idOrName}` of a repository of the project (the SDK's `?projectId=`, id or name). */
export function findRepository(
  store: Store,
  ownerId: string,
  projectIdOrName: string,
  idOrName: string,
): StoredRepository {
  const project = findProject(store, ownerId, projectIdOrName);
  const repository = repositoriesOf(store).find(
    ownerId,
    (r) => r.projectId === project.id && (r.id === idOrName || r.name === idOrName),
  );
  if (!repository) throw notFound(`Repository not found: ${idOrName}`);
  return repository;
}

export function createRepository(
  store: Store,
  ownerId: string,
  projectId: string,
  name: string,
): StoredRepository {
  const now = store.now();
  return repositoriesOf(store).insert(ownerId, {
    id: newId("vcrrepo_", 24),
    name,
    projectId,
    public: false,
    createdAt: now,
    updatedAt: now,
  });
}

export function imagesOfRepository(store: Store, ownerId: string, repositoryId: string): StoredImage[] {
  return imagesOf(store).filter(ownerId, (image) => image.repositoryId === repositoryId);
}

export function tagsOfRepository(store: Store, ownerId: string, repositoryId: string): StoredTag[] {
  return tagsOf(store).filter(ownerId, (tag) => tag.repositoryId === repositoryId);
}

export function tagsOfImage(store: Store, ownerId: string, imageId: string): string[] {
  return tagsOf(store)
    .filter(ownerId, (tag) => tag.imageId === imageId)
    .map((tag) => tag.tag)
    .sort();
}

/** An image by its internal id or its manifest digest. */
export function findImage(
  store: Store,
  ownerId: string,
  repositoryId: string,
  idOrDigest: string,
): StoredImage | undefined {
  return imagesOf(store).find(
    ownerId,
    (image) =>
      image.repositoryId === repositoryId && (image.id === idOrDigest || image.digest === idOrDigest),
  );
}

export function findTag(
  store: Store,
  ownerId: string,
  repositoryId: string,
  tag: string,
): StoredTag | undefined {
  return tagsOf(store).get(ownerId, `${repositoryId}:${tag}`);
}

export function findBlob(
  store: Store,
  ownerId: string,
  repositoryId: string,
  digest: string,
): StoredBlob | undefined {
  return blobsOf(store).get(ownerId, `${repositoryId}:${digest}`);
}

/** Records that the repository holds the blob (idempotent: a blob pushed twice is one blob). */
export function linkBlob(
  store: Store,
  ownerId: string,
  repositoryId: string,
  digest: string,
  size: number,
): void {
  if (findBlob(store, ownerId, repositoryId, digest)) return;
  blobsOf(store).insert(ownerId, {
    id: `${repositoryId}:${digest}`,
    repositoryId,
    digest,
    size,
    createdAt: store.now(),
  });
}

/** Points `tag` at the image, creating the tag or moving it. */
export function setTag(
  store: Store,
  ownerId: string,
  repositoryId: string,
  tag: string,
  imageId: string,
): void {
  const existing = findTag(store, ownerId, repositoryId, tag);
  const now = store.now();
  if (!existing) {
    tagsOf(store).insert(ownerId, {
      id: `${repositoryId}:${tag}`,
      repositoryId,
      tag,
      imageId,
      createdAt: now,
      updatedAt: now,
    });
  } else if (existing.imageId !== imageId) {
    tagsOf(store).replace(ownerId, { ...existing, imageId, updatedAt: now });
  }
}

/** Whether a member of `teamId` may pull from the repository because it was shared with the team. */
export function isSharedWith(store: Store, ownerId: string, repositoryId: string, teamId: string): boolean {
  return permissionsOf(store).get(ownerId, `${repositoryId}:${teamId}`) !== undefined;
}
