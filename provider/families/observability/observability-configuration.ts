// ObservabilityConfiguration: a project's observability setting, whether its extended tier is on
// (the platform's default) or off. One per project, like FirewallConfig: create and update are one
// PUT, read finds the project in the list of projects with the tier off, delete puts the default
// back. The platform's list answers for the whole team, so an outside switch shows as drift.
import { z } from "zod";
import type { FieldMap } from "../../reconcile/fields";
import { onePerProject } from "../kit/one-per-project";
import { defineResource, type ResourceContext } from "../kit/definition";

const ObservabilityConfigurationInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project the setting applies to. Changing it replaces the configuration."),
  extendedTierEnabled: z
    .boolean()
    .optional()
    .describe(
      "Whether the project uses Observability Plus, the extended tier with longer retention and more detailed queries; true, the platform's default, when omitted.",
    ),
});
export type ObservabilityConfigurationInputs = z.infer<typeof ObservabilityConfigurationInputs>;

export const ObservabilityConfigurationOutputs = ObservabilityConfigurationInputs.extend({
  extendedTierEnabled: z.boolean(),
  disabledAt: z
    .number()
    .optional()
    .describe(
      "When Observability Plus was turned off for the project, in milliseconds since the Unix epoch; absent while it is on.",
    ),
});
export type ObservabilityConfigurationOutputs = z.infer<typeof ObservabilityConfigurationOutputs>;

const FIELDS: FieldMap = {
  projectId: { replaceOnChange: true },
  extendedTierEnabled: { default: true },
};

export async function readConfiguration(
  ctx: ResourceContext,
  projectId: string,
): Promise<ObservabilityConfigurationOutputs> {
  const off = (await ctx.client.observability.disabledProjects()).find((project) => project.id === projectId);
  return off
    ? { projectId, extendedTierEnabled: false, disabledAt: off.disabledAt }
    : { projectId, extendedTierEnabled: true };
}

async function write(ctx: ResourceContext, projectId: string, enabled: boolean) {
  const answer = await ctx.client.observability.setDisabled(projectId, !enabled);
  return {
    projectId: answer.id,
    extendedTierEnabled: enabled,
    ...(answer.disabledAt !== undefined ? { disabledAt: answer.disabledAt } : {}),
  };
}

export const observabilityConfigurationDefinition = defineResource<
  ObservabilityConfigurationInputs,
  ObservabilityConfigurationOutputs
>({
  name: "ObservabilityConfiguration",
  description:
    "A project's observability setting: whether its extended observability tier is on (the platform's default) or off. Destroying it puts the default back.",
  inputs: ObservabilityConfigurationInputs,
  outputs: ObservabilityConfigurationOutputs,
  fields: FIELDS,
  secretOutputs: [],
  // Every project has the setting: adopting takes it as it is.
  ...onePerProject<ObservabilityConfigurationInputs, ObservabilityConfigurationOutputs>(
    async (ctx, inputs) => ({
      id: inputs.projectId,
      outputs: await readConfiguration(ctx, inputs.projectId),
    }),
  ),

  async create(ctx, inputs) {
    const outputs = await write(ctx, inputs.projectId, inputs.extendedTierEnabled ?? true);
    // The answer names the project by id: that id is the resource's, whatever name was given.
    return { id: outputs.projectId, outputs: { ...outputs, projectId: inputs.projectId } };
  },

  async read(ctx, id, state) {
    // An import has no state yet: the project is the id.
    return { ...(await readConfiguration(ctx, id)), projectId: state?.projectId ?? id };
  },

  async update(ctx, id, _olds, news) {
    return { ...(await write(ctx, id, news.extendedTierEnabled ?? true)), projectId: news.projectId };
  },

  async delete(ctx, id) {
    // The platform's default: the extended tier on.
    await ctx.client.observability.setDisabled(id, false);
  },
});
