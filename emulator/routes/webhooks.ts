// Account webhooks (api-contract §11): create (the signing secret in this answer only, which the
// presenter decides), list (a bare array, with the linked projects' metadata), get, delete, and
// GET /v1/events/types, the event names a create accepts. There is no update.
import { z } from "zod";
import {
  EventTypeList,
  Webhook,
  WebhookCreateRequest,
  WebhookList,
  WEBHOOK_EVENTS,
} from "../../schema/webhooks";
import { notFound } from "../errors";
import { newId, randomAlphanumeric } from "../ids";
import { sameShapeForVersions, type Presentation } from "../present";
import { defineRoute, defineSeeder, item, ok, noContent, type ApiArea, type Reply } from "../route";
import type { Store } from "../store";
import { findProject } from "../areas/projects/store";

/** Stored with its secret; only the create answer shows it. */
export type StoredWebhook = Webhook & {
  secret: string;
  projectIds: string[];
  /** Registered with an integration's token: the installation it belongs to (paused while disabled). */
  configurationId?: string;
};

const webhooksOf = (store: Store) => store.collection<StoredWebhook>("webhooks");

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

function findWebhook(store: Store, ownerId: string, id: string): StoredWebhook {
  const webhook = webhooksOf(store).get(ownerId, id);
  if (!webhook) throw notFound(`Webhook not found: ${id}`);
  return webhook;
}

/**
 * The linked projects that still exist. A deleted project's id stays on the webhook [INF]: taking
 * it out would turn a webhook of one project into one of every project.
 */
function projectsMetadata(store: Store, ownerId: string, webhook: StoredWebhook) {
  const projects = store.collection<{ id: string; name: string }>("projects");
  return webhook.projectIds.flatMap((id) => {
    const project = projects.get(ownerId, id);
    return project ? [{ id, name: project.name }] : [];
  });
}

const create = defineRoute({
  method: "POST",
  paths: "/v1/webhooks",
  body: WebhookCreateRequest,
  response: Webhook,
  handle: ({ store, ownerId, body, integrationConfigurationId }) =>
    item(createWebhook(store, ownerId, body, integrationConfigurationId)),
});

const listAll = defineRoute({
  method: "GET",
  paths: "/v1/webhooks",
  query: z.object({ projectId: z.string().optional() }),
  response: WebhookList,
  operation: "list",
  handle: ({ store, ownerId, query }): Reply => {
    const webhooks = webhooksOf(store)
      .list(ownerId)
      .filter((webhook) => query.projectId === undefined || webhook.projectIds.includes(query.projectId));
    return {
      status: 200,
      layout: (present) =>
        webhooks.map((webhook) => ({
          ...(present(webhook) as object),
          projectsMetadata: webhook.projectIds.length ? projectsMetadata(store, ownerId, webhook) : null,
        })),
    };
  },
});

const get = defineRoute({
  method: "GET",
  paths: "/v1/webhooks/:id",
  response: Webhook,
  handle: ({ store, ownerId, params }) => item(findWebhook(store, ownerId, params.id)),
});

const remove = defineRoute({
  method: "DELETE",
  paths: "/v1/webhooks/:id",
  handle: ({ store, ownerId, params }) => {
    webhooksOf(store).remove(ownerId, findWebhook(store, ownerId, params.id).id);
    return noContent();
  },
});

const eventTypes = defineRoute({
  method: "GET",
  paths: "/v1/events/types",
  response: EventTypeList,
  handle: () => ok({ types: WEBHOOK_EVENTS.map((name) => ({ name })) }),
});

/** The signing secret is shown once, in the create answer. */
const presentWebhook = sameShapeForVersions(
  1,
  1,
  ({ secret, configurationId: _configurationId, ...webhook }: StoredWebhook, { operation }: Presentation) =>
    operation === "create" ? { ...webhook, secret } : webhook,
);

export const webhooks: ApiArea = {
  name: "webhooks",
  routes: [create, listAll, get, remove, eventTypes],
  present: presentWebhook,
  seed: defineSeeder({
    item: WebhookCreateRequest.extend({ teamId: z.string().min(1).optional() }),
    create: (store, ownerId, { teamId: _teamId, ...body }) => createWebhook(store, ownerId, body),
  }),
};
