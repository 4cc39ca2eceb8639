// What the queue keeps, and how other parts find it. A topic's messages are stored under one owner
// key made of everything that scopes them: the region (a region's messages are consumed only
// there), the OIDC token's owner, project and environment (another project's token sees nothing),
// and the topic. Each message carries its state in every consumer group that has seen it, since
// consumer groups are independent views of the same messages.
//
// Times are epoch milliseconds on the emulator's clock (clock.ts), so tests move them with
// `POST /_emulator/clock` instead of waiting.
import { newId } from "../../ids";
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

/** A publish dropped as a duplicate: its id answers 409 with the original's id while that one lives. */
export interface StoredDuplicate {
  id: string;
  originalMessageId: string;
  expiresAt: number;
}

/** Index of the messages a failing-over region deferred (owner key: the region). */
interface StoredDeferral {
  id: string;
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

const MESSAGES = "queueMessages";
const DUPLICATES = "queueDuplicates";
const DEFERRALS = "queueDeferrals";
const FAILOVERS = "queueFailovers";

/** Emulator bookkeeping rather than anyone's data: left out of `/_emulator/state`. */
export const QUEUE_BOOKKEEPING_COLLECTIONS: ReadonlySet<string> = new Set([DEFERRALS, FAILOVERS]);

export const messagesOf = (store: Store) => store.collection<StoredMessage>(MESSAGES);
export const duplicatesOf = (store: Store) => store.collection<StoredDuplicate>(DUPLICATES);
const deferralsOf = (store: Store) => store.collection<StoredDeferral>(DEFERRALS);
const failoversOf = (store: Store) => store.collection<StoredFailover>(FAILOVERS);

/** The owner key of a topic's messages. Names match `^[A-Za-z0-9_-]+$`, so "/" cannot collide. */
export function topicKey(scope: TopicScope): string {
  return [scope.region, scope.ownerId, scope.projectId, scope.environment, scope.topic].join("/");
}

export function newMessageId(): string {
  return newId("msg_", 24);
}

/** Alive: published and not yet expired (delayed and deferred messages are alive). */
export const isAlive = (message: StoredMessage, now: number): boolean => now < message.expiresAt;

export function findMessage(store: Store, key: string, id: string, now: number): StoredMessage | undefined {
  const message = messagesOf(store).get(key, id);
  return message && isAlive(message, now) ? message : undefined;
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

/** Retention: drop the topic's expired messages and the duplicates of expired originals. */
export function removeExpired(store: Store, key: string, now: number): void {
  const messages = messagesOf(store);
  for (const expired of messages.filter(key, (m) => !isAlive(m, now))) messages.remove(key, expired.id);
  const duplicates = duplicatesOf(store);
  for (const expired of duplicates.filter(key, (d) => d.expiresAt <= now)) duplicates.remove(key, expired.id);
}

export function isFailingOver(store: Store, region: string): boolean {
  return failoversOf(store).get(IDENTITY_OWNER, region) !== undefined;
}

export function startFailover(store: Store, region: string, now: number): void {
  if (!isFailingOver(store, region)) failoversOf(store).insert(IDENTITY_OWNER, { id: region, since: now });
}

/** Hold a message published during a failover until its region recovers. */
export function deferMessage(store: Store, scope: TopicScope, message: StoredMessage): void {
  const key = topicKey(scope);
  messagesOf(store).insert(key, { ...message, deferred: true });
  deferralsOf(store).insert(scope.region, { id: message.id, topicKey: key });
}

/** The region recovers: its deferred messages move back and become deliverable. Answers how many. */
export function endFailover(store: Store, region: string): number {
  failoversOf(store).remove(IDENTITY_OWNER, region);
  const deferrals = deferralsOf(store);
  let relocated = 0;
  for (const deferral of deferrals.list(region)) {
    deferrals.remove(region, deferral.id);
    const message = messagesOf(store).get(deferral.topicKey, deferral.id);
    if (!message) continue; // expired and swept while held
    delete message.deferred;
    messagesOf(store).replace(deferral.topicKey, message);
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
