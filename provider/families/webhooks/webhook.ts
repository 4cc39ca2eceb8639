// Webhook: calls an endpoint on the team's events. POST /v1/webhooks, GET and DELETE
// /v1/webhooks/{id}; there is no update, so every change replaces it. The platform generates the
// signing secret and answers it once, on create: it is kept in state as a secret output. Adopted
// by endpoint and events; `[team/]account_hook_...` imports it (the Terraform provider cannot).
// An adopted or imported webhook has no `secret`: no read returns it, so it cannot be recovered
// (delete and recreate the webhook to get a new one).
import { z } from "zod";
import { WebhookEvent, type Webhook } from "../../../schema/webhooks";
import { defineResource } from "../kit/definition";

const WebhookShape = {
  events: z
    .array(WebhookEvent)
    .min(1, "must name at least one event")
    .describe(
      "The events that call the endpoint, named `<object>.<event>` (e.g. `deployment.ready`, `project.created`); at least one, in any order. Changing them replaces the webhook.",
    ),
  endpoint: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .describe(
      "The http(s) URL the platform sends each event to, as a signed POST request. Changing it replaces the webhook.",
    ),
  projectIds: z
    .array(z.string().min(1, "must not be empty"))
    .optional()
    .describe(
      "Ids of the projects whose events call the endpoint, in any order; events of every project of the team when omitted. Changing them replaces the webhook.",
    ),
};

const WebhookInputs = z.strictObject(WebhookShape);
export type WebhookInputs = z.infer<typeof WebhookInputs>;

export const WebhookOutputs = z.object({
  ...WebhookShape,
  // Reads may carry events newer than this client's list.
  events: z.array(z.string()),
  projectIds: z.array(z.string()),
  secret: z
    .string()
    .optional()
    .describe(
      "The key each call is signed with (an HMAC-SHA1 of the body in the `x-vercel-signature` header); known only when this program created the webhook, not after adopt or import. Secret.",
    ),
  createdAt: z.number().describe("When the webhook was created, in milliseconds since the Unix epoch."),
});
export type WebhookOutputs = z.infer<typeof WebhookOutputs>;

function toOutputs(webhook: Webhook, secret: string | undefined): WebhookOutputs {
  return {
    events: webhook.events,
    endpoint: webhook.url,
    projectIds: webhook.projectIds ?? [],
    ...(secret !== undefined ? { secret } : {}),
    createdAt: webhook.createdAt,
  };
}

export const webhookDefinition = defineResource<WebhookInputs, WebhookOutputs>({
  name: "Webhook",
  description:
    "Calls an endpoint on the team's events (deployments, projects, domains, ...), for every project or some. The signing secret is returned once, at creation, as the secret output `secret`; any change replaces the webhook.",
  inputs: WebhookInputs,
  outputs: WebhookOutputs,
  fields: {
    events: { unordered: true, replaceOnChange: true },
    endpoint: { replaceOnChange: true },
    projectIds: { unordered: true, default: [], replaceOnChange: true },
  },
  // Two webhooks may share an endpoint: the replacement is created first, so no event is missed.
  deleteBeforeReplace: false,
  secretOutputs: ["secret"],
  importId: { segments: ["webhookId"], toId: ([id]) => id ?? "" },
  adopt: {
    key: "endpoint",
    async find(ctx, inputs) {
      const found = await ctx.client.webhooks.find(inputs.endpoint, inputs.events);
      return found && { id: found.id, outputs: toOutputs(found, undefined) };
    },
  },

  async create(ctx, inputs) {
    const webhook = await ctx.client.webhooks.create({
      url: inputs.endpoint,
      events: inputs.events,
      ...(inputs.projectIds?.length ? { projectIds: inputs.projectIds } : {}),
    });
    return { id: webhook.id, outputs: toOutputs(webhook, webhook.secret) };
  },

  // The secret is in no read: keep the one from state.
  read: async (ctx, id, state) => toOutputs(await ctx.client.webhooks.get(id), state.secret),

  // Every input replaces: the only "update" is of nothing, which the operations never ask for.
  update: async (_ctx, _id, olds) => olds,

  async delete(ctx, id) {
    await ctx.client.webhooks.delete(id);
  },
});
