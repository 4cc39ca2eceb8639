// Edge config stores, their items, schema and read tokens. A token's value is shown once, on
// create: the inventory lists tokens (a drift report names them) but no program can adopt one.
import { family } from "../types";

export const edgeConfigs = family(
  undefined,
  (client) => client.edgeConfig.list(),
  (store) => ({ type: "EdgeConfig", importId: store.id, label: store.slug }),
);

export const edgeConfigItems = family(
  "EdgeConfig",
  (client, storeId) => client.edgeConfig.items(storeId),
  (item, storeId) => ({ type: "EdgeConfigItem", importId: `${storeId}/${item.key}`, label: item.key }),
);

export const edgeConfigSchemas = family(
  "EdgeConfig",
  async (client, storeId) => {
    const schema = await client.edgeConfig.findSchema(storeId);
    return schema ? [schema] : [];
  },
  (_schema, storeId) => ({ type: "EdgeConfigSchema", importId: storeId, label: "schema" }),
);

export const edgeConfigTokens = family(
  "EdgeConfig",
  (client, storeId) => client.edgeConfig.tokens(storeId),
  (token, storeId) => ({ type: "EdgeConfigToken", importId: `${storeId}/${token.id}`, label: token.label }),
);
