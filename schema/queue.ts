// Wire types of the message queue API (`{queue_url}/api/v3`, seed "Message queue"): the JSON
// answers, the ndjson form of a delivered message, the extend body, the error bodies, and the
// emulator's admin API for regional failover. The request headers (Vqs-*) and their limits are
// here too, so the emulator and tests read one list.
import { z } from "zod";

/** Topic and consumer group names (seed: `^[A-Za-z0-9_\-]+$`). */
export const QUEUE_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A region code, as `@vercel/queue` validates it (`iad1`, `lhr1`). */
export const REGION_PATTERN = /^[a-z]{2,5}[0-9]{1,2}$/;

/** Limits of the platform description's "Limits" table, in seconds unless named otherwise. */
export const QUEUE_LIMITS = {
  retention: { min: 60, max: 86_400, default: 86_400 },
  visibilityTimeout: { min: 0, max: 3_600, default: 60 },
  maxMessages: { min: 1, max: 10, default: 1 },
  maxConcurrency: { min: 1 },
  /** `@vercel/queue`'s README: "idempotencyKey … max 256 chars" (the platform description states no bound). */
  idempotencyKeyLength: 256,
} as const;

export const QUEUE_HEADERS = {
  retention: "vqs-retention-seconds",
  delay: "vqs-delay-seconds",
  idempotencyKey: "vqs-idempotency-key",
  deploymentId: "vqs-deployment-id",
  maxMessages: "vqs-max-messages",
  visibilityTimeout: "vqs-visibility-timeout-seconds",
  maxConcurrency: "vqs-max-concurrency",
  /** The emulator's way to name a region on a host without a region subdomain (plain loopback). */
  region: "vqs-region",
} as const;

/** `201` of a publish; the same id is in the `Vqs-Message-Id` header. */
export const PublishResponse = z.object({ messageId: z.string().min(1) });
export type PublishResponse = z.infer<typeof PublishResponse>;

/** `202` of a publish during a regional failover: stored in a neighbouring region. */
export const DeferredResponse = z.object({ deferred: z.literal(true) });

/** A batch publish holds 1 to 100 messages (`@vercel/queue`'s `sendBatch` refuses others). */
export const BATCH_SIZE = { min: 1, max: 100 } as const;

/**
 * `200` of a batch publish (not in the platform description; `@vercel/queue` 0.6.0's `BatchSendResult`): one
 * result per part, in order.
 */
export const BatchPublishResponse = z.strictObject({
  results: z.array(
    z.discriminatedUnion("status", [
      z.strictObject({ status: z.literal("sent"), messageId: z.string().min(1) }),
      z.strictObject({ status: z.literal("deferred"), messageId: z.null() }),
      z.strictObject({
        status: z.literal("failed"),
        statusCode: z.number().int(),
        error: z.string(),
        retryable: z.boolean(),
      }),
    ]),
  ),
});
export type BatchPublishResponse = z.infer<typeof BatchPublishResponse>;

/** One line of an `application/x-ndjson` receive. */
export const NdjsonMessage = z.strictObject({
  messageId: z.string(),
  receiptHandle: z.string(),
  deliveryCount: z.number().int().min(1),
  timestamp: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  contentType: z.string(),
  /** The payload, base64. */
  body: z.string(),
});
export type NdjsonMessage = z.infer<typeof NdjsonMessage>;

/** Body of `PATCH …/lease/{receiptHandle}` (and of its `/visibility` path). */
export const ExtendRequest = z.strictObject({
  visibilityTimeoutSeconds: z
    .number()
    .int()
    .min(QUEUE_LIMITS.visibilityTimeout.min)
    .max(QUEUE_LIMITS.visibilityTimeout.max),
});

export const ExtendResponse = z.object({ success: z.literal(true) });

/** The error envelope; a 409 for a duplicate adds `originalMessageId`, a 400 past expiry `expiresAt`. */
export const QueueErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  originalMessageId: z.string().optional(),
  expiresAt: z.iso.datetime().optional(),
});
export type QueueErrorBody = z.infer<typeof QueueErrorBody>;

/** A region as the admin API reports it (`/_emulator/queue/regions/:region/failover`). */
export const RegionStatus = z.object({
  region: z.string(),
  failingOver: z.boolean(),
  /** Messages accepted with 202 and held in a neighbouring region until this one recovers. */
  deferred: z.number().int().min(0),
  /** On recovery: how many deferred messages moved back and became deliverable. */
  relocated: z.number().int().min(0).optional(),
});
export type RegionStatus = z.infer<typeof RegionStatus>;

/** `GET /_emulator/queue`: where the queue listens, and the regions failing over. */
export const QueueStatus = z.object({
  url: z.string(),
  regions: z.array(RegionStatus),
});
export type QueueStatus = z.infer<typeof QueueStatus>;
