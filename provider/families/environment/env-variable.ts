// What the environment variable resources share: the arguments of one variable and their rules,
// their diff semantics, the mapping to and from the wire, how a value is read back (and how a
// sensitive one shows drift), and the ids of child objects. ProjectEnvironmentVariable,
// ProjectEnvironmentVariables and SharedEnvironmentVariable are built from these.
import { z } from "zod";
import { targetsOf } from "./env-api";
import type { FieldMap } from "../../reconcile/fields";
import { EnvComment, EnvKey, EnvTarget, type Env, type EnvCreateItem } from "../../../schema/env";

/** The arguments of one variable, as pulumiverse names them (`targets` is the wire's `target`). */
export const VariableShape = {
  key: EnvKey.describe(
    "The variable's name: letters, digits and '_', not starting with a digit, at most 256 characters; names the function runtimes reserve (such as `TZ`) are refused.",
  ),
  value: z.string().describe("The variable's value. Secret."),
  targets: z
    .array(EnvTarget)
    .optional()
    .describe(
      "The environments the variable applies to: `production`, `preview` and/or `development`, in any order.",
    ),
  gitBranch: z
    .string()
    .min(1, "must not be empty")
    .optional()
    .describe(
      'The Git branch whose preview deployments get the variable; only with targets ["preview"]. Every branch when omitted.',
    ),
  customEnvironmentIds: z
    .array(z.string().min(1, "must not be empty"))
    .optional()
    .describe("The custom environments (ids) the variable applies to, in any order."),
  comment: EnvComment.optional().describe("A note about the variable, at most 1000 characters."),
  sensitive: z
    .boolean()
    .optional()
    .describe(
      "Whether the value is sensitive: once written, nobody can read it back, so a change made elsewhere shows only as a placeholder value. Not allowed with the `development` target; false when omitted.",
    ),
};
export const Variable = z.strictObject(VariableShape);
export type Variable = z.infer<typeof Variable>;

type Issue = { path: PropertyKey[]; message: string };

/**
 * The value arguments of a single variable (ProjectEnvironmentVariable, SharedEnvironmentVariable):
 * `value`, or the write-only `valueWo`, exactly one of the two (pulumiverse 5.4.1). `valueWo` is
 * sent like `value` but never read back nor compared with the platform: the operations keep it
 * from the program (fields: writeOnly), so only a change in the program updates it.
 */
export const ValueShape = {
  value: z
    .string()
    .optional()
    .describe("The variable's value; set exactly one of `value` and `valueWo`. Secret."),
  valueWo: z
    .string()
    .optional()
    .describe(
      "The variable's value, written but never read back or compared with the platform's, so only a change in the program writes it again; set exactly one of `value` and `valueWo`. Secret.",
    ),
};
type ValueArgs = { value?: string | undefined; valueWo?: string | undefined };

/** Exactly one of `value` and `valueWo`; the messages never echo either. */
export function valueIssues(args: ValueArgs): Issue[] {
  if (args.value !== undefined && args.valueWo !== undefined) {
    return [{ path: ["valueWo"], message: "conflicts with value: set exactly one of value and valueWo" }];
  }
  if (args.value === undefined && args.valueWo === undefined) {
    return [{ path: ["value"], message: "is required unless valueWo is set" }];
  }
  return [];
}

/** Diff semantics of `valueWo`: a secret the platform never gives back. */
export const valueWoFields: FieldMap = { valueWo: { secret: true, writeOnly: true } };

/** The value to send: whichever of the two the program set. */
export const sentValue = (args: ValueArgs): string => args.value ?? args.valueWo ?? "";

/** Either value argument changed: the platform's one value is written. */
export const valueChanged = (changes: { has(key: string): boolean }): boolean =>
  changes.has("value") || changes.has("valueWo");

/**
 * Outputs of a variable whose program sets `valueWo` (`source`: the inputs just written, or the
 * state on a read): without `value`, which the program does not set, so the value read back is
 * never compared with anything. An import (no state yet) keeps it.
 */
export function withoutValueIfWriteOnly<T extends { value?: string | undefined }>(
  outputs: T,
  source: { valueWo?: unknown },
): T {
  if (typeof source.valueWo !== "string") return outputs;
  const rest = { ...outputs };
  delete rest.value;
  return rest;
}

/** Output fields of a written variable beyond its arguments. */
export const WrittenShape = {
  // The baseline a read compares with to tell whether a sensitive value changed outside the program.
  valueWrittenAt: z
    .number()
    .optional()
    .describe(
      "When this program last wrote the variable, as the platform's update time in epoch milliseconds; a later update time means it was written elsewhere.",
    ),
};

/** `schema` with its description saying that a change replaces the `what`. */
export function replacing<T extends z.ZodType>(schema: T, what: string): T {
  return schema.describe(`${schema.description ?? ""} Changing it replaces the ${what}.`);
}

type RuledFields = Pick<Variable, "targets" | "sensitive" | "gitBranch" | "customEnvironmentIds">;

/**
 * The platform's rules across one variable's fields; `at` prefixes the paths (a bulk list's
 * index). Shared variables have no custom environments: `customEnvironments: false`.
 */
