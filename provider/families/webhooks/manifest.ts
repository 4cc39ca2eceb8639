// The webhooks family: Webhook (pulumiverse has no lookup function for it).
import { defineFamily } from "../kit/manifest";
import { webhooks } from "./inventory";
import { webhooksSection } from "./team-file";
import { webhookDefinition } from "./webhook";
import { WebhooksApi } from "./webhooks-api";

export const webhooksFamily = defineFamily({
  name: "webhooks",
  resources: { Webhook: webhookDefinition },
  functions: {},
  client: { webhooks: (http) => new WebhooksApi(http) },
  inventory: [webhooks],
  teamFile: { sections: [webhooksSection] },
});
