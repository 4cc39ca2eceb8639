// Wire types of edge cache purges (seed 000's `edge-cache` group: POST /v1/edge-cache/
// invalidate-by-tags, dangerously-delete-by-tags, invalidate-by-src-images,
// dangerously-delete-by-src-images, each with `?projectIdOrName=`). Bodies are @vercel/sdk
// 1.28.35's (InvalidateByTagsRequestBody and its siblings); the platform answers 200 with no body.
// What the emulator recorded is its own admin answer (GET /_emulator/edge-cache/purges).
import { z } from "zod";
import { EpochMs } from "./common";

export const PURGE_TARGETS = ["production", "preview"] as const;
/** Tags one call may name (inferred); a tag's length (inferred). */
export const MAX_PURGE_TAGS = 128;
export const MAX_TAG_LENGTH = 256;

export const PurgeQuery = z.looseObject({ projectIdOrName: z.string().min(1, "must not be empty") });

const Tag = z
  .string()
  .min(1, "must not be empty")
  .max(MAX_TAG_LENGTH, `must be at most ${MAX_TAG_LENGTH} characters`);

/** `tags` is a list or one string of comma-separated tags (the SDK takes both). */
const Tags = z
  .union([z.array(Tag), z.string().transform((tags) => tags.split(",").map((tag) => tag.trim()))])
  .pipe(
    z
      .array(Tag)
      .min(1, "must name at least one tag")
      .max(MAX_PURGE_TAGS, `must name at most ${MAX_PURGE_TAGS} tags`),
  );

const Deadline = z.number().int().min(0, "must be at least 0").optional();

export const PurgeByTagsRequest = z.object({
  tags: Tags,
  target: z.enum(PURGE_TARGETS).optional(),
  /** Delete only: how long a stale entry may still be served while it revalidates. */
  revalidationDeadlineSeconds: Deadline,
});
export type PurgeByTagsRequest = z.input<typeof PurgeByTagsRequest>;

export const PurgeBySrcImagesRequest = z.object({
  srcImages: z
    .array(z.string().min(1, "must not be empty"))
    .min(1, "must name at least one image")
    .max(MAX_PURGE_TAGS, `must name at most ${MAX_PURGE_TAGS} images`),
  revalidationDeadlineSeconds: Deadline,
});
export type PurgeBySrcImagesRequest = z.input<typeof PurgeBySrcImagesRequest>;

/** One purge as the emulator recorded it, so a test can assert what a deploy purged. */
export const RecordedPurge = z.object({
  id: z.string(),
  projectId: z.string(),
  /** `invalidate` marks entries stale (served while they revalidate); `delete` drops them. */
  action: z.enum(["invalidate", "delete"]),
  by: z.enum(["tags", "srcImages"]),
  values: z.array(z.string()),
  target: z.enum(PURGE_TARGETS).optional(),
  revalidationDeadlineSeconds: z.number().int().optional(),
  createdAt: EpochMs,
});
export type RecordedPurge = z.infer<typeof RecordedPurge>;
