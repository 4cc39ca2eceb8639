// Edge config stores, their items, schema and read tokens. A token's value is shown once, on
// create: the inventory lists tokens (a drift report names them) but no program can adopt one.
import { reader } from "../../inventory/types";

export const edgeConfigs = reader({
  types: ["EdgeConfig"],
  list: (client) => client.edgeConfig.list(),
  toListed: (store) => ({ type: "EdgeConfig", importId: store.id, label: store.slug }),
});

export const edgeConfigSchemas = reader({
  types: ["EdgeConfigSchema"],
  parent: "EdgeConfig",
  list: async (client, storeId) => {
    const schema = await client.edgeConfig.findSchema(storeId);
    return schema ? [schema] : [];
  },
  toListed: (_schema, storeId) => ({ type: "EdgeConfigSchema", importId: storeId, label: "schema" }),
});

export const edgeConfigItems = reader({
  types: ["EdgeConfigItem"],
  parent: "EdgeConfig",
  list: (client, storeId) => client.edgeConfig.items(storeId),
  toListed: (item, storeId) => ({
    type: "EdgeConfigItem",
    importId: `${storeId}/${item.key}`,
    label: item.key,
  }),
});

export const edgeConfigTokens = reader({
  types: ["EdgeConfigToken"],
  parent: "EdgeConfig",
  list: (client, storeId) => client.edgeConfig.tokens(storeId),
  toListed: (token, storeId) => ({
    type: "EdgeConfigToken",
    importId: `${storeId}/${token.id}`,
    label: token.label,
  }),
});
