// ProjectEnvironmentVariables: many variables of one project in one resource. Created with one
// upsert call (POST /v10/projects/{id}/env?upsert=true with an array), updated with at most one
// batch delete and one upsert, deleted with one batch delete of its own variables. Its read
// reports every variable of the project with one of its keys, so variables added outside the
// program under those keys show in the diff, and the next update removes them.
import { z } from "zod";
import { AlreadyExistsError, defineResource } from "../kit/definition";
import { variableFields, variableOf } from "./env-variable";
import {
  StoredVariable,
  inSlotOf,
  syncVariables,
  variableSet,
  variablesAsRead,
  writeVariables,
} from "./project-variable-set";

const ProjectId = z
  .string()
  .min(1, "must not be empty")
  .describe(
    "The project the variables belong to; also the resource's id. Changing it replaces the resource and its variables.",
  );

const ProjectEnvironmentVariablesInputs = z.strictObject({
  projectId: ProjectId,
  variables: variableSet("variables")
    .min(1, "must hold at least one variable")
    .describe(
      "The project's variables, in any order; at least one, no two with the same key for the same environment and branch. A variable of the project made elsewhere under one of these keys is removed by the next update.",
    ),
});
export type ProjectEnvironmentVariablesInputs = z.infer<typeof ProjectEnvironmentVariablesInputs>;

export const ProjectEnvironmentVariablesOutputs = z.object({
  projectId: ProjectId,
  variables: z.array(StoredVariable),
});
export type ProjectEnvironmentVariablesOutputs = z.infer<typeof ProjectEnvironmentVariablesOutputs>;

export const projectEnvironmentVariablesDefinition = defineResource<
  ProjectEnvironmentVariablesInputs,
  ProjectEnvironmentVariablesOutputs
>({
  name: "ProjectEnvironmentVariables",
  description:
    "Many environment variables of one project in one resource, written with one call. Unlike `ProjectEnvironmentVariable`, it owns its keys: variables added outside the program under those keys show as drift, and the next update removes them.",
  inputs: ProjectEnvironmentVariablesInputs,
  outputs: ProjectEnvironmentVariablesOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    // A set of variables: their order in the program means nothing.
    variables: { unordered: true },
    ...variableFields("variables[]."),
  },
  // The replacement writes the same keys: the old variables must go first.
  deleteBeforeReplace: true,
  secretOutputs: [],
  // The resource's id is its project's, as in pulumiverse; an import takes every variable of the project.
  importId: { segments: ["projectId"], toId: ([projectId]) => projectId ?? "" },
  adopt: {
    key: "projectId",
    async find(ctx, inputs) {
      const envs = await ctx.client.env.list(inputs.projectId);
      const found = envs.filter((env) => inSlotOf(env, inputs.variables));
      if (found.length === 0) return undefined;
      const variables = found.map((env) => ({ ...variableOf(env, {}), id: env.id }));
      return { id: inputs.projectId, outputs: { projectId: inputs.projectId, variables } };
    },
  },

  async create(ctx, inputs) {
    // The upsert would silently overwrite variables made elsewhere: refuse, as every resource does.
    const envs = await ctx.client.env.list(inputs.projectId);
    const taken = inputs.variables.filter((v) => envs.some((env) => inSlotOf(env, [v])));
    if (taken.length > 0) {
      const names = taken.map(
        (v) => `${v.key} (${[...(v.targets ?? []), ...(v.customEnvironmentIds ?? [])].join(", ")})`,
      );
      throw new AlreadyExistsError(
        `variables ${names.join("; ")} already exist in project ${inputs.projectId}`,
      );
    }
    const variables = await writeVariables(ctx, inputs.projectId, inputs.variables);
    return { id: inputs.projectId, outputs: { projectId: inputs.projectId, variables } };
  },

  async read(ctx, id, state) {
    const projectId = state.projectId ?? id;
    const known = state.variables ?? [];
    // Its keys (an import has none yet, and takes the whole project).
    const keys = new Set(known.map((variable) => variable.key));
    const envs = (await ctx.client.env.list(projectId)).filter((env) => keys.size === 0 || keys.has(env.key));
    return { projectId, variables: variablesAsRead(envs, known) };
  },

  async update(ctx, _id, olds, news) {
    const variables = await syncVariables(ctx, news.projectId, olds.variables, news.variables);
    return { projectId: news.projectId, variables };
  },

  async delete(ctx, id, state) {
    // Only its own variables: the project's others stay.
    await ctx.client.env.deleteMany(
      state.projectId ?? id,
      (state.variables ?? []).map((v) => v.id),
    );
  },
});
