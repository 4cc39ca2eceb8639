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
  name: z
    .string()
    .min(1, "must not be empty")
    .max(100, "must be at most 100 characters")
    .describe(
      "The token's name, up to 100 characters; the resource's name and a random suffix when omitted. Changing it makes a new token.",
    ),
  expiresAt: z
    .number()
    .int()
    .refine((at) => at > Date.now(), "must be in the future")
    .optional()
    .describe(
      "When the token stops working, in epoch milliseconds, in the future; never when omitted. Changing it makes a new token.",
    ),
});
export type UserTokenInputs = z.infer<typeof UserTokenInputs>;

export const UserTokenOutputs = z.object({
  name: z.string(),
  expiresAt: z.number().optional(),
  tokenId: z.string().describe("The token's id, also the resource's id."),
  token: z
    .string()
    .describe("The bearer value, answered only when the token is created (empty after an import). Secret."),
  bearerToken: z.string().describe("The same value as `token`, under @pulumiverse/vercel's name. Secret."),
  createdAt: z.number().describe("When the token was created, in epoch milliseconds."),
  type: z.string().describe("The kind of token, as the platform reports it."),
  origin: z.string().optional().describe("Where the token was made, as the platform reports it."),
  activeAt: z.number().describe("When the token was last used, in epoch milliseconds."),
  prefix: z
    .string()
    .optional()
    .describe("The first characters of the token's value, as the dashboard shows them."),
  suffix: z
    .string()
    .optional()
    .describe("The last characters of the token's value, as the dashboard shows them."),
  leakedAt: z
    .number()
    .optional()
    .describe(
      "When the platform found the token published, in epoch milliseconds; a leaked token is revoked.",
    ),
  leakedUrl: z.string().optional().describe("Where the platform found the token published."),
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
