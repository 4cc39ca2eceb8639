// Wire types of a user's access tokens (seed 000 `authentication`: POST /v3/user/tokens,
// GET /v6/user/tokens, GET /v5/user/tokens/{tokenId}, DELETE /v3/user/tokens/{tokenId}; shapes
// from @vercel/sdk's authtoken and createauthtokenop). The bearer value is in the create answer
// only; the platform keeps its hash.
import { z } from "zod";
import { EpochMs, Pagination } from "./common";

/** POST /v3/user/tokens; `?teamId=` makes a token that acts for that team only. */
export const UserTokenCreateRequest = z.object({
  name: z.string().min(1).max(100),
  expiresAt: EpochMs.optional(),
  projectId: z.string().min(1).optional(),
});
export type UserTokenCreateRequest = z.infer<typeof UserTokenCreateRequest>;

const TokenScope = z.union([
  z.object({
    type: z.literal("user"),
    createdAt: EpochMs,
    expiresAt: EpochMs.optional(),
    origin: z.string().optional(),
  }),
  z.object({
    type: z.literal("team"),
    teamId: z.string(),
    createdAt: EpochMs,
    expiresAt: EpochMs.optional(),
    origin: z.string().optional(),
  }),
]);

export const UserToken = z.looseObject({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  origin: z.string().optional(),
  scopes: z.array(TokenScope).optional(),
  expiresAt: EpochMs.optional(),
  activeAt: EpochMs,
  createdAt: EpochMs,
  prefix: z.string().optional(),
  suffix: z.string().optional(),
  /** When the platform found the token published somewhere, and where. */
  leakedAt: EpochMs.optional(),
  leakedUrl: z.string().optional(),
});
export type UserToken = z.infer<typeof UserToken>;

export const UserTokenCreated = z.object({ token: UserToken, bearerToken: z.string() });
export const UserTokenAnswer = z.object({ token: UserToken });
export const UserTokenList = z.object({ tokens: z.array(UserToken), pagination: Pagination });
export const UserTokenDeleted = z.object({ tokenId: z.string() });
