// Account webhooks as stored: the signing secret kept for signing deliveries, the linked projects,
// the installation that registered one (if any). The webhooks area's public surface.
import { Webhook, WebhookCreateRequest } from "../../../schema/webhooks";
import { notFound } from "../../errors";
import { newId, randomAlphanumeric } from "../../ids";
import type { Store } from "../../store";
import { findProject } from "../projects/store";

/** Stored with its secret; only the create answer shows it. */
export type StoredWebhook = Webhook & {
  secret: string;
  projectIds: string[];
  /** Registered with an integration's token: the installation it belongs to (paused while disabled). */
  configurationId?: string;
};

export const webhooksOf = (store: Store) => store.collection<StoredWebhook>("webhooks");

export function createWebhook(
  store: Store,
  ownerId: string,
  body: WebhookCreateRequest,
  configurationId?: string,
): StoredWebhook {
  const projectIds = [
    ...new Set((body.projectIds ?? []).map((idOrName) => findProject(store, ownerId, idOrName).id)),
  ];
  const now = store.now();
  return webhooksOf(store).insert(ownerId, {
    id: newId("account_hook_", 16),
    url: body.url,
    events: [...new Set(body.events)],
    ownerId,
    projectIds,
    secret: randomAlphanumeric(24),
    ...(configurationId === undefined ? {} : { configurationId }),
    createdAt: now,
    updatedAt: now,
  });
}

export function findWebhook(store: Store, ownerId: string, id: string): StoredWebhook {
  const webhook = webhooksOf(store).get(ownerId, id);
  if (!webhook) throw notFound(`Webhook not found: ${id}`);
  return webhook;
}