export function variableIssues(
  variable: RuledFields,
  at: PropertyKey[] = [],
  customEnvironments = true,
): Issue[] {
  const issues: Issue[] = [];
  const targets = variable.targets ?? [];
  if (targets.length === 0 && (variable.customEnvironmentIds ?? []).length === 0) {
    const message =
      "must name at least one environment" + (customEnvironments ? ", or set customEnvironmentIds" : "");
    issues.push({ path: [...at, "targets"], message });
  }
  if (variable.sensitive === true && targets.includes("development")) {
    issues.push({
      path: [...at, "sensitive"],
      message: 'a variable targeting "development" cannot be sensitive',
    });
  }
  if (variable.gitBranch !== undefined && (targets.length !== 1 || targets[0] !== "preview")) {
    issues.push({ path: [...at, "gitBranch"], message: 'is only allowed with targets ["preview"]' });
  }
  return issues;
}

/** Adds `issues` to a zod refinement context. */
export function report(ctx: z.RefinementCtx, issues: readonly Issue[]): void {
  for (const issue of issues) ctx.addIssue({ code: "custom", ...issue });
}

/**
 * Diff semantics of a variable's fields under `prefix` ("" or "variables[]."): targets and
 * custom environments are sets whose omission means none; omitted `sensitive` means encrypted; the
 * value is a secret. Shared variables have no custom environments: `customEnvironments: false`.
 */
export function variableFields(prefix = "", customEnvironments = true): FieldMap {
  return {
    [`${prefix}value`]: { secret: true },
    [`${prefix}targets`]: { unordered: true, default: [] },
    ...(customEnvironments ? { [`${prefix}customEnvironmentIds`]: { unordered: true, default: [] } } : {}),
    [`${prefix}sensitive`]: { default: false },
  };
}

export const wireType = (variable: Pick<Variable, "sensitive">) =>
  variable.sensitive === true ? ("sensitive" as const) : ("encrypted" as const);

/** The create body of a variable. */
export function createItem(variable: Variable): EnvCreateItem {
  return {
    key: variable.key,
    value: variable.value,
    type: wireType(variable),
    target: variable.targets ?? [],
    ...(variable.customEnvironmentIds?.length ? { customEnvironmentIds: variable.customEnvironmentIds } : {}),
    ...(variable.gitBranch !== undefined ? { gitBranch: variable.gitBranch } : {}),
    ...(variable.comment !== undefined ? { comment: variable.comment } : {}),
  };
}

/** What a stored variable remembers of its last write, for reading its value back. */
export interface Written {
  value?: unknown;
  valueWrittenAt?: unknown;
}

/**
 * The value as a read reports it. Encrypted values come back decrypted and drift like any field.
 * A sensitive value can never be read back, but the platform's `updatedAt` says whether the
 * variable was written since this program last wrote it (`valueWrittenAt`, kept in state). When
 * it has not moved, the value in state is still the value. When it has, someone else wrote the
 * variable and its value is unknown: the read reports a marker in place of the value (a text no
 * program sets), so the diff shows `value` changed and the next update writes the program's value
 * again. A variable adopted or imported (no write of ours yet) reads as the marker too.
 * `valueWrittenAt` itself only moves with our writes, so a second refresh reports the same marker.
 */
export function valueAsRead(current: Pick<Env, "type" | "value" | "updatedAt">, written: Written): string {
  if (current.type !== "sensitive") return current.value ?? "";
  if (typeof written.value === "string" && written.valueWrittenAt === current.updatedAt) return written.value;
  const when = current.updatedAt === undefined ? "" : ` at ${new Date(current.updatedAt).toISOString()}`;
  return `(sensitive value written outside this program${when}; the next update writes the program's value)`;
}

/** A variable's arguments as the platform holds them, with `value` as read back from `written`. */
export function variableOf(env: Env, written: Written): Variable & { valueWrittenAt?: number } {
  const valueWrittenAt = typeof written.valueWrittenAt === "number" ? written.valueWrittenAt : undefined;
  return {
    key: env.key,
    value: valueAsRead(env, written),
    targets: targetsOf(env) as Variable["targets"],
    customEnvironmentIds: env.customEnvironmentIds ?? [],
    ...(env.gitBranch ? { gitBranch: env.gitBranch } : {}),
    ...(env.comment ? { comment: env.comment } : {}),
    sensitive: env.type === "sensitive",
    ...(valueWrittenAt !== undefined ? { valueWrittenAt } : {}),
  };
}

/**
 * A variable just written by this program: its value is the one sent (write answers carry
 * ciphertext), its baseline the answer's `updatedAt`.
 */
export function writtenVariable(env: Env, value: string): Variable & { valueWrittenAt?: number } {
  return { ...variableOf(env, { value, valueWrittenAt: env.updatedAt }), value };
}

/**
 * The parent and own id of a child object (an env var of a project, say). Objects made by this
 * provider carry their own id, the parent being in state; an import id (`parent/child`, from
 * `importId.toId`) names both, because an import has no state yet.
 */
export function childIds(id: string, parentInState: unknown): { parent: string; child: string } {
  const slash = id.lastIndexOf("/");
  if (slash > 0) return { parent: id.slice(0, slash), child: id.slice(slash + 1) };
  if (typeof parentInState !== "string")
    throw new Error(`cannot tell the parent of ${id}: no parent id in state`);
  return { parent: parentInState, child: id };
}
