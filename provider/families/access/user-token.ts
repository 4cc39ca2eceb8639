// UserToken: an access token of the calling user (POST /v3/user/tokens), as the Terraform
// provider's vercel_user_token. The value is answered once, at creation: `token` is a secret output
// kept from then on, never in state in clear. Made with a team (`teamId` or vercel:team) it acts
// for that team only. Nothing changes in place: a new name or expiry makes a new token (the new
// one first). An expiry in the past is refused before any call. Import `[team/]<tokenId>`, which
// cannot recover the value (`token` is empty then).
import { z } from "zod";
import type { UserToken } from "../../../schema/user-tokens";
import { withoutUndefined } from "../../reconcile/values";
import { defineResource } from "../kit/definition";
import { sweepShownOnce } from "../kit/shown-once";

const UserTokenInputs = z.strictObject({
  name: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters"),
  /** Epoch milliseconds after which the token is refused; left out, it does not expire. */
  expiresAt: z
    .number()
    .int()
    .refine((at) => at > Date.now(), "must be in the future")
    .optional(),
});
export type UserTokenInputs = z.infer<typeof UserTokenInputs>;

export const UserTokenOutputs = z.object({
  name: z.string(),
  expiresAt: z.number().optional(),
  /** The token's id (also the resource's id). */
  tokenId: z.string(),
  /** The bearer value (secret); empty after an import. */
  token: z.string(),
  /** `token` under @pulumiverse/vercel's name for it (secret). */
  bearerToken: z.string(),
  createdAt: z.number(),
  /** What the platform tells of the token: its kind, where it was made, when last used. */
  type: z.string(),
  origin: z.string().optional(),
  activeAt: z.number(),
  /** The value's first and last characters, as the dashboard shows them. */
  prefix: z.string().optional(),
  suffix: z.string().optional(),
  /** When and where the platform found the token published (a leaked token is revoked). */
  leakedAt: z.number().optional(),
  leakedUrl: z.string().optional(),
});
export type UserTokenOutputs = z.infer<typeof UserTokenOutputs>;

const outputsOf = (token: UserToken, value: string): UserTokenOutputs =>
  withoutUndefined({
    name: token.name,
    ...(token.expiresAt !== undefined ? { expiresAt: token.expiresAt } : {}),
    tokenId: token.id,
    token: value,
    bearerToken: value,
    createdAt: token.createdAt,
    type: token.type,
    activeAt: token.activeAt,
    origin: token.origin,
    prefix: token.prefix,
    suffix: token.suffix,
    leakedAt: token.leakedAt,
    leakedUrl: token.leakedUrl,
  }) as UserTokenOutputs;

export const userTokenDefinition = defineResource<
  UserTokenInputs,
  UserTokenOutputs,
  Record<never, never>,
  "name"
>({
  name: "UserToken",
  description:
    "An access token of the calling user, optionally limited to one team. Its value is returned once, at creation, as the secret output `token`.",
  autoName: { field: "name", maxLength: 100 },
  inputs: UserTokenInputs,
  outputs: UserTokenOutputs,
  fields: { name: { replaceOnChange: true }, expiresAt: { replaceOnChange: true } },
  deleteBeforeReplace: false,
  secretOutputs: ["token", "bearerToken"],
  importId: { segments: ["tokenId"], toId: ([tokenId]) => tokenId ?? "" },
  adopt: {
    key: "name",
    // The value is shown once: adopting sweeps the tokens of this name a lost answer left behind.
    find: (ctx, inputs) =>
      sweepShownOnce(
        inputs.name,
        () => ctx.client.access.tokens(),
        (id) => ctx.client.access.deleteToken(id),
      ),
  },
  async create(ctx, inputs) {
    const made = await ctx.client.access.createToken({
      name: inputs.name,
      ...(inputs.expiresAt !== undefined ? { expiresAt: inputs.expiresAt } : {}),
    });
    return { id: made.token.id, outputs: outputsOf(made.token, made.bearerToken) };
  },
  read: async (ctx, id, state) => outputsOf(await ctx.client.access.token(id), state.token ?? ""),
  update: (_ctx, _id, olds) => Promise.resolve(olds),
  delete: (ctx, id) => ctx.client.access.deleteToken(id),
});
