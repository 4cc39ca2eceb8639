// The Edge Config lookup functions @pulumiverse/vercel 5.4.1 has, with its argument names:
// getEdgeConfig (id), getEdgeConfigItem (id of the store, key), getEdgeConfigSchema (id) and
// getEdgeConfigToken (edgeConfigId, token: the value, which is how the platform finds a token;
// the value and the connection string are secret results).
import { z } from "zod";
import { connectionString, EdgeConfigItemKey, JsonValue } from "../../../schema/edge-config";
import { EdgeConfigOutputs, edgeConfigOutputs } from "./edge-config";
import { EdgeConfigIdArgument } from "./edge-config-values";
import { defineFunction } from "../kit/function-definition";

const StoreId = EdgeConfigIdArgument.describe("The Edge Config store's id (`ecfg_...`).");

export const getEdgeConfigFunction = defineFunction({
  name: "getEdgeConfig",
  subject: "EdgeConfig",
  description: "An Edge Config store by id.",
  labelArg: "id",
  args: z.strictObject({ id: StoreId }),
  result: EdgeConfigOutputs.extend({
    id: z.string().describe("The store's id (`ecfg_...`)."),
    name: EdgeConfigOutputs.shape.name.describe("The store's name (its slug)."),
  }),
  secretResults: [],
  async call(ctx, args) {
    return { id: args.id, ...edgeConfigOutputs(await ctx.client.edgeConfig.get(args.id)) };
  },
});

export const getEdgeConfigItemFunction = defineFunction({
  name: "getEdgeConfigItem",
  subject: "EdgeConfigItem",
  description:
    "One item of an Edge Config store by key: `value` when it is a string, `valueJson` whatever it is.",
  labelArg: "key",
  args: z.strictObject({ id: StoreId, key: EdgeConfigItemKey.describe("The item's key.") }),
  result: z.object({
    id: z.string().describe("The store's id, as given."),
    key: z.string().describe("The item's key."),
    value: z.string().optional().describe("The item's value when it is a string; absent otherwise."),
    valueJson: JsonValue.describe("The item's value as JSON, whatever its type."),
    description: z.string().optional().describe("The note shown next to the item in the dashboard, if any."),
  }),
  secretResults: [],
  async call(ctx, args) {
    const item = await ctx.client.edgeConfig.item(args.id, args.key);
    return {
      id: args.id,
      key: item.key,
      ...(typeof item.value === "string" ? { value: item.value } : {}),
      valueJson: item.value,
      ...(item.description !== undefined ? { description: item.description } : {}),
    };
  },
});

export const getEdgeConfigSchemaFunction = defineFunction({
  name: "getEdgeConfigSchema",
  subject: "EdgeConfigSchema",
  description: "An Edge Config store's JSON Schema, as JSON text.",
  labelArg: "id",
  args: z.strictObject({ id: StoreId }),
  result: z.object({
    id: z.string().describe("The store's id, as given."),
    definition: z.string().describe("The JSON Schema the store's items must match, as JSON text."),
  }),
  secretResults: [],
  async call(ctx, args) {
    const { definition } = await ctx.client.edgeConfig.schema(args.id);
    return { id: args.id, definition: JSON.stringify(definition) };
  },
});

export const getEdgeConfigTokenFunction = defineFunction({
  name: "getEdgeConfigToken",
  subject: "EdgeConfigToken",
  description:
    "An Edge Config read token, found by its value; the value and the connection string are secret results.",
  labelArg: "edgeConfigId",
  secretArgs: ["token"],
  args: z.strictObject({
    edgeConfigId: StoreId,
    token: z.string().min(1, "must not be empty").describe("The token's value (a secret)."),
  }),
  result: z.object({
    id: z.string().describe("The token's id."),
    edgeConfigId: z.string().describe("The store's id, as given."),
    label: z.string().describe("The token's name, shown in the dashboard."),
    token: z.string().describe("The token's value, as given. Secret."),
    connectionString: z
      .string()
      .describe(
        "The store's URL with the token, `https://edge-config.vercel.com/<id>?token=<token>`, the value the Edge Config SDK reads from `EDGE_CONFIG`. Secret.",
      ),
  }),
  secretResults: ["token", "connectionString"],
  async call(ctx, args) {
    const found = await ctx.client.edgeConfig.tokenByValue(args.edgeConfigId, args.token);
    return {
      id: found.id,
      edgeConfigId: args.edgeConfigId,
      label: found.label,
      token: args.token,
      connectionString: connectionString(args.edgeConfigId, args.token),
    };
  },
});
