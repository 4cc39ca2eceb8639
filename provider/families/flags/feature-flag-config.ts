// FeatureFlagConfig: how a flag is served in production, preview and development (the
// `environments` of PATCH /v1/projects/{p}/feature-flags/flags/{flag}). Arguments as
// @pulumiverse/vercel 5.4.1 (projectId, flagId, and per environment enabled, defaultVariantId,
// disabledVariantId), plus targeting rules and targets, which the Terraform provider refuses
// (feature-flag-rules.ts). Every flag has a config, so creating one takes the flag's over;
// deleting one pauses the flag everywhere and drops its rules and targets. The id is
// `<projectId>/<flag id>`; import `[team/]projectId/flagId` (an id or the flag's key).
import { z } from "zod";
import { FLAG_ENVIRONMENTS, type EnvConfig, type Flag } from "../../../schema/flags";
import type { FieldMap } from "../../reconcile/fields";
import { defineResource, type ResourceContext } from "../kit/definition";
import { EnvironmentArgument, environmentFields, fromEnvConfig, toEnvConfig } from "./feature-flag-rules";
import { childIdParts, ownId, projectChildImportId, ProjectIdArgument } from "./feature-flag-values";

const FeatureFlagConfigInputs = z.strictObject({
  projectId: ProjectIdArgument.describe(
    "The project (id or name) the flag belongs to; changing it replaces the config.",
  ),
  flagId: z
    .string()
    .min(1, "must not be empty")
    .describe(
      "The flag served: its id (`flag_...`, a FeatureFlagDefinition's id), its key, or an older `<projectId>/<flag id>` id; changing it replaces the config.",
    ),
  production: EnvironmentArgument.describe("How the flag is served in production."),
  preview: EnvironmentArgument.describe("How the flag is served in preview deployments."),
  development: EnvironmentArgument.describe("How the flag is served in development."),
});
export type FeatureFlagConfigInputs = z.infer<typeof FeatureFlagConfigInputs>;

export const FeatureFlagConfigOutputs = FeatureFlagConfigInputs;
export type FeatureFlagConfigOutputs = FeatureFlagConfigInputs;

const fields: FieldMap = Object.assign(
  { projectId: { replaceOnChange: true }, flagId: { replaceOnChange: true } },
  ...FLAG_ENVIRONMENTS.map(environmentFields),
);

/** The flag's environments as the outputs; ids as the program gave them. */
function outputsOf(projectId: string, flagId: string, flag: Flag): FeatureFlagConfigOutputs {
  const env = (name: string) => {
    const config = flag.environments[name];
    if (!config) throw new Error(`flag ${flag.slug} has no ${name} environment`);
    return fromEnvConfig(config);
  };
  return {
    projectId,
    flagId,
    production: env("production"),
    preview: env("preview"),
    development: env("development"),
  };
}

async function write(ctx: ResourceContext, inputs: FeatureFlagConfigInputs, flag: string) {
  const environments = Object.fromEntries(FLAG_ENVIRONMENTS.map((name) => [name, toEnvConfig(inputs[name])]));
  const written = await ctx.client.flags.updateFlag(inputs.projectId, flag, { environments });
  return outputsOf(inputs.projectId, inputs.flagId, written);
}

export const featureFlagConfigDefinition = defineResource<FeatureFlagConfigInputs, FeatureFlagConfigOutputs>({
  name: "FeatureFlagConfig",
  description:
    "How a feature flag is served in production, preview and development: on or paused, its variants, and its targeting rules. Every flag has one, so creating it takes over the flag's; destroying it pauses the flag everywhere.",
  inputs: FeatureFlagConfigInputs,
  outputs: FeatureFlagConfigOutputs,
  fields,
  // One config per flag: the replacement writes the same object.
  deleteBeforeReplace: true,
  secretOutputs: [],
  // Named by the flag's key or id; create stores the id.
  importId: projectChildImportId(
    "flagId",
    async (ctx, projectId, flag) => (await ctx.client.flags.flag(projectId, flag)).id,
    "project/child",
  ),
  adopt: {
    key: "flagId",
    // Every flag has a config: adopting finds it, so a config that already matches the program
    // is not written again (create would write it either way).
    async find(ctx, inputs) {
      const flag = await ctx.client.flags.findFlag(inputs.projectId, ownId(inputs.flagId));
      return (
        flag && {
          id: `${inputs.projectId}/${flag.id}`,
          outputs: outputsOf(inputs.projectId, inputs.flagId, flag),
        }
      );
    },
  },

  async create(ctx, inputs) {
    const flag = await ctx.client.flags.flag(inputs.projectId, ownId(inputs.flagId));
    return { id: `${inputs.projectId}/${flag.id}`, outputs: await write(ctx, inputs, flag.id) };
  },

  async read(ctx, id, state) {
    const { projectId, child } = childIdParts(id, "FeatureFlagConfig");
    const flag = await ctx.client.flags.readFlag(projectId, child);
    return outputsOf(state.projectId ?? projectId, state.flagId ?? child, flag);
  },

  async update(ctx, id, _olds, news) {
    return write(ctx, news, childIdParts(id, "FeatureFlagConfig").child);
  },

  async delete(ctx, id) {
    const { projectId, child } = childIdParts(id, "FeatureFlagConfig");
    const flag = await ctx.client.flags.flag(projectId, child);
    const paused = (config: EnvConfig): EnvConfig => ({ ...config, active: false, rules: [], targets: {} });
    const environments = Object.fromEntries(
      Object.entries(flag.environments).map(([name, c]) => [name, paused(c)]),
    );
    await ctx.client.flags.updateFlag(projectId, child, { environments });
  },
});
