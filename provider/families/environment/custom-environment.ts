// CustomEnvironment: a project's pre-production environment (staging, qa, ...) with optional
// branch tracking. POST /v9/projects/{id}/custom-environments, GET|PATCH|DELETE
// /v9/projects/{id}/custom-environments/{envId}. Arguments as @pulumiverse/vercel 5.4.1 (`name` is
// the wire's `slug`, `branchTracking` its `branchMatcher`).
import { z } from "zod";
import {
  BranchMatcher,
  CustomEnvironmentSlug,
  type CustomEnvironment as ApiCustomEnvironment,
  type CustomEnvironmentUpdateRequest,
} from "../../../schema/custom-environments";
import { defineResource } from "../kit/definition";
import { childIds } from "./env-variable";

const BranchTracking = z
  .strictObject({
    type: BranchMatcher.shape.type.describe(
      "How `pattern` matches a branch's name: `equals`, `startsWith` or `endsWith`.",
    ),
    pattern: BranchMatcher.shape.pattern.describe(
      "The text branch names are matched with, 1 to 100 characters.",
    ),
  })
  .optional()
  .describe("The Git branches whose pushes deploy to this environment; none when omitted.");

const CustomEnvironmentInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The project the environment belongs to. Changing it replaces the environment."),
  name: CustomEnvironmentSlug.describe(
    "The environment's name (its slug), unique in the project: 1 to 32 lowercase letters, digits and '-'. The resource's name, lowercase, with a random suffix when omitted.",
  ),
  description: z
    .string()
    .max(256, "must be at most 256 characters")
    .optional()
    .describe("A description of the environment, at most 256 characters."),
  branchTracking: BranchTracking,
});
export type CustomEnvironmentInputs = z.infer<typeof CustomEnvironmentInputs>;

const { type, pattern } = BranchTracking.unwrap().shape;
export const CustomEnvironmentOutputs = CustomEnvironmentInputs.extend({
  // Overrides keep their input's description: a lookup's result has no other.
  branchTracking: z
    .object({
      type: z.string().describe(type.description ?? ""),
      pattern: z.string().describe(pattern.description ?? ""),
    })
    .optional()
    .describe(BranchTracking.description ?? ""),
  createdAt: z.number().describe("When the environment was created, in epoch milliseconds."),
});
export type CustomEnvironmentOutputs = z.infer<typeof CustomEnvironmentOutputs>;

export function toOutputs(projectId: string, environment: ApiCustomEnvironment): CustomEnvironmentOutputs {
  return {
    projectId,
    name: environment.slug,
    ...(environment.description ? { description: environment.description } : {}),
    ...(environment.branchMatcher ? { branchTracking: environment.branchMatcher } : {}),
    createdAt: environment.createdAt,
  };
}

export const customEnvironmentDefinition = defineResource<
  CustomEnvironmentInputs,
  CustomEnvironmentOutputs,
  Record<never, never>,
  "name"
>({
  name: "CustomEnvironment",
  description:
    "A custom environment of a project besides production, preview and development (staging, QA, ...), optionally deployed from the Git branches it tracks.",
  autoName: { field: "name", maxLength: 32, lowercase: true },
  inputs: CustomEnvironmentInputs,
  outputs: CustomEnvironmentOutputs,
  fields: { projectId: { replaceOnChange: true } },
  // Names are unique in a project: a replacement must free the name first.
  deleteBeforeReplace: true,
  secretOutputs: [],
  // The platform takes the environment's id or its name in that place.
  importId: {
    segments: ["projectId", "customEnvironmentIdOrName"],
    toId: ([projectId, environment]) => `${projectId}/${environment}`,
    // Create stores the environment's bare id (its project is in state), whichever way it was named.
    canonical: async (ctx, id, outputs) => {
      const { parent: projectId, child } = childIds(id, outputs.projectId);
      return (await ctx.client.customEnvironments.get(projectId, child)).id;
    },
  },
  adopt: {
    key: "name",
    async find(ctx, inputs) {
      const found = await ctx.client.customEnvironments.find(inputs.projectId, inputs.name);
      return found && { id: found.id, outputs: toOutputs(inputs.projectId, found) };
    },
  },

  async create(ctx, inputs) {
    const created = await ctx.client.customEnvironments.create(inputs.projectId, {
      slug: inputs.name,
      ...(inputs.description ? { description: inputs.description } : {}),
      ...(inputs.branchTracking ? { branchMatcher: inputs.branchTracking } : {}),
    });
    return { id: created.id, outputs: toOutputs(inputs.projectId, created) };
  },

  async read(ctx, id, state) {
    const { parent: projectId, child } = childIds(id, state.projectId);
    return toOutputs(projectId, await ctx.client.customEnvironments.get(projectId, child));
  },

  async update(ctx, id, olds, news, changes) {
    const { parent: projectId, child } = childIds(id, olds.projectId);
    const body: CustomEnvironmentUpdateRequest = {
      ...(changes.has("name") ? { slug: news.name } : {}),
      ...(changes.has("description") ? { description: news.description ?? "" } : {}),
      // null stops tracking branches.
      ...(changes.has("branchTracking") ? { branchMatcher: news.branchTracking ?? null } : {}),
    };
    return toOutputs(projectId, await ctx.client.customEnvironments.update(projectId, child, body));
  },

  async delete(ctx, id, state) {
    const { parent: projectId, child } = childIds(id, state.projectId);
    await ctx.client.customEnvironments.delete(projectId, child);
  },
});
