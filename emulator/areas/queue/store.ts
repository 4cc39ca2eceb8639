// What the queue keeps, and how the rest of the area finds it. A topic is scoped by everything the
// seed scopes messages by: the region (a region's messages are consumed only there) and the OIDC
// token's owner, project and environment (another project's token sees nothing). Each message
// carries its state in every consumer group that has seen it: groups are independent views.
//
// The store copies an owner's item array on a transaction's first write to it (store.ts), and finds
// items by scanning, so a topic's messages are kept in buckets of BUCKET_SIZE, in publish order
// (owner key `<topic key>#<bucket>`): a write copies one bucket, not the topic, and each consumer
// group keeps a cursor on the first bucket that may still hold something for it, so a receive does
// not walk over what the group has acknowledged. A message's id names its bucket.
//
// Times are epoch milliseconds on the emulator's clock (clock.ts), moved by `POST /_emulator/clock`.
import { randomAlphanumeric } from "../../ids";
import type { Store } from "../../store";
import { IDENTITY_OWNER } from "../identity/store";

/** A message's state in one consumer group. */
export interface GroupState {
  /** Leased deliveries so far; the next delivery reports this plus one. */
  deliveryCount: number;
  /** The current or last lease: its handle, and when it ends (ended when not in the future). */
  receiptHandle?: string;
  leaseUntil?: number;
  /** Acknowledged: gone from this group's view for good. */
  acknowledged?: true;
}

export interface StoredMessage {
  id: string;
  /** The project of the token that published it (deleting the project deletes its messages). */
  projectId: string;
  publishedAt: number;
  /** Publish time plus the delay. */
  visibleAt: number;
  /** Publish time plus the retention; the message is gone from then on. */
  expiresAt: number;
  /** As given at publish; absent when none was. */
  contentType?: string;
  /** The payload, base64 (the state is JSON). */
  body: string;
  /** SHA-256 of the idempotency key: the key itself is not kept. */
  idempotencyKeyHash?: string;
  deploymentId?: string;
  /** Accepted with 202 while the region was failing over: held until the region recovers. */
  deferred?: true;
  groups: Record<string, GroupState>;
}

/** What a publish gives; the store adds the id (`appendMessage`). */
export type NewMessage = Omit<StoredMessage, "id">;

/** A publish dropped as a duplicate: its id answers 409 with the original's id while that one lives. */
export interface StoredDuplicate {
  id: string;
  projectId: string;
  originalMessageId: string;
  expiresAt: number;
}

/** A topic's bookkeeping (one item, under the topic's key). */
interface StoredTopic {
  id: "topic";
  projectId: string;
  /** Messages published so far: the next one's sequence number. */
  published: number;
  /** The first bucket not yet dropped for retention. */
  firstBucket: number;
}

/** A consumer group's cursor: no bucket before this one holds anything for the group. */
interface StoredCursor {
  id: string;
  projectId: string;
  bucket: number;
}

/** Idempotency key hash → the message that holds it (sharded by the hash's first two digits). */
interface StoredKey {
  id: string;
  projectId: string;
  messageId: string;
  expiresAt: number;
}

/** Index of the messages a failing-over region deferred (owner key: the region). */
interface StoredDeferral {
  id: string;
  projectId: string;
  topicKey: string;
}

/** A region failing over (set through the admin API). */
interface StoredFailover {
  id: string;
  since: number;
}

/** What scopes a topic's messages. */
export interface TopicScope {
  readonly region: string;
  readonly ownerId: string;
  readonly projectId: string;
  readonly environment: string;
  readonly topic: string;
}

const BUCKET_SIZE = 256;

// Every collection but the failovers belongs to a project: relations.ts cascades them on `projectId`.
const MESSAGES = "queueMessages";
const DUPLICATES = "queueDuplicates";
const TOPICS = "queueTopics";
const CURSORS = "queueCursors";
const KEYS = "queueIdempotencyKeys";
const DEFERRALS = "queueDeferrals";
const FAILOVERS = "queueFailovers";

/** Emulator bookkeeping rather than anyone's data: left out of `/_emulator/state`. */
export const QUEUE_BOOKKEEPING_COLLECTIONS: ReadonlySet<string> = new Set([
  TOPICS,
  CURSORS,
  KEYS,
  DEFERRALS,
  FAILOVERS,
]);

const messagesOf = (store: Store) => store.collection<StoredMessage>(MESSAGES);
const duplicatesOf = (store: Store) => store.collection<StoredDuplicate>(DUPLICATES);
const topicsOf = (store: Store) => store.collection<StoredTopic>(TOPICS);
const cursorsOf = (store: Store) => store.collection<StoredCursor>(CURSORS);
const keysOf = (store: Store) => store.collection<StoredKey>(KEYS);
const deferralsOf = (store: Store) => store.collection<StoredDeferral>(DEFERRALS);
const failoversOf = (store: Store) => store.collection<StoredFailover>(FAILOVERS);

