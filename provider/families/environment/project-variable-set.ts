// A set of variables of one project that a resource manages as a whole: ProjectEnvironmentVariables
// (`variables`) and Project (`environment`) share it. Their rules across the set, how the set is
// written (one upsert), read back (the project's list, filtered to the set's own variables) and
// brought to a new set (at most one batch delete and one upsert).
import { z } from "zod";
import type { Env } from "../../../schema/env";
import { sameSlot } from "./env-api";
import type { ResourceContext } from "../kit/definition";
import {
  Variable,
  WrittenShape,
  createItem,
  report,
  variableIssues,
  variableOf,
  writtenVariable,
} from "./env-variable";

/** A variable of the set as stored: its arguments, its platform id, its write baseline. */
export const StoredVariable = Variable.extend({
  id: z.string().describe("The variable's id on the platform."),
  ...WrittenShape,
});
export type StoredVariable = z.infer<typeof StoredVariable>;

/**
 * A set of variables: each follows the platform's rules, and no two share a slot (key, branch and
 * an environment), since they would overwrite each other. `name` is the argument, for messages.
 */
export function variableSet(name: string) {
  return z.array(Variable).superRefine((variables, ctx) => {
    variables.forEach((variable, index) => report(ctx, variableIssues(variable, [index])));
    variables.forEach((variable, index) => {
      const earlier = variables.findIndex((other) => sameSlot(asEnv(other), createItem(variable)));
      if (earlier !== -1 && earlier < index) {
        ctx.addIssue({
          code: "custom",
          path: [index, "key"],
          message: `"${variable.key}" is already set for one of these environments and branch by ${name}[${earlier}]`,
        });
      }
    });
  });
}

/** A variable argument in the wire's shape, to compare slots with the client's rule. */
function asEnv(variable: Variable): Env {
  return { id: "", ...createItem(variable) };
}

/** True when `env` takes the slot of one of `variables` (a create of it would collide). */
export function inSlotOf(env: Env, variables: readonly Variable[]): boolean {
  return variables.some((variable) => sameSlot(env, createItem(variable)));
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
export async function writeVariables(
  ctx: ResourceContext,
  projectId: string,
  variables: readonly Variable[],
): Promise<StoredVariable[]> {
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

/** `envs` as the set's variables, each value read back against what state remembers of it (`known`). */
export function variablesAsRead(envs: readonly Env[], known: readonly StoredVariable[]): StoredVariable[] {
  return envs.map((env) => ({
    ...variableOf(env, known.find((variable) => variable.id === env.id) ?? {}),
    id: env.id,
  }));
}

/**
 * Brings the set from `olds` to `news`: keeps what is unchanged, writes what is new or changed (one
 * upsert: a changed value overwrites its variable in place), removes what the program dropped or
 * what was added outside it (one batch delete, first, so no slot is taken twice).
 */
export async function syncVariables(
  ctx: ResourceContext,
  projectId: string,
  olds: readonly StoredVariable[],
  news: readonly Variable[],
): Promise<StoredVariable[]> {
  const unmatched = [...olds];
  const kept: StoredVariable[] = [];
  const toWrite: Variable[] = [];
  for (const variable of news) {
    const index = unmatched.findIndex((old) => identity(old) === identity(variable));
    const old = index >= 0 ? unmatched.splice(index, 1)[0] : undefined;
    if (old && old.value === variable.value && (old.comment ?? "") === (variable.comment ?? "")) {
      kept.push({
        ...variable,
        id: old.id,
        ...(old.valueWrittenAt !== undefined ? { valueWrittenAt: old.valueWrittenAt } : {}),
      });
    } else {
      toWrite.push(variable);
    }
  }
  await ctx.client.env.deleteMany(
    projectId,
    unmatched.map((old) => old.id),
  );
  return [...kept, ...(await writeVariables(ctx, projectId, toWrite))];
}
