// Wire types of the remote build cache (seed 000, group `artifacts`; payloads "not shown" there, so
// @vercel/sdk's models are the contract): PUT/GET/HEAD /v8/artifacts/{hash}, POST /v8/artifacts
// (query), POST /v8/artifacts/events, GET /v8/artifacts/status, DELETE /v8/artifacts (delete all).
import { z } from "zod";

/** A task hash as build tools send it (turbo: 16 hex digits); the platform's exact rule is not shown (inferred). */
export const ArtifactHash = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, "must be 1 to 128 letters, digits, '-' or '_'");

/** `x-artifact-duration`: milliseconds the task took, replayed to say how much a hit saved. */
export const ArtifactDuration = z.coerce.number().int().nonnegative();

/** `x-artifact-tag`: the client's signature of the artifact (turbo: base64 HMAC-SHA256), kept as sent. */
export const ArtifactTag = z.string().max(600);

/** PUT's answer (202): where the artifact can be fetched. */
export const ArtifactUploaded = z.object({ urls: z.array(z.string()) });

export const ArtifactQueryRequest = z.object({ hashes: z.array(z.string()).min(1).max(100) });

/** One hash's answer: what is known of it, an error for a hash that cannot be one, or null when absent. */
export const ArtifactInfo = z.object({
  size: z.number().int().nonnegative(),
  taskDurationMs: z.number().int().nonnegative(),
  tag: z.string().optional(),
});
export const ArtifactQueryError = z.object({ error: z.object({ message: z.string() }) });
export const ArtifactQueryResponse = z.record(
  z.string(),
  z.union([ArtifactInfo, ArtifactQueryError]).nullable(),
);

export const ArtifactEvent = z.object({
  sessionId: z.string().min(1),
  source: z.enum(["LOCAL", "REMOTE"]),
  event: z.enum(["HIT", "MISS"]),
  hash: ArtifactHash,
  duration: z.number().int().nonnegative().optional(),
});
export type ArtifactEvent = z.infer<typeof ArtifactEvent>;
export const ArtifactEventsRequest = z.array(ArtifactEvent).max(1000);

export const REMOTE_CACHING_STATUSES = ["disabled", "enabled", "over_limit", "paused"] as const;
export const RemoteCachingStatus = z.object({ status: z.enum(REMOTE_CACHING_STATUSES) });

export const ArtifactsDeleted = z.object({ deletedCount: z.number().int().nonnegative() });
