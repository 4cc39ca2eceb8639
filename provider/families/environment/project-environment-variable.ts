// ProjectEnvironmentVariable: one variable of a project. POST /v10/projects/{id}/env, GET
// /v1/projects/{id}/env/{envId} (decrypted), PATCH and DELETE /v9/projects/{id}/env/{envId}.
// Arguments as @pulumiverse/vercel 5.4.1; a sensitive value's drift is shown (see valueAsRead).
import { z } from "zod";
import type { EnvUpdateRequest } from "../../../schema/env";
import { defineResource } from "../kit/definition";
import {
  ValueShape,
  Variable,
  VariableShape,
  WrittenShape,
  childIds,
  createItem,
  replacing,
  report,
  sentValue,
  valueChanged,
  valueIssues,
  valueWoFields,
  variableFields,
  variableIssues,
  variableOf,
  wireType,
  withoutValueIfWriteOnly,
  writtenVariable,
} from "./env-variable";

const ProjectId = z
  .string()
  .min(1, "must not be empty")
  .describe("The project the variable belongs to. Changing it replaces the variable.");

const ProjectEnvironmentVariableInputs = z
  .strictObject({
    projectId: ProjectId,
    ...VariableShape,
    ...ValueShape,
    key: replacing(VariableShape.key, "variable"),
    sensitive: replacing(VariableShape.sensitive, "variable"),
  })
  .superRefine((inputs, ctx) => report(ctx, [...valueIssues(inputs), ...variableIssues(inputs)]));
export type ProjectEnvironmentVariableInputs = z.infer<typeof ProjectEnvironmentVariableInputs>;

export const ProjectEnvironmentVariableOutputs = z.object({
  projectId: ProjectId,
  ...VariableShape,
  ...ValueShape,
  ...WrittenShape,
});
export type ProjectEnvironmentVariableOutputs = z.infer<typeof ProjectEnvironmentVariableOutputs>;

/** Outputs of `variable`; `source` (inputs or state) tells whether the program sets valueWo. */
const outputs = (
  projectId: string,
  variable: Variable,
  source: { valueWo?: unknown } = {},
): ProjectEnvironmentVariableOutputs => withoutValueIfWriteOnly({ projectId, ...variable }, source);

/** The create body of the program's variable, with whichever value it sets. */
const itemOf = (inputs: ProjectEnvironmentVariableInputs) =>
  createItem({ ...inputs, value: sentValue(inputs) });

export const projectEnvironmentVariableDefinition = defineResource<
  ProjectEnvironmentVariableInputs,
  ProjectEnvironmentVariableOutputs
>({
  name: "ProjectEnvironmentVariable",
  description:
    "One environment variable of a project, for some of its environments (and optionally one Git branch). `ProjectEnvironmentVariables` manages many of a project's variables in one resource.",
  inputs: ProjectEnvironmentVariableInputs,
  outputs: ProjectEnvironmentVariableOutputs,
  fields: {
    ...variableFields(),
    ...valueWoFields,
    projectId: { replaceOnChange: true },
    key: { replaceOnChange: true },
    // sensitive ⇄ encrypted makes a new variable on the platform.
    sensitive: { ...variableFields().sensitive, replaceOnChange: true },
  },
  // Key, environments and branch are unique in a project: a replacement must free them first
  // (create-first fails with ENV_ALREADY_EXISTS in the Pulumi bridge, pulumiverse #118).
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: {
    segments: ["projectId", "envId"],
    toId: ([projectId, envId]) => `${projectId}/${envId}`,
    // Create stores the variable's bare id (its project is in state).
    canonical: (_ctx, id, outputs) => childIds(id, outputs.projectId).child,
  },
  adopt: {
    key: "key",
    async find(ctx, inputs) {
      const found = await ctx.client.env.findSlot(inputs.projectId, itemOf(inputs));
      // A program setting valueWo takes the variable over without comparing (or writing) its value.
      return found && { id: found.id, outputs: outputs(inputs.projectId, variableOf(found, {}), inputs) };
    },
  },

  async create(ctx, inputs) {
    const created = await ctx.client.env.create(inputs.projectId, itemOf(inputs));
    return {
      id: created.id,
      outputs: outputs(inputs.projectId, writtenVariable(created, sentValue(inputs)), inputs),
    };
  },

  async read(ctx, id, state) {
    const { parent: projectId, child } = childIds(id, state.projectId);
    return outputs(projectId, variableOf(await ctx.client.env.read(projectId, child), state), state);
  },

  async update(ctx, id, olds, news, changes) {
    const { parent: projectId, child } = childIds(id, olds.projectId);
    const body: EnvUpdateRequest = {
      ...(valueChanged(changes) ? { value: sentValue(news) } : {}),
      ...(changes.has("targets") ? { target: news.targets ?? [] } : {}),
      ...(changes.has("customEnvironmentIds")
        ? { customEnvironmentIds: news.customEnvironmentIds ?? [] }
        : {}),
      ...(changes.has("gitBranch") ? { gitBranch: news.gitBranch ?? null } : {}),
      ...(changes.has("comment") ? { comment: news.comment ?? "" } : {}),
      // Only an adopted variable gets here with another type: a diff replaces instead.
      ...(changes.has("sensitive") ? { type: wireType(news) } : {}),
    };
    if (Object.keys(body).length === 0) return { ...olds, ...news };
    const updated = await ctx.client.env.update(projectId, child, body);
    return outputs(projectId, writtenVariable(updated, sentValue(news)), news);
  },

  async delete(ctx, id, state) {
    const { parent: projectId, child } = childIds(id, state.projectId);
    await ctx.client.env.delete(projectId, child);
  },
});
