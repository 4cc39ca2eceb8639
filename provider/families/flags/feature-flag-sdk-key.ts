// FeatureFlagSdkKey: a key the Flags SDK reads a project's flags with (PUT/GET/DELETE
// /v1/projects/{p}/feature-flags/sdk-keys). Arguments as @pulumiverse/vercel 5.4.1: projectId,
// environment, type (server, mobile or client) and label, all replace (the platform cannot edit a
// key). The key's value is answered once, at creation: `sdkKey` and `connectionString` are
// secret outputs kept from then on. The id is `<projectId>/<hashKey>` (the key's platform id); import
// `[team/]projectId/hashKey`, which cannot recover the value (both are empty then).
import { z } from "zod";
import { flagsConnectionString, SdkKeyType, type SdkKey } from "../../../schema/flags";
import { defineResource } from "../kit/definition";
import { childOf, projectChildImportId, ProjectIdArgument } from "./feature-flag-values";

const FeatureFlagSdkKeyInputs = z.strictObject({
  projectId: ProjectIdArgument.describe(
    "The project (id or name) whose flags the key reads; changing it replaces the key.",
  ),
  environment: z
    .string()
    .min(1, "must not be empty")
    .describe(
      "The environment whose flag configuration the key reads: `production`, `preview`, `development` or a custom environment's slug; changing it replaces the key.",
    ),
  type: SdkKeyType.describe(
    "Where the key is used: `server` for server-side code, `client` for browser code, `mobile` for mobile apps; changing it replaces the key.",
  ),
  label: z
    .string()
    .optional()
    .describe("A name that tells the key apart in the dashboard; changing it replaces the key."),
});
export type FeatureFlagSdkKeyInputs = z.infer<typeof FeatureFlagSdkKeyInputs>;

export const FeatureFlagSdkKeyOutputs = FeatureFlagSdkKeyInputs.extend({
  sdkKey: z
    .string()
    .describe("The key's value, answered only when the key is created (empty after an import). Secret."),
  connectionString: z
    .string()
    .describe(
      "What the `FLAGS` environment variable holds for the Flags SDK: the project and the key's value (empty after an import). Secret.",
    ),
});
export type FeatureFlagSdkKeyOutputs = z.infer<typeof FeatureFlagSdkKeyOutputs>;

function outputs(projectId: string, key: SdkKey, value: string): FeatureFlagSdkKeyOutputs {
  return {
    projectId,
    environment: key.environment,
    type: key.type,
    ...(key.label !== undefined ? { label: key.label } : {}),
    sdkKey: value,
    connectionString: value ? flagsConnectionString(key.projectId, value) : "",
  };
}

export const featureFlagSdkKeyDefinition = defineResource<FeatureFlagSdkKeyInputs, FeatureFlagSdkKeyOutputs>({
  name: "FeatureFlagSdkKey",
  description:
    "A key the Flags SDK reads a project's flags with, for one environment. Its value is returned once, at creation, as the secret outputs `sdkKey` and `connectionString`.",
  inputs: FeatureFlagSdkKeyInputs,
  outputs: FeatureFlagSdkKeyOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    environment: { replaceOnChange: true },
    type: { replaceOnChange: true },
    label: { replaceOnChange: true },
  },
  // Keys are not unique: the replacement can exist next to the old key for a moment.
  deleteBeforeReplace: false,
  secretOutputs: ["sdkKey", "connectionString"],
  // Its id is its hashKey, what getFeatureFlagSdkKey's `id` takes (as in pulumiverse).
  importId: projectChildImportId<FeatureFlagSdkKeyOutputs>(
    "hashKey",
    (_ctx, _project, hashKey) => hashKey,
    "child",
  ),
  adopt: {
    key: "label",
    // A key's value is shown once: an existing key can never be taken over with it. The keys of
    // this type, environment and label are the ones a lost answer or an interrupted `up` left
    // behind (nobody holds their value), so adopting deletes them and creates a new one: with
    // `adopt`, those three are the project's key, and `--clear-pending-creates` leaves no orphan.
    async find(ctx, inputs) {
      const stale = (await ctx.client.flags.sdkKeys(inputs.projectId)).filter(
        (key) =>
          key.type === inputs.type && key.environment === inputs.environment && key.label === inputs.label,
      );
      for (const key of stale) await ctx.client.flags.deleteSdkKey(inputs.projectId, key.hashKey);
      return undefined;
    },
  },

  async create(ctx, inputs) {
    const created = await ctx.client.flags.createSdkKey(inputs.projectId, {
      sdkKeyType: inputs.type,
      environment: inputs.environment,
      ...(inputs.label !== undefined ? { label: inputs.label } : {}),
    });
    return {
      id: created.hashKey,
      outputs: {
        ...outputs(inputs.projectId, created, created.keyValue),
        connectionString: created.connectionString,
      },
    };
  },

  async read(ctx, id, state) {
    const { projectId, child } = childOf(id, state, "FeatureFlagSdkKey");
    const key = await ctx.client.flags.sdkKey(projectId, child);
    return {
      ...outputs(state.projectId ?? projectId, key, state.sdkKey ?? ""),
      ...(state.connectionString ? { connectionString: state.connectionString } : {}),
    };
  },

  // Every argument replaces: an update only ever confirms them.
  async update(_ctx, _id, olds, news) {
    return { ...olds, ...news };
  },

  async delete(ctx, id, state) {
    const { projectId, child } = childOf(id, state, "FeatureFlagSdkKey");
    await ctx.client.flags.deleteSdkKey(projectId, child);
  },
});