/** The owner key of a topic. Names match `^[A-Za-z0-9_-]+$`, so "/" and "#" cannot collide. */
export function topicKey(scope: TopicScope): string {
  return [scope.region, scope.ownerId, scope.projectId, scope.environment, scope.topic].join("/");
}

const bucketKey = (key: string, bucket: number) => `${key}#${bucket}`;
const keyShard = (key: string, hash: string) => `${key}#${hash.slice(0, 2)}`;

/** `msg_<sequence, base 36>_<random>`: opaque to clients, its bucket to the store. */
function bucketOf(messageId: string): number | undefined {
  const sequence = /^msg_([0-9a-z]+)_[A-Za-z0-9]+$/.exec(messageId)?.[1];
  return sequence === undefined ? undefined : Math.floor(parseInt(sequence, 36) / BUCKET_SIZE);
}

/** An id of the message form that names no stored message (a duplicate's). */
export function newMessageId(): string {
  return `msg_${randomAlphanumeric(6).toLowerCase()}_${randomAlphanumeric(18)}`;
}

export const MESSAGE_ID_PATTERN = /^msg_[0-9a-z]+_[A-Za-z0-9]+$/;

/** Alive: published and not yet expired (delayed and deferred messages are alive). */
export const isAlive = (message: StoredMessage, now: number): boolean => now < message.expiresAt;

function topicOf(store: Store, key: string, projectId: string): StoredTopic {
  return topicsOf(store).get(key, "topic") ?? { id: "topic", projectId, published: 0, firstBucket: 0 };
}

function saveTopic(store: Store, key: string, topic: StoredTopic): void {
  if (topicsOf(store).get(key, "topic")) topicsOf(store).replace(key, topic);
  else topicsOf(store).insert(key, topic);
}

/** Stores a published message at the end of its topic; `deferred` ones wait for their region. */
export function appendMessage(store: Store, scope: TopicScope, message: NewMessage): StoredMessage {
  const key = topicKey(scope);
  const topic = topicOf(store, key, scope.projectId);
  const sequence = topic.published;
  const stored: StoredMessage = {
    ...message,
    id: `msg_${sequence.toString(36)}_${randomAlphanumeric(16)}`,
  };
  messagesOf(store).insert(bucketKey(key, Math.floor(sequence / BUCKET_SIZE)), stored);
  saveTopic(store, key, { ...topic, published: sequence + 1 });
  if (stored.idempotencyKeyHash !== undefined) {
    // The key may still be indexed for an expired original whose bucket is not dropped yet.
    const { idempotencyKeyHash: hash, projectId, expiresAt } = stored;
    const shard = keyShard(key, hash);
    const entry = { id: hash, projectId, messageId: stored.id, expiresAt };
    if (keysOf(store).get(shard, hash)) keysOf(store).replace(shard, entry);
    else keysOf(store).insert(shard, entry);
  }
  if (stored.deferred) {
    deferralsOf(store).insert(scope.region, { id: stored.id, projectId: scope.projectId, topicKey: key });
  }
  return stored;
}

/** The live message of the topic with this id, deferred or not. */
export function findMessage(store: Store, key: string, id: string, now: number): StoredMessage | undefined {
  const bucket = bucketOf(id);
  const message = bucket === undefined ? undefined : messagesOf(store).get(bucketKey(key, bucket), id);
  return message && isAlive(message, now) ? message : undefined;
}

export function saveMessage(store: Store, key: string, message: StoredMessage): StoredMessage {
  return messagesOf(store).replace(bucketKey(key, bucketOf(message.id) ?? 0), message);
}

/** The live message holding an idempotency key hash, if any. */
export function findByKey(store: Store, key: string, hash: string, now: number): StoredMessage | undefined {
  const entry = keysOf(store).get(keyShard(key, hash), hash);
  if (!entry || entry.expiresAt <= now) return undefined;
  return findMessage(store, key, entry.messageId, now);
}

export function insertDuplicate(store: Store, key: string, duplicate: StoredDuplicate): void {
  duplicatesOf(store).insert(key, duplicate);
}

export function findDuplicate(
  store: Store,
  key: string,
  id: string,
  now: number,
): StoredDuplicate | undefined {
  const duplicate = duplicatesOf(store).get(key, id);
  return duplicate && now < duplicate.expiresAt ? duplicate : undefined;
}

