// Edge config stores, their items, schema and read tokens. A token's value is shown once, on
// create: the inventory lists tokens (a drift report names them) but no program can adopt one.
import type { Family } from "../types";

export const edgeConfigs: Family = {
  async list(client) {
    const all = await client.edgeConfig.list();
    return all.map((store) => ({ type: "EdgeConfig", importId: store.id, label: store.slug }));
  },
};

export const edgeConfigItems: Family = {
  parent: "EdgeConfig",
  async list(client, storeId) {
    const all = await client.edgeConfig.items(storeId);
    return all.map((item) => ({
      type: "EdgeConfigItem",
      importId: `${storeId}/${item.key}`,
      label: item.key,
    }));
  },
};

export const edgeConfigSchemas: Family = {
  parent: "EdgeConfig",
  async list(client, storeId) {
    const schema = await client.edgeConfig.findSchema(storeId);
    return schema ? [{ type: "EdgeConfigSchema", importId: storeId, label: "schema" }] : [];
  },
};

export const edgeConfigTokens: Family = {
  parent: "EdgeConfig",
  async list(client, storeId) {
    const all = await client.edgeConfig.tokens(storeId);
    return all.map((token) => ({
      type: "EdgeConfigToken",
      importId: `${storeId}/${token.id}`,
      label: token.label,
    }));
  },
};
