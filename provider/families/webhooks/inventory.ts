// The team's webhooks.
import { reader } from "../../inventory/types";

export const webhooks = reader({
  types: ["Webhook"],
  list: (client) => client.webhooks.list(),
  toListed: (webhook) => ({ type: "Webhook", importId: webhook.id, label: webhook.url }),
});
