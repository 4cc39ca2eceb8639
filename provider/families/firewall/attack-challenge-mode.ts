// AttackChallengeMode: a project's attack challenge mode (every visitor answers a challenge), as
// pulumiverse's and the Terraform provider's. One per project, like FirewallConfig: create and
// update are one POST /v1/security/attack-mode, read is the project's `security` block, delete
// switches it off. The platform switches it off by itself once `attackModeActiveUntil` passes, so
// `enabled` then drifts to false (pulumiverse's documented note).
import { z } from "zod";
import type { FieldMap } from "../../reconcile/fields";
import { defineResource, type ResourceContext } from "../kit/definition";
import { onePerProject } from "../kit/one-per-project";

/** Before 1973 in milliseconds, or a time in seconds: either way not what the platform takes. */
const EARLIEST_MS = 100_000_000_000;

const AttackChallengeModeInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The project, by id or name. Changing it replaces the resource."),
  enabled: z
    .boolean()
    .describe(
      "Whether attack challenge mode is on: every visitor must pass a browser challenge before reaching the project. The platform turns it off by itself at `attackModeActiveUntil`.",
    ),
  // pulumiverse requires attackModeActiveUntil; the platform does not.
  attackModeActiveUntil: z
    .number()
    .int("must be a whole number of milliseconds")
    .refine(
      (value) => value >= EARLIEST_MS,
      "must be a Unix time in milliseconds (like Date.now()); this looks like seconds",
    )
    .optional()
    .describe(
      "When the platform turns the mode off, in milliseconds since the Unix epoch (like `Date.now()`); on until turned off when omitted, and ignored while `enabled` is false.",
    ),
});
export type AttackChallengeModeInputs = z.infer<typeof AttackChallengeModeInputs>;

export const AttackChallengeModeOutputs = AttackChallengeModeInputs.extend({
  attackModeUpdatedAt: z
    .number()
    .optional()
    .describe(
      "When the mode was last turned on or off, in milliseconds since the Unix epoch; absent if it never was.",
    ),
});
export type AttackChallengeModeOutputs = z.infer<typeof AttackChallengeModeOutputs>;

const FIELDS: FieldMap = {
  projectId: { replaceOnChange: true },
};

/** The mode as the project answers it. */
export async function readAttackMode(ctx: ResourceContext, projectId: string) {
  const { id, security } = await ctx.client.projects.get(projectId);
  const until = security?.attackModeActiveUntil;
  return {
    projectId: id,
    enabled: security?.attackModeEnabled ?? false,
    ...(typeof until === "number" ? { attackModeActiveUntil: until } : {}),
    ...(security?.attackModeUpdatedAt !== undefined
      ? { attackModeUpdatedAt: security.attackModeUpdatedAt }
      : {}),
  };
}

/** Outputs that echo the program where the platform keeps nothing: an end time while off. */
function echoed(
  live: Awaited<ReturnType<typeof readAttackMode>>,
  wanted: Partial<AttackChallengeModeInputs>,
) {
  const { attackModeActiveUntil: until, ...rest } = live;
  const end = live.enabled ? until : wanted.attackModeActiveUntil;
  return {
    ...rest,
    projectId: wanted.projectId ?? live.projectId,
    ...(end !== undefined ? { attackModeActiveUntil: end } : {}),
  };
}

/** Sets the mode and reads it back; the id is the project's id, whatever name the program gave. */
async function write(ctx: ResourceContext, inputs: AttackChallengeModeInputs) {
  await ctx.client.security.setAttackMode(inputs.projectId, inputs.enabled, inputs.attackModeActiveUntil);
  const live = await readAttackMode(ctx, inputs.projectId);
  return { id: live.projectId, outputs: echoed(live, inputs) };
}

export const attackChallengeModeDefinition = defineResource<
  AttackChallengeModeInputs,
  AttackChallengeModeOutputs
>({
  name: "AttackChallengeMode",
  description:
    "A project's attack challenge mode: while it is on, every visitor passes a challenge before reaching the site. The platform switches it off by itself once its end time passes.",
  inputs: AttackChallengeModeInputs,
  outputs: AttackChallengeModeOutputs,
  fields: FIELDS,
  secretOutputs: [],
  // Every project has the mode (off by default): adopting takes it as it is.
  ...onePerProject<AttackChallengeModeInputs, AttackChallengeModeOutputs>(async (ctx, inputs) => {
    const live = await readAttackMode(ctx, inputs.projectId);
    return { id: live.projectId, outputs: { ...live, projectId: inputs.projectId } };
  }),

  create: (ctx, inputs) => write(ctx, inputs),

  async read(ctx, id, state) {
    // An import has no state yet: the project is the id, the end time the platform's.
    const live = await readAttackMode(ctx, id);
    return state ? echoed(live, state) : live;
  },

  update: async (ctx, _id, _olds, news) => (await write(ctx, news)).outputs,

  async delete(ctx, id) {
    // The platform's default: off.
    await ctx.client.security.setAttackMode(id, false);
  },
});
