// EdgeConfig: a store of key-value config read at the edge. POST /v1/global-config, GET and PUT
// /v1/global-config/{id}, DELETE /v1/global-config/{id}. Arguments as @pulumiverse/vercel 5.4.1
// (`name`, the platform's slug, updated in place); outputs add what the platform computes.
// Import `[team/]ecfg_...`.
import { z } from "zod";
import { EdgeConfigSlug, type EdgeConfig as ApiEdgeConfig } from "../../../schema/edge-config";
import { STORE_IMPORT_ID } from "./edge-config-values";
import { defineResource, type ResourceContext } from "../kit/definition";

const EdgeConfigInputs = z.strictObject({
  name: EdgeConfigSlug.describe(
    'The store\'s name (its slug), up to 64 letters, digits, "_" and "-"; the resource\'s name with a random suffix when omitted. Renaming keeps the store.',
  ),
});
export type EdgeConfigInputs = z.infer<typeof EdgeConfigInputs>;

export const EdgeConfigOutputs = EdgeConfigInputs.extend({
  digest: z.string().describe("A hash of the store's items, which changes whenever an item is written."),
  itemCount: z.number().describe("How many items the store holds."),
  sizeInBytes: z.number().describe("The size of the store's items as JSON, in bytes."),
});
export type EdgeConfigOutputs = z.infer<typeof EdgeConfigOutputs>;

export const edgeConfigOutputs = (store: ApiEdgeConfig): EdgeConfigOutputs => ({
  name: store.slug,
  digest: store.digest,
  itemCount: store.itemCount,
  sizeInBytes: store.sizeInBytes,
});

const read = async (ctx: ResourceContext, id: string) =>
  edgeConfigOutputs(await ctx.client.edgeConfig.get(id));

export const edgeConfigDefinition = defineResource<
  EdgeConfigInputs,
  EdgeConfigOutputs,
  Record<never, never>,
  "name"
>({
  name: "EdgeConfig",
  description:
    "An Edge Config store: key-value configuration that deployments read at the edge, with its items, schema and tokens managed by their own resources.",
  autoName: { field: "name", maxLength: 64 },
  inputs: EdgeConfigInputs,
  outputs: EdgeConfigOutputs,
  fields: {},
  // Names are not unique and the name is updated in place: nothing collides.
  deleteBeforeReplace: false,
  secretOutputs: [],
  importId: STORE_IMPORT_ID,
  adopt: {
    key: "name",
    async find(ctx, inputs) {
      const named = (await ctx.client.edgeConfig.list()).filter((store) => store.slug === inputs.name);
      // Names are not unique: taking one of several over would be a guess.
      if (named.length > 1) {
        throw new Error(
          `${named.length} Edge Configs are named "${inputs.name}" (${named.map((s) => s.id).join(", ")}): ` +
            "adopt cannot tell which one to take over",
        );
      }
      const [found] = named;
      return found && { id: found.id, outputs: edgeConfigOutputs(found) };
    },
  },

  async create(ctx, inputs) {
    const store = await ctx.client.edgeConfig.create({ slug: inputs.name });
    return { id: store.id, outputs: edgeConfigOutputs(store) };
  },

  read,

  async update(ctx, id, olds, news, changes) {
    return changes.has("name") ? edgeConfigOutputs(await ctx.client.edgeConfig.rename(id, news.name)) : olds;
  },

  async delete(ctx, id) {
    await ctx.client.edgeConfig.delete(id);
  },
});
