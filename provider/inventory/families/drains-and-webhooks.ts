// The team's log and trace drains (one list, told apart by the schema they carry) and webhooks.
import type { Family } from "../types";

export const drains: Family = {
  async list(client) {
    const all = await client.drains.list();
    return all.flatMap((drain) => {
      const type = drain.schemas.trace ? "TraceDrain" : drain.schemas.log ? "LogDrain" : undefined;
      return type ? [{ type, importId: drain.id, label: drain.name }] : [];
    });
  },
};

export const webhooks: Family = {
  async list(client) {
    const all = await client.webhooks.list();
    return all.map((webhook) => ({ type: "Webhook", importId: webhook.id, label: webhook.url }));
  },
};
