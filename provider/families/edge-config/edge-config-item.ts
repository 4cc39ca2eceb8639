// EdgeConfigItem: one key of an Edge Config store, written through the items batch PATCH
// (/v1/global-config/{id}/items). Arguments as @pulumiverse/vercel 5.4.1 (`value` string or
// `valueJson` any JSON) plus `description`. Unlike the Terraform provider, a change of the value
// or description is an `upsert` in place, not a replace; edgeConfigId and key replace.
// The id is `ecfg_.../key` (pulumiverse's computed id); import `[team/]ecfg_.../key`.
import { z } from "zod";
import { EdgeConfigItemKey } from "../../../schema/edge-config";
import { defineResource, type ResourceContext } from "../kit/definition";
import {
  exactlyOneValue,
  itemForm,
  ItemValueArguments,
  jsonOf,
  upsertOf,
  EdgeConfigIdArgument,
} from "./edge-config-values";

const ItemArguments = z.strictObject({
  edgeConfigId: EdgeConfigIdArgument.describe(
    "The id of the Edge Config store that holds the item (`ecfg_...`). Another store replaces the item.",
  ),
  key: EdgeConfigItemKey.describe(
    'The item\'s key, unique in the store: 1 to 256 letters, digits, "_" and "-". Another key replaces the item.',
  ),
  ...ItemValueArguments,
});

const EdgeConfigItemInputs = ItemArguments.superRefine((item, ctx) => exactlyOneValue(item, ctx));
export type EdgeConfigItemInputs = z.infer<typeof EdgeConfigItemInputs>;

export const EdgeConfigItemOutputs = ItemArguments;
export type EdgeConfigItemOutputs = z.infer<typeof EdgeConfigItemOutputs>;

const idOf = (edgeConfigId: string, key: string) => `${edgeConfigId}/${key}`;

function idParts(id: string): { edgeConfigId: string; key: string } {
  const slash = id.indexOf("/");
  if (slash <= 0) throw new Error(`EdgeConfigItem id "${id}" must look like ecfg_.../key`);
  return { edgeConfigId: id.slice(0, slash), key: id.slice(slash + 1) };
}

async function readItem(
  ctx: ResourceContext,
  id: string,
  previous: EdgeConfigItemOutputs | undefined,
): Promise<EdgeConfigItemOutputs> {
  const { edgeConfigId, key } = idParts(id);
  const item = await ctx.client.edgeConfig.readItem(edgeConfigId, key);
  return { edgeConfigId, key, ...itemForm(item, previous) };
}

/** What the platform holds after a write of `inputs`: the inputs, in their own form. */
const outputsOf = ({ edgeConfigId, key, value, valueJson, description }: EdgeConfigItemInputs) => ({
  edgeConfigId,
  key,
  ...(value !== undefined ? { value } : { valueJson }),
  ...(description !== undefined ? { description } : {}),
});

export const edgeConfigItemDefinition = defineResource<EdgeConfigItemInputs, EdgeConfigItemOutputs>({
  name: "EdgeConfigItem",
  description:
    "One key of an Edge Config store, with its JSON value. Changing the value or description updates it in place; `EdgeConfigItems` manages many keys of a store in one resource.",
  inputs: EdgeConfigItemInputs,
  outputs: EdgeConfigItemOutputs,
  fields: {
    edgeConfigId: { replaceOnChange: true },
    key: { replaceOnChange: true },
  },
  // A key is unique in its store: its replacement must free it first.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: { segments: ["edgeConfigId", "key"], toId: ([store, key]) => idOf(store ?? "", key ?? "") },
  adopt: {
    key: "key",
    async find(ctx, inputs) {
      const found = await ctx.client.edgeConfig.findItem(inputs.edgeConfigId, inputs.key);
      const id = idOf(inputs.edgeConfigId, inputs.key);
      return (
        found && {
          id,
          outputs: { edgeConfigId: inputs.edgeConfigId, key: inputs.key, ...itemForm(found, inputs) },
        }
      );
    },
  },

  // A `create` operation: an existing key is a conflict (pointing at adopt), never overwritten.
  async create(ctx, inputs) {
    await ctx.client.edgeConfig.createItems(inputs.edgeConfigId, [
      { key: inputs.key, value: jsonOf(inputs), description: inputs.description },
    ]);
    return { id: idOf(inputs.edgeConfigId, inputs.key), outputs: outputsOf(inputs) };
  },

  read: (ctx, id, state) => readItem(ctx, id, state),

  // Only value, valueJson and description reach here (the rest replace): one upsert.
  async update(ctx, _id, _olds, news) {
    await ctx.client.edgeConfig.patchItems(news.edgeConfigId, [upsertOf(news.key, news)]);
    return outputsOf(news);
  },

  async delete(ctx, id) {
    const { edgeConfigId, key } = idParts(id);
    await ctx.client.edgeConfig.patchItems(edgeConfigId, [{ operation: "delete", key }]);
  },
});
