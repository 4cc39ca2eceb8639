// BlobProjectConnection (@pulumiverse/vercel's, `vercel_blob_project_connection`): connects a
// Blob store to a project, which then holds the store's read-write token in
// `<envVarPrefix>BLOB_READ_WRITE_TOKEN` for the connection's environments (all three by default).
// `environments` and `envVarPrefix` change in place; another store or project replaces it. Import
// `[team/]store_…/spc_…`, pulumiverse's form, which is also the id.
import { z } from "zod";
import { BLOB_TOKEN_VARIABLE, BlobEnvironment, type BlobConnection } from "../../../schema/blob";
import { defineResource } from "../kit/definition";

const ALL_ENVIRONMENTS = ["development", "preview", "production"];

const BlobProjectConnectionInputs = z.strictObject({
  blobStoreId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the Blob store to connect (`store_…`). Another store replaces the connection."),
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project that gets the store's token. Another project replaces the connection."),
  environments: z
    .array(BlobEnvironment)
    .min(1, "must name at least one environment")
    .optional()
    .describe(
      "The project environments (`production`, `preview`, `development`) whose deployments get the token variable; all three when omitted.",
    ),
  envVarPrefix: z
    .string()
    .regex(/^([A-Za-z_][A-Za-z0-9_]*)?$/, 'must be letters, digits or "_", not starting with a digit')
    .optional()
    .describe(
      "Text put before `BLOB_READ_WRITE_TOKEN` in the variable's name, so one project can connect several stores: letters, digits and `_`, not starting with a digit; none when omitted.",
    ),
});
export type BlobProjectConnectionInputs = z.infer<typeof BlobProjectConnectionInputs>;

export const BlobProjectConnectionOutputs = z.object({
  blobStoreId: z.string(),
  projectId: z.string(),
  environments: z.array(z.string()),
  envVarPrefix: z.string(),
  readWriteTokenEnvVarName: z
    .string()
    .describe(
      "The environment variable that holds the store's read-write token in the project: `<envVarPrefix>BLOB_READ_WRITE_TOKEN`.",
    ),
});
export type BlobProjectConnectionOutputs = z.infer<typeof BlobProjectConnectionOutputs>;

export const connectionOutputs = (
  storeId: string,
  connection: BlobConnection,
): BlobProjectConnectionOutputs => ({
  blobStoreId: storeId,
  projectId: connection.projectId,
  environments: [...connection.envVarEnvironments].sort(),
  envVarPrefix: connection.envVarPrefix ?? "",
  readWriteTokenEnvVarName: `${connection.envVarPrefix ?? ""}${BLOB_TOKEN_VARIABLE}`,
});

/** `store_…/spc_…` → its two parts. */
const parts = (id: string): [string, string] => {
  const [storeId = "", connectionId = ""] = id.split("/");
  return [storeId, connectionId];
};

export const blobProjectConnectionDefinition = defineResource<
  BlobProjectConnectionInputs,
  BlobProjectConnectionOutputs
>({
  name: "BlobProjectConnection",
  description:
    "Connects a Blob store to a project, which then gets the store's read-write token as the environment variable `BLOB_READ_WRITE_TOKEN` (with an optional prefix) in the chosen environments.",
  inputs: BlobProjectConnectionInputs,
  outputs: BlobProjectConnectionOutputs,
  fields: {
    blobStoreId: { replaceOnChange: true },
    projectId: { replaceOnChange: true },
    environments: { unordered: true, default: ALL_ENVIRONMENTS },
    envVarPrefix: { default: "" },
  },
  // The replacement's variable would clash with the old one's in the same project.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: {
    segments: ["blobStoreId", "connectionId"],
    toId: ([storeId, connectionId]) => `${storeId}/${connectionId}`,
  },
  adopt: {
    key: "blobStoreId and projectId",
    async find(ctx, inputs) {
      const found = (await ctx.client.blob.connections(inputs.blobStoreId)).find(
        (c) => c.projectId === inputs.projectId,
      );
      return (
        found && {
          id: `${inputs.blobStoreId}/${found.id}`,
          outputs: connectionOutputs(inputs.blobStoreId, found),
        }
      );
    },
  },
  async create(ctx, inputs) {
    const project = await ctx.client.projects.get(inputs.projectId);
    const connection = await ctx.client.blob.connect(inputs.blobStoreId, {
      projectId: project.id,
      envVarEnvironments: inputs.environments ?? ALL_ENVIRONMENTS,
      ...(inputs.envVarPrefix ? { envVarPrefix: inputs.envVarPrefix } : {}),
    });
    return {
      id: `${inputs.blobStoreId}/${connection.id}`,
      outputs: connectionOutputs(inputs.blobStoreId, connection),
    };
  },
  async read(ctx, id) {
    const [storeId, connectionId] = parts(id);
    return connectionOutputs(storeId, await ctx.client.blob.connection(storeId, connectionId));
  },
  async update(ctx, id, _olds, news) {
    const [storeId, connectionId] = parts(id);
    const connection = await ctx.client.blob.updateConnection(storeId, connectionId, {
      envVarEnvironments: news.environments ?? ALL_ENVIRONMENTS,
      envVarPrefix: news.envVarPrefix ?? "",
    });
    return connectionOutputs(storeId, connection);
  },
  async delete(ctx, id) {
    const [storeId, connectionId] = parts(id);
    await ctx.client.blob.disconnect(storeId, connectionId);
  },
});
