// BlobStore (@pulumiverse/vercel's, the Terraform provider's `vercel_blob_store`): a team's Blob
// store. `name` changes in place; another `access` or `region` replaces the store (the platform
// fixes both at creation). Outputs what the platform computes: its file count and size (the data
// plane's writes show on refresh), status and times. Adopted by name; import `[team/]store_…`.
import { z } from "zod";
import { BlobAccess, BlobRegion, type BlobStore } from "../../../schema/blob";
import { defineResource } from "../kit/definition";

const BlobStoreInputs = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(64, "must be at most 64 characters")
    .describe(
      "The store's name, 1 to 64 characters and unique in the team; the resource's name with a random suffix when omitted. Renaming keeps the store.",
    ),
  access: BlobAccess.optional().describe(
    "Who can read the store's objects: `public` (anyone with an object's URL) or `private` (only holders of the store's read-write token); `public` when omitted. Another access replaces the store.",
  ),
  region: BlobRegion.optional().describe(
    "The region the store keeps its objects in, a platform region code such as `iad1` or `fra1`; `iad1` when omitted. Another region replaces the store.",
  ),
});
export type BlobStoreInputs = z.infer<typeof BlobStoreInputs>;

export const BlobStoreOutputs = z.object({
  name: z.string(),
  access: z.string(),
  region: z.string(),
  status: z
    .string()
    .describe(
      "The store's state: `available` once ready for objects, `initializing` while it is being set up.",
    ),
  fileCount: z.number().describe("How many objects the store holds."),
  size: z.number().describe("The total size of the store's objects, in bytes."),
  createdAt: z.number().describe("When the store was created, in milliseconds since the Unix epoch."),
  updatedAt: z.number().describe("When the store was last changed, in milliseconds since the Unix epoch."),
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
