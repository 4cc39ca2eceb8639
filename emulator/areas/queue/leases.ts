// The consumer side's state machine (seed "States and transitions"), per consumer group:
//   visible --receive--> leased for the visibility timeout (0: a peek, no lease, nothing changes)
//   leased --acknowledge (its handle, lease running)--> gone from the group's view
//   leased --extend (0..3600 s from now, never past the expiry; 0 releases)--> leased / visible
//   leased --timeout elapses--> visible again (a later acknowledge answers 409)
// A message is deliverable once its delay has passed, while it lives, unless deferred by a failover.
import type { Store } from "../../store";
import {
  alreadyAcknowledged,
  alreadyProcessed,
  concurrencyExceeded,
  duplicate,
  handleMismatch,
  invalid,
  leaseExpired,
  locked,
  messageNotFound,
  notVisibleYet,
  pastExpiry,
} from "./errors";
import { messageIdOf, newReceiptHandle } from "./receipts";
import {
  countMessages,
  findDuplicate,
  findMessage,
  isAlive,
  saveMessage,
  scanMessages,
  type GroupState,
  type StoredMessage,
} from "./store";

/** One message as a receive hands it out. */
export interface Delivery {
  readonly message: StoredMessage;
  readonly receiptHandle: string;
  readonly deliveryCount: number;
}

export interface LeaseRequest {
  readonly visibilityTimeoutSeconds: number;
  readonly maxConcurrency: number | undefined;
}

const leaseRunning = (state: GroupState | undefined, now: number): boolean =>
  state?.leaseUntil !== undefined && state.leaseUntil > now;

function deliverable(message: StoredMessage, group: string, now: number): boolean {
  const state = message.groups[group];
  return (
    message.deferred === undefined &&
    message.visibleAt <= now &&
    isAlive(message, now) &&
    state?.acknowledged === undefined &&
    !leaseRunning(state, now)
  );
}

/** Acknowledged or expired: nothing more can happen to the message in this group. */
const settled = (message: StoredMessage, group: string, now: number): boolean =>
  !isAlive(message, now) || message.groups[group]?.acknowledged === true;

/** Up to `max` deliverable messages, oldest first, leased unless the timeout is 0 (a peek). */
export function receive(
  store: Store,
  key: string,
  group: string,
  max: number,
  lease: LeaseRequest,
  now: number,
): Delivery[] {
  const room = roomInFlight(store, key, group, lease, now);
  const found = scanMessages(
    store,
    key,
    group,
    (m) => deliverable(m, group, now),
    (m) => settled(m, group, now),
    Math.min(max, room),
  );
  return found.map((message) => deliver(store, key, group, message, lease, now));
}

/** One message by id (seed "Receive by id"), with its 404, 409 and 410 answers. */
export function receiveById(
  store: Store,
  key: string,
  group: string,
  messageId: string,
  lease: LeaseRequest,
  now: number,
): Delivery {
  const duplicateOf = findDuplicate(store, key, messageId, now);
  if (duplicateOf) throw duplicate(messageId, duplicateOf.originalMessageId);
  const message = findMessage(store, key, messageId, now);
  if (!message || message.deferred) throw messageNotFound(messageId);
  const state = message.groups[group];
  if (state?.acknowledged) throw alreadyProcessed(messageId);
  if (leaseRunning(state, now)) {
    throw locked(messageId, Math.ceil(((state?.leaseUntil ?? now) - now) / 1000));
  }
  if (message.visibleAt > now) throw notVisibleYet(messageId);
  roomInFlight(store, key, group, lease, now);
  return deliver(store, key, group, message, lease, now);
}

/** Acknowledge (seed: 204; 404 unknown or already acknowledged; 409 expired lease or other handle). */
export function acknowledge(store: Store, key: string, group: string, handle: string, now: number): void {
  const { message, state } = leaseOf(store, key, group, handle, now);
  message.groups[group] = { deliveryCount: state.deliveryCount, acknowledged: true };
  saveMessage(store, key, message);
}

/** Extend (or with 0 end) the lease from now; never past the message's expiry (400 with it). */
export function extend(
  store: Store,
  key: string,
  group: string,
  handle: string,
  visibilityTimeoutSeconds: number,
  now: number,
): void {
  const { message, state } = leaseOf(store, key, group, handle, now);
  const leaseUntil = now + visibilityTimeoutSeconds * 1000;
  if (leaseUntil > message.expiresAt) throw pastExpiry(new Date(message.expiresAt).toISOString());
  message.groups[group] = { ...state, leaseUntil };
  saveMessage(store, key, message);
}

/** The message whose running lease `handle` holds, or the answer saying why there is none. */
function leaseOf(store: Store, key: string, group: string, handle: string, now: number) {
  const messageId = messageIdOf(handle);
  if (messageId === undefined) throw invalid("the receipt handle is malformed");
  const message = findMessage(store, key, messageId, now);
  if (!message) throw messageNotFound(messageId);
  const state = message.groups[group];
  if (state?.acknowledged) throw alreadyAcknowledged(messageId);
  if (state?.receiptHandle !== handle) throw handleMismatch();
  if (!leaseRunning(state, now)) throw leaseExpired();
  return { message, state };
}

/**
 * How many messages a leasing receive may take under `Vqs-Max-Concurrency`: 429 when the group's
 * in-flight count is at the cap already. A peek takes no lease, so no room either.
 */
function roomInFlight(store: Store, key: string, group: string, lease: LeaseRequest, now: number): number {
  const cap = lease.maxConcurrency;
  if (cap === undefined || lease.visibilityTimeoutSeconds === 0) return Number.POSITIVE_INFINITY;
  const inFlight = countMessages(
    store,
    key,
    group,
    (m) => isAlive(m, now) && leaseRunning(m.groups[group], now),
  );
  if (inFlight >= cap) throw concurrencyExceeded(cap);
  return cap - inFlight;
}

function deliver(
  store: Store,
  key: string,
  group: string,
  message: StoredMessage,
  lease: LeaseRequest,
  now: number,
): Delivery {
  const before = message.groups[group] ?? { deliveryCount: 0 };
  const deliveryCount = before.deliveryCount + 1;
  const receiptHandle = newReceiptHandle(message.id);
  // A peek reports the delivery it would be and leaves the message as it was.
  if (lease.visibilityTimeoutSeconds === 0) return { message, receiptHandle, deliveryCount };
  const leased = { deliveryCount, receiptHandle, leaseUntil: now + lease.visibilityTimeoutSeconds * 1000 };
  const saved = saveMessage(store, key, { ...message, groups: { ...message.groups, [group]: leased } });
  return { message: saved, receiptHandle, deliveryCount };
}
