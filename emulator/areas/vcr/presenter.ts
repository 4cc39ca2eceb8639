// The vcr area's wire shapes (@vercel/sdk's Vcr* models): ISO timestamps, an image with the tags
// that point at it, a permission with its team's slug. Handlers hand the presenters views that
// already carry what the store keeps elsewhere (tags, the team), since a presenter reads no store.
import type { StoredImage, StoredPermission, StoredRepository, StoredTag } from "./store";

const iso = (ms: number): string => new Date(ms).toISOString();

export function presentRepository(repository: StoredRepository) {
  return {
    id: repository.id,
    name: repository.name,
    projectId: repository.projectId,
    public: repository.public,
    createdAt: iso(repository.createdAt),
    updatedAt: iso(repository.updatedAt),
  };
}

export type PermissionView = StoredPermission & { teamSlug: string };

export function presentPermission(permission: PermissionView) {
  return {
    repositoryId: permission.repositoryId,
    teamId: permission.teamId,
    teamSlug: permission.teamSlug,
    createdAt: iso(permission.createdAt),
  };
}

export type ImageView = StoredImage & { tags: string[] };

/** Readiness for the platform's sandbox runtime: an index has none, a pushed image is ready. */
const statusOf = (image: StoredImage) => (image.kind === "index" ? null : ("ready" as const));

function imageMetadata(image: StoredImage) {
  return {
    manifestDigest: image.digest,
    kind: image.kind,
    ...(image.arch === undefined ? {} : { arch: image.arch }),
    ...(image.platform === undefined ? {} : { platform: image.platform }),
    pushedBy: image.pushedBy,
    sizeInBytes: image.sizeInBytes,
    status: statusOf(image),
  };
}

export function presentImage(image: ImageView) {
  return {
    id: image.id,
    repositoryId: image.repositoryId,
    ...imageMetadata(image),
    tags: image.tags,
    createdAt: iso(image.createdAt),
  };
}

/**
 * The detail adds the layers. The emulator keeps no build history, so each layer is the SDK's
 * `UNKNOWN` instruction with its digest and size: what a registry knows of an image it did not build.
 */
export function presentImageDetail(image: ImageView) {
  const layers = image.kind === "manifest" ? image.references.slice(1) : [];
  return {
    ...presentImage(image),
    layers: layers.map((layer) => ({
      type: "UNKNOWN" as const,
      operation: "UNKNOWN" as const,
      createdBy: null,
      digest: layer.digest,
      sizeBytes: layer.size,
      value: null,
    })),
  };
}

export type TagView = StoredTag & { image: StoredImage };

export function presentTag(tag: TagView) {
  return {
    tag: tag.tag,
    imageId: tag.imageId,
    ...imageMetadata(tag.image),
    createdAt: iso(tag.createdAt),
    updatedAt: iso(tag.updatedAt),
  };
}
