// Publish (seed: `POST /api/v3/topic/{topic}`): the body stored whole with its Content-Type, a
// retention of 60 s to 24 h (24 h by default), a delay of at most the retention, and deduplication
// on a hash of the idempotency key for as long as the original message lives. While the region
// fails over, the message is accepted with 202 and held until the region recovers.
import { createHash } from "node:crypto";
import { BATCH_SIZE, QUEUE_HEADERS, QUEUE_LIMITS, type BatchPublishResponse } from "../../../schema/queue";
import type { PlaneRequest } from "../../data-plane";
import { ApiError } from "../../errors";
import type { Store } from "../../store";
import { batchParts } from "./batch-parts";
import { invalid } from "./errors";
import { integerHeader, stringHeader } from "./request-headers";
import {
  appendMessage,
  findByKey,
  insertDuplicate,
  isFailingOver,
  newMessageId,
  removeExpired,
  topicKey,
  type TopicScope,
} from "./store";

export type PublishOutcome =
  { readonly kind: "stored"; readonly messageId: string } | { readonly kind: "deferred" };

interface PublishInput {
  readonly body: Buffer;
  readonly contentType: string | undefined;
  readonly retentionSeconds: number;
  readonly delaySeconds: number;
  readonly idempotencyKey: string | undefined;
  readonly deploymentId: string | undefined;
}

/** The publish headers, checked against the platform description's limits (400 naming the header). */
export function publishInput(request: PlaneRequest): PublishInput {
  const { retention, idempotencyKeyLength } = QUEUE_LIMITS;
  const retentionSeconds = integerHeader(request, QUEUE_HEADERS.retention, retention, retention.default);
  const delaySeconds = integerHeader(request, QUEUE_HEADERS.delay, { min: 0 }, 0);
  if (delaySeconds > retentionSeconds) {
    throw invalid(
      `header Vqs-Delay-Seconds (${delaySeconds}) must not exceed the retention (${retentionSeconds})`,
    );
  }
  const idempotencyKey = stringHeader(request, QUEUE_HEADERS.idempotencyKey);
  if (
    idempotencyKey !== undefined &&
    (idempotencyKey === "" || idempotencyKey.length > idempotencyKeyLength)
  ) {
    throw invalid(`header Vqs-Idempotency-Key must hold 1 to ${idempotencyKeyLength} characters`);
  }
  return {
    body: request.body,
    contentType: stringHeader(request, "content-type"),
    retentionSeconds,
    delaySeconds,
    idempotencyKey,
    deploymentId: stringHeader(request, QUEUE_HEADERS.deploymentId) || undefined,
  };
}

export function publish(store: Store, scope: TopicScope, input: PublishInput, now: number): PublishOutcome {
  const key = topicKey(scope);
  removeExpired(store, key, now);
  const failingOver = isFailingOver(store, scope.region);
  const keyHash = input.idempotencyKey === undefined ? undefined : hash(input.idempotencyKey);
  const original = keyHash === undefined ? undefined : findByKey(store, key, keyHash, now);
  if (original) {
    // Dropped silently, and the call still succeeds: the duplicate gets an id of its own, which
    // names the original when fetched.
    if (failingOver) return { kind: "deferred" };
    const id = newMessageId();
    const { projectId, expiresAt } = original;
    insertDuplicate(store, key, { id, projectId, originalMessageId: original.id, expiresAt });
    return { kind: "stored", messageId: id };
  }
  const stored = appendMessage(store, scope, {
    projectId: scope.projectId,
    publishedAt: now,
    visibleAt: now + input.delaySeconds * 1000,
    expiresAt: now + input.retentionSeconds * 1000,
    ...(input.contentType === undefined ? {} : { contentType: input.contentType }),
    body: input.body.toString("base64"),
    ...(keyHash === undefined ? {} : { idempotencyKeyHash: keyHash }),
    ...(input.deploymentId === undefined ? {} : { deploymentId: input.deploymentId }),
    ...(failingOver ? { deferred: true as const } : {}),
    groups: {},
  });
  return failingOver ? { kind: "deferred" } : { kind: "stored", messageId: stored.id };
}

function hash(idempotencyKey: string): string {
  return createHash("sha256").update(idempotencyKey).digest("hex");
}

/**
 * A batch: every part published as a single publish of its headers and bytes would be (the
 * request's `Vqs-Deployment-Id` applies to all), each answering its own fate in order. A part a
 * single publish would refuse fails alone; the others are stored.
 */
export function publishBatch(
  store: Store,
  scope: TopicScope,
  request: PlaneRequest,
  now: number,
): BatchPublishResponse {
  const parts = batchParts(request.headers["content-type"], request.body);
  if (parts.length < BATCH_SIZE.min || parts.length > BATCH_SIZE.max) {
    throw invalid(`a batch must hold ${BATCH_SIZE.min} to ${BATCH_SIZE.max} messages, got ${parts.length}`);
  }
  const deploymentId = request.headers[QUEUE_HEADERS.deploymentId];
  const results = parts.map((part): BatchPublishResponse["results"][number] => {
    const headers =
      deploymentId === undefined
        ? part.headers
        : { ...part.headers, [QUEUE_HEADERS.deploymentId]: deploymentId };
    try {
      const outcome = publish(store, scope, publishInput({ ...request, headers, body: part.body }), now);
      return outcome.kind === "stored"
        ? { status: "sent", messageId: outcome.messageId }
        : { status: "deferred", messageId: null };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return {
        status: "failed",
        statusCode: error.status,
        error: error.message,
        retryable: error.status >= 500,
      };
    }
  });
  return { results };
}
