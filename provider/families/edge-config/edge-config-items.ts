// EdgeConfigItems: many keys of one Edge Config store in one resource. Every change is one batch
// PATCH with the fewest operations (a `delete` per dropped key, an `upsert` per added or changed
// one, nothing for the rest); keys it does not manage are left alone and reported in
// `unmanagedKeys`, so keys added outside the program show up. Its id is the store's id; import
// `[team/]ecfg_...` takes over every key of the store.
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import {
  EdgeConfigItemKey,
  type EdgeConfigItem,
  type EdgeConfigItemOperation,
} from "../../../schema/edge-config";
import { defineResource, type ResourceContext } from "../kit/definition";
import {
  exactlyOneValue,
  itemForm,
  ItemValueArguments,
  jsonOf,
  upsertOf,
  type ItemValue,
  EdgeConfigIdArgument,
  STORE_IMPORT_ID,
} from "./edge-config-values";

const Item = z.strictObject({
  key: EdgeConfigItemKey.describe(
    'The item\'s key, unique in the store: 1 to 256 letters, digits, "_" and "-".',
  ),
  ...ItemValueArguments,
});
type Item = z.infer<typeof Item>;

const ItemsArguments = z.strictObject({
  edgeConfigId: EdgeConfigIdArgument.describe(
    "The id of the Edge Config store whose items these are (`ecfg_...`). Another store replaces the resource.",
  ),
  items: z
    .array(Item)
    .describe(
      "The items this resource manages, in any order, each key once; a key dropped from the list is deleted from the store, and keys written outside the program are left alone.",
    ),
});

const EdgeConfigItemsInputs = ItemsArguments.superRefine((args, ctx) => {
  const seen = new Set<string>();
  args.items.forEach((item, index) => {
    exactlyOneValue(item, ctx, ["items", index]);
    if (seen.has(item.key)) {
      ctx.addIssue({
        code: "custom",
        path: ["items", index, "key"],
        message: `"${item.key}" is given twice`,
      });
    }
    seen.add(item.key);
  });
});
export type EdgeConfigItemsInputs = z.infer<typeof EdgeConfigItemsInputs>;

export const EdgeConfigItemsOutputs = ItemsArguments.extend({
  unmanagedKeys: z
    .array(z.string())
    .describe("The store's keys that this resource does not manage, such as ones added outside the program."),
});
export type EdgeConfigItemsOutputs = z.infer<typeof EdgeConfigItemsOutputs>;

/** What the platform holds for an item, compared in one form whichever argument gave the value. */
const content = (item: ItemValue) => ({ value: jsonOf(item), description: item.description });

/** The fewest operations turning `olds` into `news`: deletes for dropped keys, upserts for new or changed ones. */
export function itemOperations(olds: readonly Item[], news: readonly Item[]): EdgeConfigItemOperation[] {
  const before = new Map(olds.map((item) => [item.key, item]));
  const kept = new Set(news.map((item) => item.key));
  return [
    ...olds
      .filter((item) => !kept.has(item.key))
      .map((item) => ({ operation: "delete" as const, key: item.key })),
    ...news
      .filter((item) => {
        const old = before.get(item.key);
        return !old || !isDeepStrictEqual(content(old), content(item));
      })
      .map((item) => upsertOf(item.key, item)),
  ];
}

function toOutputs(
  edgeConfigId: string,
  stored: readonly EdgeConfigItem[],
  managed: readonly Item[] | undefined,
): EdgeConfigItemsOutputs {
  const previous = new Map(managed?.map((item) => [item.key, item]));
  // With nothing in state (an import), every key of the store is managed.
  const isManaged = (key: string) => managed === undefined || previous.has(key);
  return {
    edgeConfigId,
    items: stored
      .filter((item) => isManaged(item.key))
      .map((item) => ({ key: item.key, ...itemForm(item, previous.get(item.key)) })),
    unmanagedKeys: stored.filter((item) => !isManaged(item.key)).map((item) => item.key),
  };
}

async function readItems(ctx: ResourceContext, edgeConfigId: string, managed: readonly Item[] | undefined) {
  return toOutputs(edgeConfigId, await ctx.client.edgeConfig.items(edgeConfigId), managed);
}

export const edgeConfigItemsDefinition = defineResource<EdgeConfigItemsInputs, EdgeConfigItemsOutputs>({
  name: "EdgeConfigItems",
  description:
    "Many keys of one Edge Config store in one resource, written in a single batch on each change. Unlike `EdgeConfigItem`, it reports the store's keys it does not manage in `unmanagedKeys` (and leaves them alone).",
  inputs: EdgeConfigItemsInputs,
  outputs: EdgeConfigItemsOutputs,
  fields: {
    edgeConfigId: { replaceOnChange: true },
    items: { unordered: true },
  },
  // A replacement manages another store's keys: nothing collides.
  deleteBeforeReplace: false,
  secretOutputs: [],
  importId: STORE_IMPORT_ID,
  adopt: {
    key: "edgeConfigId",
    // Takes over the declared keys that exist; the update then writes the rest.
    async find(ctx, inputs) {
      const existing = await ctx.client.edgeConfig.items(inputs.edgeConfigId);
      const declared = new Set(inputs.items.map((item) => item.key));
      const taken = existing.filter((item) => declared.has(item.key));
      if (taken.length === 0) return undefined;
      const managed = inputs.items.filter((item) => taken.some((t) => t.key === item.key));
      return { id: inputs.edgeConfigId, outputs: toOutputs(inputs.edgeConfigId, existing, managed) };
    },
  },

  // `create` operations: a key that already exists is a conflict (pointing at adopt).
  async create(ctx, inputs) {
    const created = inputs.items.map((item) => ({
      key: item.key,
      value: jsonOf(item),
      description: item.description,
    }));
    if (created.length > 0) await ctx.client.edgeConfig.createItems(inputs.edgeConfigId, created);
    return { id: inputs.edgeConfigId, outputs: await readItems(ctx, inputs.edgeConfigId, inputs.items) };
  },

  read: (ctx, id, state) => readItems(ctx, id, state.items),

  async update(ctx, id, olds, news) {
    const operations = itemOperations(olds.items, news.items);
    if (operations.length > 0) await ctx.client.edgeConfig.patchItems(id, operations);
    return readItems(ctx, id, news.items);
  },

  async delete(ctx, id, state) {
    const operations = state.items.map((item) => ({ operation: "delete" as const, key: item.key }));
    if (operations.length > 0) await ctx.client.edgeConfig.patchItems(id, operations);
  },
});
