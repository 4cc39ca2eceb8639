// Account webhooks (api-contract §11): create (the signing secret in this answer only, which the
// presenter decides), list (a bare array, with the linked projects' metadata), get, delete, and
// GET /v1/events/types, the platform's user event types (user-event-types.ts; not the webhook
// event names a create accepts). There is no update.
import { z } from "zod";
import { EventTypeList, Webhook, WebhookCreateRequest, WebhookList } from "../../../schema/webhooks";
import { defineRoute, defineSeeder, item, ok, noContent, type ApiArea, type Reply } from "../../route";
import type { Store } from "../../store";
import { projectsOf } from "../projects/store";
import { type StoredWebhook, createWebhook, findWebhook, webhooksOf } from "./store";
import { presentWebhook } from "./presenter";
import { userEventTypeList } from "./user-event-types";

/**
 * The linked projects that still exist. A deleted project's id stays on the webhook (inferred): taking
 * it out would turn a webhook of one project into one of every project.
 */
function projectsMetadata(store: Store, ownerId: string, webhook: StoredWebhook) {
  const projects = projectsOf(store);
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
  handle: () => ok(userEventTypeList()),
});

export const webhooks: ApiArea = {
  name: "webhooks",
  routes: [create, listAll, get, remove, eventTypes],
  present: presentWebhook,
  seed: defineSeeder({
    item: WebhookCreateRequest.extend({ teamId: z.string().min(1).optional() }),
    create: (store, ownerId, { teamId: _teamId, ...body }) => createWebhook(store, ownerId, body),
  }),
};
