// BlobStore (@pulumiverse/vercel's, the Terraform provider's `vercel_blob_store`): a team's Blob
// store. `name` changes in place; another `access` or `region` replaces the store (the platform
// fixes both at creation). Outputs what the platform computes: its file count and size (the data
// plane's writes show on refresh), status and times. Adopted by name; import `[team/]store_…`.
import { z } from "zod";
import { BlobAccess, BlobRegion, type BlobStore } from "../../../schema/blob";
import { defineResource } from "../kit/definition";

const BlobStoreInputs = z.strictObject({
  /** 1 to 64 characters, unique in the team. The provider names it after the resource when absent. */
  name: z.string().trim().min(1, "must not be empty").max(64, "must be at most 64 characters"),
  /** `public` (the default) or `private`: whether the store's objects are readable by URL alone. */
  access: BlobAccess.optional(),
  /** One of the platform's regions (default `iad1`). */
  region: BlobRegion.optional(),
});
export type BlobStoreInputs = z.infer<typeof BlobStoreInputs>;

export const BlobStoreOutputs = z.object({
  name: z.string(),
  access: z.string(),
  region: z.string(),
  status: z.string(),
  fileCount: z.number(),
  size: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type BlobStoreOutputs = z.infer<typeof BlobStoreOutputs>;

export const blobStoreOutputs = (store: BlobStore): BlobStoreOutputs => ({
  name: store.name,
  access: store.access,
  region: store.region,
  status: store.status,
  fileCount: store.count,
  size: store.size,
  createdAt: store.createdAt,
  updatedAt: store.updatedAt,
});

export const blobStoreDefinition = defineResource<
  BlobStoreInputs,
  BlobStoreOutputs,
  Record<never, never>,
  "name"
>({
  name: "BlobStore",
  description: "A Blob store: the team's file storage in one region, with public or private access.",
  autoName: { field: "name", maxLength: 64 },
  inputs: BlobStoreInputs,
  outputs: BlobStoreOutputs,
  fields: {
    access: { replaceOnChange: true, default: "public" },
    region: { replaceOnChange: true, default: "iad1" },
  },
  // Names are unique in the team: the replacement takes the name once the old store is gone.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: { segments: ["storeId"], toId: ([id]) => id ?? "" },
  adopt: {
    key: "name",
    async find(ctx, inputs) {
      const found = (await ctx.client.blob.stores()).find((store) => store.name === inputs.name);
      return found && { id: found.id, outputs: blobStoreOutputs(found) };
    },
  },
  async create(ctx, inputs) {
    const store = await ctx.client.blob.createStore({
      name: inputs.name,
      access: inputs.access,
      region: inputs.region,
    });
    return { id: store.id, outputs: blobStoreOutputs(store) };
  },
  read: async (ctx, id) => blobStoreOutputs(await ctx.client.blob.store(id)),
  update: async (ctx, id, olds, news, changes) =>
    changes.has("name") ? blobStoreOutputs(await ctx.client.blob.renameStore(id, news.name)) : olds,
  delete: (ctx, id) => ctx.client.blob.deleteStore(id),
});