/**
 * Up to `limit` messages of the topic that `wanted` picks for `group`, oldest first. On the way, the
 * group's cursor moves past every leading bucket whose messages are all `settled` for the group
 * (acknowledged or expired: nothing there can come back).
 */
export function scanMessages(
  store: Store,
  key: string,
  group: string,
  wanted: (message: StoredMessage) => boolean,
  settled: (message: StoredMessage) => boolean,
  limit: number,
): StoredMessage[] {
  const topic = topicsOf(store).get(key, "topic");
  if (!topic) return [];
  const cursor = cursorsOf(store).get(key, group);
  const lastBucket = Math.floor((topic.published - 1) / BUCKET_SIZE);
  let bucket = Math.max(cursor?.bucket ?? 0, topic.firstBucket);
  let settledUpTo = bucket;
  const found: StoredMessage[] = [];
  for (; bucket <= lastBucket && found.length < limit; bucket++) {
    const owner = bucketKey(key, bucket);
    found.push(...messagesOf(store).filter(owner, wanted, limit - found.length));
    const full = bucket < lastBucket;
    if (settledUpTo === bucket && full && messagesOf(store).count(owner, (m) => !settled(m)) === 0) {
      settledUpTo = bucket + 1;
    }
  }
  if (settledUpTo !== (cursor?.bucket ?? 0)) {
    const moved = { id: group, projectId: topic.projectId, bucket: settledUpTo };
    if (cursor) cursorsOf(store).replace(key, moved);
    else cursorsOf(store).insert(key, moved);
  }
  return found;
}

/** How many of the topic's messages match, from the group's cursor on. */
export function countMessages(
  store: Store,
  key: string,
  group: string,
  predicate: (message: StoredMessage) => boolean,
): number {
  const topic = topicsOf(store).get(key, "topic");
  if (!topic) return 0;
  let count = 0;
  const first = Math.max(cursorsOf(store).get(key, group)?.bucket ?? 0, topic.firstBucket);
  for (let bucket = first; bucket * BUCKET_SIZE < topic.published; bucket++) {
    count += messagesOf(store).count(bucketKey(key, bucket), predicate);
  }
  return count;
}

/**
 * Retention: drop the topic's leading buckets once every message in them has expired (with their
 * idempotency keys), and the duplicates of expired originals.
 */
export function removeExpired(store: Store, key: string, now: number): void {
  const topic = topicsOf(store).get(key, "topic");
  if (!topic) return;
  let { firstBucket } = topic;
  const messages = messagesOf(store);
  for (; (firstBucket + 1) * BUCKET_SIZE <= topic.published; firstBucket++) {
    const owner = bucketKey(key, firstBucket);
    if (messages.count(owner, (m) => isAlive(m, now)) > 0) break;
    for (const expired of messages.list(owner)) {
      messages.remove(owner, expired.id);
      const hash = expired.idempotencyKeyHash;
      const entry = hash === undefined ? undefined : keysOf(store).get(keyShard(key, hash), hash);
      if (hash !== undefined && entry?.messageId === expired.id)
        keysOf(store).remove(keyShard(key, hash), hash);
    }
  }
  if (firstBucket !== topic.firstBucket) saveTopic(store, key, { ...topic, firstBucket });
  const duplicates = duplicatesOf(store);
  for (const expired of duplicates.filter(key, (d) => d.expiresAt <= now)) duplicates.remove(key, expired.id);
}

export function isFailingOver(store: Store, region: string): boolean {
  return failoversOf(store).get(IDENTITY_OWNER, region) !== undefined;
}

export function startFailover(store: Store, region: string, now: number): void {
  if (!isFailingOver(store, region)) failoversOf(store).insert(IDENTITY_OWNER, { id: region, since: now });
}

/** The region recovers: its deferred messages move back and become deliverable. Answers how many. */
export function endFailover(store: Store, region: string, now: number): number {
  failoversOf(store).remove(IDENTITY_OWNER, region);
  const deferrals = deferralsOf(store);
  let relocated = 0;
  for (const deferral of deferrals.list(region)) {
    deferrals.remove(region, deferral.id);
    const message = findMessage(store, deferral.topicKey, deferral.id, now);
    if (!message) continue; // expired while held
    delete message.deferred;
    saveMessage(store, deferral.topicKey, message);
    relocated++;
  }
  return relocated;
}

export function deferredCount(store: Store, region: string): number {
  return deferralsOf(store).count(region, () => true);
}

/** The regions failing over, for the admin API. */
export function failingOverRegions(store: Store): string[] {
  return failoversOf(store)
    .list(IDENTITY_OWNER)
    .map((failover) => failover.id);
}
