// Wire types of the container registry's management API (seed 000, group `vcr`: 13 operations under
// /v1/vcr/repository). The platform description shows no payloads, so the shapes are @vercel/sdk's models
// (VcrRepository, VcrRepositoryPermission, VcrImageListItem, VcrImageDetail, VcrTag). A repository
// belongs to a project (`?projectId=` on every call); a permission shares it with another team for
// pulls. The registry protocol itself (/v2/...) answers OCI distribution bytes, not these.
import { z } from "zod";

/** The repository name rule the Terraform provider documents (and the OCI path component rule). */
export const REPOSITORY_NAME = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;

export const VcrRepository = z.object({
  id: z.string(),
  name: z.string(),
  projectId: z.string(),
  public: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VcrRepository = z.infer<typeof VcrRepository>;

export const VcrRepositoryList = z.object({
  repositories: z.array(VcrRepository),
  nextCursor: z.string().optional(),
});

/** A repository's name, as the platform and `check` refuse a wrong one. */
export const RepositoryName = z
  .string()
  .max(128, "must be at most 128 characters")
  .regex(
    REPOSITORY_NAME,
    "must be lowercase letters, digits, periods, underscores and dashes, not starting or ending with one of . _ -",
  );

export const VcrRepositoryCreateRequest = z.object({ projectId: z.string().min(1), name: RepositoryName });

export const VcrRepositoryPermission = z.object({
  repositoryId: z.string(),
  teamId: z.string(),
  teamSlug: z.string(),
  createdAt: z.string(),
});
export type VcrRepositoryPermission = z.infer<typeof VcrRepositoryPermission>;
export const VcrRepositoryPermissionList = z.object({
  permissions: z.array(VcrRepositoryPermission),
  nextCursor: z.string().optional(),
});

/** Which team a permission is for: its id or its slug (one of them). */
export const VcrPermissionTarget = z
  .object({ teamId: z.string().min(1).optional(), teamSlug: z.string().min(1).optional() })
  .refine((body) => (body.teamId === undefined) !== (body.teamSlug === undefined), {
    message: "give exactly one of teamId and teamSlug",
  });

export const VCR_IMAGE_KINDS = ["manifest", "index", "attestation"] as const;

/** What an image and a tag pointing at it both tell of the image. */
const ImageMetadata = {
  manifestDigest: z.string(),
  kind: z.enum(VCR_IMAGE_KINDS),
  arch: z.string().optional(),
  platform: z.string().optional(),
  pushedBy: z.string().optional(),
  sizeInBytes: z.number(),
  status: z.enum(["preparing", "ready", "unoptimized"]).nullable(),
};

const ImageFields = {
  id: z.string(),
  repositoryId: z.string(),
  ...ImageMetadata,
  tags: z.array(z.string()),
  createdAt: z.string(),
};

export const VcrImageListItem = z.object(ImageFields);
export const VcrImageList = z.object({
  images: z.array(VcrImageListItem),
  nextCursor: z.string().optional(),
});

/** One layer of an image's history as the SDK's VcrImageLayer union tells it (the `UNKNOWN` arm). */
export const VcrImageLayer = z.object({
  type: z.literal("UNKNOWN"),
  operation: z.literal("UNKNOWN"),
  createdBy: z.string().nullable(),
  digest: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  value: z.string().nullable(),
});
export const VcrImageDetail = z.object({ ...ImageFields, layers: z.array(VcrImageLayer) });

export const VcrTag = z.object({
  tag: z.string(),
  imageId: z.string(),
  ...ImageMetadata,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const VcrTagList = z.object({ tags: z.array(VcrTag), nextCursor: z.string().optional() });

/** `?projectId=` (every call) plus the cursor pages the SDK's list requests take. */
export const VcrProjectQuery = z.object({ projectId: z.string().min(1) });
export const VcrPageQuery = VcrProjectQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().optional(),
});
export const VcrImagesQuery = VcrPageQuery.extend({ untagged: z.enum(["true", "false"]).optional() });
export const VcrTagsQuery = VcrPageQuery.extend({
  sortBy: z.enum(["updatedAt", "tag"]).optional(),
  sortOrder: z.enum(["asc", "desc"]).optional(),
});
