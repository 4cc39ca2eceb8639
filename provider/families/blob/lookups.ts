// The Blob lookups of @pulumiverse/vercel: a store, the team's stores, a store's read-write token
// (a secret result), a store's project connections and one object of a store.
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { blobStoreOutputs, BlobStoreOutputs } from "./blob-store";
import { blobMetadata, blobObjectId, BlobObjectMetadata, BlobPathname } from "./blob-object";

/** A store as the lookups answer it. */
const StoreResult = BlobStoreOutputs.extend({
  id: z.string().describe("The store's id (`store_…`)."),
  name: BlobStoreOutputs.shape.name.describe("The store's name, unique in the team."),
  access: BlobStoreOutputs.shape.access.describe(
    "Who can read the store's objects: `public` (anyone with an object's URL) or `private` (only holders of the store's read-write token).",
  ),
  region: BlobStoreOutputs.shape.region.describe(
    "The region the store keeps its objects in, such as `iad1`.",
  ),
});

export const getBlobStoreFunction = defineFunction({
  name: "getBlobStore",
  subject: "BlobStore",
  description: "A Blob store by id: its name, access, region, status, file count and size.",
  labelArg: "id",
  args: z.strictObject({
    id: z.string().min(1, "must not be empty").describe("The store's id (`store_…`)."),
  }),
  result: StoreResult,
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
  result: z.object({
    id: z.string().describe("The id of the team (or user) whose stores these are."),
    stores: z.array(StoreResult).describe("Every Blob store of the team."),
  }),
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
  result: z.object({
    id: z.string().describe("The store's id, as given."),
    storeId: z.string().describe("The store's id, as given."),
    readWriteToken: z
      .string()
      .describe(
        "The token that reads, writes and deletes the store's objects, which @vercel/blob takes as `BLOB_READ_WRITE_TOKEN`. Secret.",
      ),
  }),
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
  id: z.string().describe("The connection's id (`spc_…`)."),
  projectId: z.string().describe("The id of the connected project."),
  projectName: z.string().describe("The name of the connected project."),
  projectFramework: z
    .string()
    .describe("The connected project's framework, such as `nextjs`; empty when it has none."),
  environments: z
    .array(z.string())
    .describe("The project environments whose deployments get the token variable."),
  envVarPrefix: z
    .string()
    .describe("The text put before `BLOB_READ_WRITE_TOKEN` in the variable's name; empty for none."),
  readWriteTokenEnvVarName: z
    .string()
    .describe("The environment variable that holds the store's read-write token in the project."),
  productionDeploymentId: z
    .string()
    .describe("The id of the project's latest production deployment; empty when it has none."),
  productionDeploymentUrl: z
    .string()
    .describe("The URL of the project's latest production deployment; empty when it has none."),
});

export const getBlobProjectConnectionsFunction = defineFunction({
  name: "getBlobProjectConnections",
  subject: "BlobProjectConnection",
  description: "The projects a Blob store is connected to, with the environments and variable of each.",
  labelArg: "storeId",
  args: z.strictObject({
    storeId: z.string().min(1, "must not be empty").describe("The store's id (`store_…`)."),
  }),
  result: z.object({
    id: z.string().describe("The store's id, as given."),
    storeId: z.string().describe("The store's id, as given."),
    connections: z.array(Connection).describe("The store's connections, one for each connected project."),
  }),
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
  result: BlobObjectMetadata.extend({
    id: z.string().describe("The object's id, `<storeId>/<pathname>`."),
    storeId: z.string().describe("The store's id, as given."),
    pathname: z.string().describe("The object's pathname in the store."),
    contentType: BlobObjectMetadata.shape.contentType.describe("The media type the object is served with."),
    cacheControlMaxAge: BlobObjectMetadata.shape.cacheControlMaxAge.describe(
      "Seconds browsers and the CDN may cache the object.",
    ),
  }),
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
