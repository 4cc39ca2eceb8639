// The team's log and trace drains (one list, told apart by the schema they carry) and webhooks.
import { family } from "../types";

export const drains = family(
  undefined,
  (client) => client.drains.list(),
  (drain) => {
    const type = drain.schemas.trace ? "TraceDrain" : drain.schemas.log ? "LogDrain" : undefined;
    return type ? [{ type, importId: drain.id, label: drain.name }] : [];
  },
);

export const webhooks = family(
  undefined,
  (client) => client.webhooks.list(),
  (webhook) => ({ type: "Webhook", importId: webhook.id, label: webhook.url }),
);
