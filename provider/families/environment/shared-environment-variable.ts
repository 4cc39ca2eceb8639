// SharedEnvironmentVariable: a team-level variable linked to projects. POST /v1/env, GET
// /v1/env/{id} (decrypted), PATCH /v1/env (one update), DELETE /v1/env (one id). Arguments as
// @pulumiverse/vercel 5.4.1; a sensitive value's drift is shown (see valueAsRead).
import { z } from "zod";
import type { SharedEnv, SharedEnvUpdate } from "../../../schema/shared-env";
import { defineResource } from "../kit/definition";
import {
  ValueShape,
  VariableShape,
  WrittenShape,
  replacing,
  report,
  sentValue,
  valueAsRead,
  valueChanged,
  valueIssues,
  valueWoFields,
  variableFields,
  variableIssues,
  wireType,
  withoutValueIfWriteOnly,
  type Written,
} from "./env-variable";

const SharedShape = {
  key: replacing(VariableShape.key, "variable"),
  ...ValueShape,
  targets: VariableShape.targets,
  projectIds: z
    .array(z.string().min(1, "must not be empty"))
    .optional()
    .describe(
      "The projects (ids) the variable applies to, in any order; `[]` unlinks them all. When omitted, links made elsewhere (such as by SharedEnvironmentVariableProjectLink) are kept.",
    ),
  comment: VariableShape.comment,
  sensitive: replacing(VariableShape.sensitive, "variable"),
  applyToAllCustomEnvironments: z
    .boolean()
    .optional()
    .describe(
      "Whether the variable also applies to every custom environment of its projects; false when omitted.",
    ),
};

const SharedEnvironmentVariableInputs = z.strictObject(SharedShape).superRefine((inputs, ctx) =>
  // A shared variable has no custom environment ids: it needs targets.
  report(ctx, [...valueIssues(inputs), ...variableIssues(inputs, [], false)]),
);
export type SharedEnvironmentVariableInputs = z.infer<typeof SharedEnvironmentVariableInputs>;

export const SharedEnvironmentVariableOutputs = z.object({ ...SharedShape, ...WrittenShape });
export type SharedEnvironmentVariableOutputs = z.infer<typeof SharedEnvironmentVariableOutputs>;

/** The variable's arguments as the platform holds them, its value read back against `written`. */
export function sharedOutputs(env: SharedEnv, written: Written): SharedEnvironmentVariableOutputs {
  return {
    key: env.key,
    value: valueAsRead(env, written),
    targets: env.target,
    projectIds: env.projectId,
    ...(env.comment ? { comment: env.comment } : {}),
    sensitive: env.type === "sensitive",
    applyToAllCustomEnvironments: env.applyToAllCustomEnvironments ?? false,
    ...(typeof written.valueWrittenAt === "number" ? { valueWrittenAt: written.valueWrittenAt } : {}),
  };
}

/**
 * Just written from `inputs`: the value sent (write answers carry ciphertext), the answer's
 * `updatedAt` as baseline; no `value` when the program sets valueWo.
 */
const written = (env: SharedEnv, inputs: SharedEnvironmentVariableInputs) => {
  const value = sentValue(inputs);
  return withoutValueIfWriteOnly(
    { ...sharedOutputs(env, { value, valueWrittenAt: env.updatedAt }), value },
    inputs,
  );
};

export const sharedEnvironmentVariableDefinition = defineResource<
  SharedEnvironmentVariableInputs,
  SharedEnvironmentVariableOutputs
>({
  name: "SharedEnvironmentVariable",
  description:
    "A team-level environment variable shared by several projects, for some of their environments.",
  inputs: SharedEnvironmentVariableInputs,
  outputs: SharedEnvironmentVariableOutputs,
  fields: {
    ...variableFields("", false),
    ...valueWoFields,
    key: { replaceOnChange: true },
    sensitive: { ...variableFields().sensitive, replaceOnChange: true },
    // SharedEnvironmentVariableProjectLink adds projects from other programs: an omitted list
    // keeps the platform's links instead of removing them (`projectIds: []` unlinks all).
    projectIds: { unordered: true, computed: true },
    applyToAllCustomEnvironments: { default: false },
  },
  // The key on the same targets is unique in the team: the replacement must free it first.
  deleteBeforeReplace: true,
  secretOutputs: [],
  // Only teams have shared variables: the platform refuses them in a personal account.
  teamOnly: true,
  importId: { segments: ["sharedEnvironmentVariableId"], toId: ([id]) => id ?? "" },
  adopt: {
    key: "key",
    async find(ctx, inputs) {
      const found = await ctx.client.sharedEnv.findSlot(inputs.key, inputs.targets ?? []);
      // The list answers ciphertext: read the variable itself for its value.
      // A program setting valueWo takes the variable over without comparing (or writing) its value.
      const current = found && sharedOutputs(await ctx.client.sharedEnv.get(found.id), {});
      return found && current && { id: found.id, outputs: withoutValueIfWriteOnly(current, inputs) };
    },
  },

  async create(ctx, inputs) {
    const created = await ctx.client.sharedEnv.create({
      evs: [
        { key: inputs.key, value: sentValue(inputs), ...(inputs.comment ? { comment: inputs.comment } : {}) },
      ],
      type: wireType(inputs),
      target: inputs.targets ?? [],
      ...(inputs.projectIds ? { projectId: inputs.projectIds } : {}),
      applyToAllCustomEnvironments: inputs.applyToAllCustomEnvironments ?? false,
    });
    return { id: created.id, outputs: written(created, inputs) };
  },

  async read(ctx, id, state) {
    return withoutValueIfWriteOnly(sharedOutputs(await ctx.client.sharedEnv.get(id), state), state);
  },

  async update(ctx, id, olds, news, changes) {
    const update: SharedEnvUpdate = {
      ...(valueChanged(changes) ? { value: sentValue(news) } : {}),
      ...(changes.has("targets") ? { target: news.targets ?? [] } : {}),
      ...(changes.has("comment") ? { comment: news.comment ?? "" } : {}),
      ...(changes.has("projectIds") && news.projectIds ? { projectId: news.projectIds } : {}),
      ...(changes.has("applyToAllCustomEnvironments")
        ? { applyToAllCustomEnvironments: news.applyToAllCustomEnvironments ?? false }
        : {}),
      // Only an adopted variable gets here with another type: a diff replaces instead.
      ...(changes.has("sensitive") ? { type: wireType(news) } : {}),
    };
    if (Object.keys(update).length === 0) return { ...olds, ...news };
    return written(await ctx.client.sharedEnv.update(id, update), news);
  },

  async delete(ctx, id) {
    await ctx.client.sharedEnv.delete(id);
  },
});
