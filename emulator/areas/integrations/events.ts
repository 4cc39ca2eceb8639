// Emitting a platform event: called by a handler inside its transaction, it records one delivery
// per webhook of the owner that subscribes to the event (and, for a project's event, watches that
// project). The records are the outbox: they commit with the write that caused the event (a failed
// request emits nothing) and `deliveries.ts` sends them once the transaction has committed.
// The body is signed here, with the webhook's secret, so the record never holds the secret.
import { createHmac } from "node:crypto";
import { randomAlphanumeric } from "../../ids";
import type { StoredWebhook } from "../webhooks/store";
import type { Store } from "../../store";
import { emulatorNow } from "../../clock";
import { findConfiguration, INTEGRATIONS_OWNER } from "./records";

/** Events that keep flowing to the webhooks of a disabled configuration (second seed). */
export const FLOWING_WHILE_DISABLED: ReadonlySet<string> = new Set([
  "project.created",
  "project.removed",
  "integration-configuration.removed",
]);

export interface StoredDelivery {
  id: string;
  webhookId: string;
  /** The installation whose webhook this is, when an integration's token registered it. */
  configurationId: string | null;
  event: string;
  url: string;
  /** The exact bytes sent, and their signature. */
  body: string;
  signature: string;
  status: "pending" | "paused" | "delivered" | "failed";
  attempts: number;
  lastResult: string | null;
  /** Real time (retries wait in real time, not on the emulator's clock). */
  nextAttemptAt: number;
  createdAt: number;
}

export const DELIVERIES_COLLECTION = "webhookDeliveries";
export const deliveriesOf = (store: Store) => store.collection<StoredDelivery>(DELIVERIES_COLLECTION);

export interface PlatformEvent {
  /** The team or user id the event belongs to: its webhooks receive it. */
  readonly ownerId: string;
  readonly type: string;
  /** For a project's event: webhooks limited to other projects do not receive it. */
  readonly projectId?: string;
  /** The event's own fields (`project`, `configuration`, ...); team and user are added. */
  readonly payload: Record<string, unknown>;
}

/** The platform's signature: HMAC-SHA1 of the raw body, keyed with the webhook's secret, in hex. */
export function signBody(body: string, secret: string): string {
  return createHmac("sha1", secret).update(body).digest("hex");
}

export function emitEvent(store: Store, event: PlatformEvent): void {
  const webhooks = store
    .collection<StoredWebhook>("webhooks")
    .list(event.ownerId)
    .filter(
      (hook) =>
        hook.events.includes(event.type) &&
        (hook.projectIds.length === 0 ||
          (event.projectId !== undefined && hook.projectIds.includes(event.projectId))),
    );
  if (webhooks.length === 0) return;
  const createdAt = emulatorNow(store);
  const team = event.ownerId.startsWith("team_") ? { id: event.ownerId } : null;
  for (const hook of webhooks) {
    const body = JSON.stringify({
      id: `evt_${randomAlphanumeric(24)}`,
      type: event.type,
      createdAt,
      payload: { team, user: team ? null : { id: event.ownerId }, ...event.payload },
    });
    const configurationId = hook.configurationId ?? null;
    deliveriesOf(store).insert(INTEGRATIONS_OWNER, {
      id: `dlv_${randomAlphanumeric(20)}`,
      webhookId: hook.id,
      configurationId,
      event: event.type,
      url: hook.url,
      body,
      signature: signBody(body, hook.secret),
      status: pausedFor(store, configurationId, event.type) ? "paused" : "pending",
      attempts: 0,
      lastResult: null,
      nextAttemptAt: 0,
      createdAt,
    });
  }
}

/** While its configuration is disabled, a webhook gets only the events that keep flowing. */
function pausedFor(store: Store, configurationId: string | null, type: string): boolean {
  if (configurationId === null || FLOWING_WHILE_DISABLED.has(type)) return false;
  return findConfiguration(store, configurationId)?.disabledAt !== undefined;
}

/** On re-activation: what was paused goes out. */
export function resumeDeliveries(store: Store, configurationId: string): void {
  for (const delivery of deliveriesOf(store).list(INTEGRATIONS_OWNER)) {
    if (delivery.configurationId === configurationId && delivery.status === "paused") {
      deliveriesOf(store).replace(INTEGRATIONS_OWNER, { ...delivery, status: "pending" });
    }
  }
}
