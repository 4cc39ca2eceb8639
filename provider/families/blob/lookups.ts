// The Blob lookups of @pulumiverse/vercel: a store, the team's stores, a store's read-write token
// (a secret result), a store's project connections and one object of a store.
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { blobStoreOutputs, BlobStoreOutputs } from "./blob-store";
import { blobMetadata, blobObjectId, BlobObjectMetadata, BlobPathname } from "./blob-object";

export const getBlobStoreFunction = defineFunction({
  name: "getBlobStore",
  subject: "BlobStore",
  description: "A Blob store by id: its name, access, region, status, file count and size.",
  labelArg: "id",
  args: z.strictObject({
    id: z.string().min(1, "must not be empty").describe("The store's id (`store_…`)."),
  }),
  result: BlobStoreOutputs.extend({ id: z.string() }),
  secretResults: [],
  async call(ctx, args) {
    const store = await ctx.client.blob.store(args.id);
    return { id: store.id, ...blobStoreOutputs(store) };
  },
});

export const getBlobStoresFunction = defineFunction<
  Record<never, never>,
  { id: string; stores: (BlobStoreOutputs & { id: string })[] }
>({
  name: "getBlobStores",
  subject: "BlobStore",
  description: "The Blob stores of the team (or personal account).",
  labelArg: "teamId",
  args: z.strictObject({}),
  result: z.object({ id: z.string(), stores: z.array(BlobStoreOutputs.extend({ id: z.string() })) }),
  secretResults: [],
  async call(ctx) {
    const stores = await ctx.client.blob.stores();
    return {
      id: ctx.owner.id,
      stores: stores.map((store) => ({ id: store.id, ...blobStoreOutputs(store) })),
    };
  },
});

export const getBlobStoreSecretsFunction = defineFunction({
  name: "getBlobStoreSecrets",
  subject: "BlobStore",
  description: "A Blob store's read-write token (`BLOB_READ_WRITE_TOKEN` for @vercel/blob). A secret result.",
  labelArg: "storeId",
  args: z.strictObject({
    storeId: z.string().min(1, "must not be empty").describe("The store's id (`store_…`)."),
  }),
  result: z.object({ id: z.string(), storeId: z.string(), readWriteToken: z.string() }),
  secretResults: ["readWriteToken"],
  async call(ctx, args) {
    return {
      id: args.storeId,
      storeId: args.storeId,
      readWriteToken: await ctx.client.blob.readWriteToken(args.storeId),
    };
  },
});

const Connection = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  projectFramework: z.string(),
  environments: z.array(z.string()),
  envVarPrefix: z.string(),
  readWriteTokenEnvVarName: z.string(),
  productionDeploymentId: z.string(),
  productionDeploymentUrl: z.string(),
});

export const getBlobProjectConnectionsFunction = defineFunction({
  name: "getBlobProjectConnections",
  subject: "BlobProjectConnection",
  description: "The projects a Blob store is connected to, with the environments and variable of each.",
  labelArg: "storeId",
  args: z.strictObject({
    storeId: z.string().min(1, "must not be empty").describe("The store's id (`store_…`)."),
  }),
  result: z.object({ id: z.string(), storeId: z.string(), connections: z.array(Connection) }),
  secretResults: [],
  async call(ctx, args) {
    const connections = await ctx.client.blob.connections(args.storeId);
    return {
      id: args.storeId,
      storeId: args.storeId,
      connections: connections.map((c) => ({
        id: c.id,
        projectId: c.projectId,
        projectName: c.project.name,
        projectFramework: c.project.framework ?? "",
        environments: [...c.envVarEnvironments].sort(),
        envVarPrefix: c.envVarPrefix ?? "",
        readWriteTokenEnvVarName: `${c.envVarPrefix ?? ""}BLOB_READ_WRITE_TOKEN`,
        productionDeploymentId: c.productionDeployment?.id ?? "",
        productionDeploymentUrl: c.productionDeployment?.url ?? "",
      })),
    };
  },
});

export const getBlobObjectFunction = defineFunction({
  name: "getBlobObject",
  subject: "BlobObject",
  description:
    "An object of a Blob store by pathname: its URLs, etag, size, content type, cache control and upload time.",
  labelArg: "pathname",
  args: z.strictObject({
    storeId: z.string().min(1, "must not be empty").describe("The store's id (`store_…`)."),
    pathname: BlobPathname.describe("The object's pathname in the store."),
  }),
  result: BlobObjectMetadata.extend({ id: z.string(), storeId: z.string(), pathname: z.string() }),
  secretResults: [],
  async call(ctx, args) {
    const head = await (await ctx.client.blob.plane(args.storeId)).head(args.pathname);
    return {
      id: blobObjectId(args.storeId, head.pathname),
      storeId: args.storeId,
      pathname: head.pathname,
      ...blobMetadata(head),
    };
  },
});
