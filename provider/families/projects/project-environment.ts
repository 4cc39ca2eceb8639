// Project's `environment`: inline environment variables of the project, through the env endpoints
// (one upsert on create, the project's variable list on read, at most one batch delete and one
// upsert on update), sharing the variable-set logic of ProjectEnvironmentVariables.
//
// What it manages, unlike the Terraform provider's `environment` (which owns every variable of the
// project and so fights the standalone env var resources): only the variables it declares, found by
// id or by slot (key, git branch and an overlapping environment). Variables of other keys or other
// environments, made by ProjectEnvironmentVariable(s) or by hand, are left alone, so both can be
// used on one project as long as they name different slots. Omitting `environment` manages none
// (the variables stay as they are); `[]` removes the ones it managed before.
import { z } from "zod";
import type { FieldMap } from "../../reconcile/fields";
import type { ResourceContext } from "../kit/definition";
import { variableFields, type Variable } from "../environment/env-variable";
import {
  StoredVariable,
  inSlotOf,
  syncVariables,
  variableSet,
  variablesAsRead,
  writeVariables,
} from "../environment/project-variable-set";

export const EnvironmentInput = variableSet("environment");
/** Each variable with its platform id and its write baseline (for a sensitive value's drift). */
export const EnvironmentOutput = z.array(StoredVariable);
export type EnvironmentOutput = z.infer<typeof EnvironmentOutput>;

export const ENVIRONMENT_FIELDS: FieldMap = {
  // A set; omitted means "manage none", so it keeps what state has rather than removing anything.
  environment: { unordered: true, computed: true },
  // `environment[].value` is secret: the whole `environment` input is stored as a secret.
  ...variableFields("environment[]."),
};

/** Writes the program's variables into a new project (one upsert); undefined when it names none. */
export async function createEnvironment(
  ctx: ResourceContext,
  projectId: string,
  environment: readonly Variable[] | undefined,
): Promise<EnvironmentOutput | undefined> {
  return environment && writeVariables(ctx, projectId, environment);
}

/** The managed variables as they are now: those of `known` (state), by id or slot; none listed when none are managed. */
export async function readEnvironment(
  ctx: ResourceContext,
  projectId: string,
  known: EnvironmentOutput | undefined,
): Promise<EnvironmentOutput | undefined> {
  if (known === undefined || known.length === 0) return known;
  const envs = await ctx.client.env.list(projectId);
  const ids = new Set(known.map((variable) => variable.id));
  return variablesAsRead(
    envs.filter((env) => ids.has(env.id) || inSlotOf(env, known)),
    known,
  );
}

/** Brings the managed variables from `olds` to `news` (`[]` removes every one managed before). */
export function updateEnvironment(
  ctx: ResourceContext,
  projectId: string,
  olds: EnvironmentOutput | undefined,
  news: readonly Variable[] | undefined,
): Promise<EnvironmentOutput> {
  return syncVariables(ctx, projectId, olds ?? [], news ?? []);
}
