// ProjectEnvironmentVariables: many variables of one project in one resource. Created with one
// upsert call (POST /v10/projects/{id}/env?upsert=true with an array), updated with at most one
// batch delete and one upsert, deleted with one batch delete of its own variables. Its read
// reports every variable of the project with one of its keys, so variables added outside the
// program under those keys show in the diff, and the next update removes them.
import { z } from "zod";
import type { Env } from "../../schema/env";
import { sameSlot } from "../client/env";
import { defineResource, type ResourceContext } from "./definition";
import {
  Variable,
  WrittenShape,
  createItem,
  report,
  variableFields,
  variableIssues,
  variableOf,
  writtenVariable,
} from "./env-variable";

const ProjectId = z.string().min(1, "must not be empty");

const ProjectEnvironmentVariablesInputs = z
  .strictObject({
    projectId: ProjectId,
    variables: z.array(Variable).min(1, "must hold at least one variable"),
  })
  .superRefine(({ variables }, ctx) => {
    variables.forEach((variable, index) => report(ctx, variableIssues(variable, ["variables", index])));
    // Two variables of one resource in the same slot would overwrite each other.
    variables.forEach((variable, index) => {
      const earlier = variables.findIndex((other) => sameSlot(asEnv(other), createItem(variable)));
      if (earlier !== -1 && earlier < index) {
        ctx.addIssue({
          code: "custom",
          path: ["variables", index, "key"],
          message: `"${variable.key}" is already set for one of these environments and branch by variables[${earlier}]`,
        });
      }
    });
  });
export type ProjectEnvironmentVariablesInputs = z.infer<typeof ProjectEnvironmentVariablesInputs>;

const StoredVariable = Variable.extend({ id: z.string(), ...WrittenShape });
type StoredVariable = z.infer<typeof StoredVariable>;

export const ProjectEnvironmentVariablesOutputs = z.object({
  projectId: ProjectId,
  variables: z.array(StoredVariable),
});
export type ProjectEnvironmentVariablesOutputs = z.infer<typeof ProjectEnvironmentVariablesOutputs>;

/** A variable argument in the wire's shape, to compare slots with the client's rule. */
function asEnv(variable: Variable): Env {
  return { id: "", ...createItem(variable) };
}

/** What makes two variables the same platform object: everything but value and comment. */
function identity(variable: Variable): string {
  return JSON.stringify([
    variable.key,
    [...(variable.targets ?? [])].sort(),
    variable.gitBranch ?? null,
    [...(variable.customEnvironmentIds ?? [])].sort(),
    variable.sensitive === true,
  ]);
}

/** Writes `variables` in one upsert call; each answers with its id and its new `updatedAt`. */
async function upsert(ctx: ResourceContext, projectId: string, variables: readonly Variable[]) {
  if (variables.length === 0) return [];
  const { created, failed } = await ctx.client.env.upsertMany(projectId, variables.map(createItem));
  if (failed.length > 0) {
    throw new Error(`could not write ${failed.map((f) => `${f.error.code}: ${f.error.message}`).join("; ")}`);
  }
  return variables.map((variable): StoredVariable => {
    const env = created.find((candidate) => sameSlot(candidate, createItem(variable)));
    if (!env) throw new Error(`the API did not answer the variable "${variable.key}" it was sent`);
    return { ...writtenVariable(env, variable.value), id: env.id };
  });
}

export const projectEnvironmentVariablesDefinition = defineResource<
  ProjectEnvironmentVariablesInputs,
  ProjectEnvironmentVariablesOutputs
>({
  name: "ProjectEnvironmentVariables",
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
      const found = envs.filter((env) => inputs.variables.some((v) => sameSlot(env, createItem(v))));
      if (found.length === 0) return undefined;
      const variables = found.map((env) => ({ ...variableOf(env, {}), id: env.id }));
      return { id: inputs.projectId, outputs: { projectId: inputs.projectId, variables } };
    },
  },

  async create(ctx, inputs) {
    // The upsert would silently overwrite variables made elsewhere: refuse, as every resource does.
    const envs = await ctx.client.env.list(inputs.projectId);
    const taken = inputs.variables.filter((v) => envs.some((env) => sameSlot(env, createItem(v))));
    if (taken.length > 0) {
      const names = taken.map(
        (v) => `${v.key} (${[...(v.targets ?? []), ...(v.customEnvironmentIds ?? [])].join(", ")})`,
      );
      throw new Error(
        `variables ${names.join("; ")} already exist in project ${inputs.projectId}: set adopt: true to take them over, or remove them from the program`,
      );
    }
    const variables = await upsert(ctx, inputs.projectId, inputs.variables);
    return { id: inputs.projectId, outputs: { projectId: inputs.projectId, variables } };
  },

  async read(ctx, id, state) {
    const projectId = state.projectId ?? id;
    const known = state.variables ?? [];
    // Its keys (an import has none yet, and takes the whole project).
    const keys = new Set(known.map((variable) => variable.key));
    const envs = (await ctx.client.env.list(projectId)).filter((env) => keys.size === 0 || keys.has(env.key));
    const variables = envs.map((env) => ({
      ...variableOf(env, known.find((variable) => variable.id === env.id) ?? {}),
      id: env.id,
    }));
    return { projectId, variables };
  },

  async update(ctx, _id, olds, news) {
    // Keep what is unchanged, write what is new or changed (one upsert), remove what the program
    // dropped or what was added outside it (one batch delete, first, so no slot is taken twice).
    const unmatched = [...olds.variables];
    const kept: StoredVariable[] = [];
    const toWrite: Variable[] = [];
    for (const variable of news.variables) {
      const index = unmatched.findIndex((old) => identity(old) === identity(variable));
      const old = index >= 0 ? unmatched.splice(index, 1)[0] : undefined;
      if (old && old.value === variable.value && (old.comment ?? "") === (variable.comment ?? "")) {
        kept.push({
          ...variable,
          id: old.id,
          ...(old.valueWrittenAt !== undefined ? { valueWrittenAt: old.valueWrittenAt } : {}),
        });
      } else {
        // A matching variable is overwritten in place by the upsert; others are new.
        toWrite.push(variable);
      }
    }
    await ctx.client.env.deleteMany(
      news.projectId,
      unmatched.map((old) => old.id),
    );
    const written = await upsert(ctx, news.projectId, toWrite);
    return { projectId: news.projectId, variables: [...kept, ...written] };
  },

  async delete(ctx, id, state) {
    // Only its own variables: the project's others stay.
    await ctx.client.env.deleteMany(
      state.projectId ?? id,
      (state.variables ?? []).map((v) => v.id),
    );
  },
});
