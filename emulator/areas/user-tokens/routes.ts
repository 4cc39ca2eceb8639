// `authentication` (seed 000): a user's own access tokens. POST /v3/user/tokens answers the bearer
// value once (`bearerToken`); the token works from the next request, with the team scope
// (`?teamId=`) and expiry it was made with; DELETE /v3/user/tokens/{tokenId} refuses it from the
// next request. A token lists, reads and deletes only its own user's tokens ("current" names the
// calling token itself, as on the platform).
import { z } from "zod";
import {
  UserTokenAnswer,
  UserTokenCreated,
  UserTokenCreateRequest,
  UserTokenDeleted,
  UserTokenList,
} from "../../../schema/user-tokens";
import { emulatorNow } from "../../clock";
import { badRequest, notFound } from "../../errors";
import { pageByCreatedAt, PageCursor, PageLimit } from "../../pagination";
import { presenter } from "../../present";
import { defineRoute, ok, list, wrapped, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { hashToken } from "../../tokens";
import { findProject } from "../projects/store";
import { IDENTITY_OWNER, tokensOf, type StoredToken } from "../identity/store";
import { presentUserToken } from "./presenter";
import { findUserToken, issueUserToken, removeUserToken, userTokens } from "./store";

const TeamQuery = z.looseObject({ teamId: z.string().optional(), slug: z.string().optional() });

/** `{tokenId}`: a token's id, or "current" for the token that makes the call. */
function tokenNamed(store: Store, userId: string, callerToken: string, tokenId: string): StoredToken {
  const found =
    tokenId === "current"
      ? tokensOf(store).get(IDENTITY_OWNER, hashToken(callerToken))
      : findUserToken(store, userId, tokenId);
  if (!found || found.userId !== userId) throw notFound(`Token not found: ${tokenId}`);
  return found;
}

const create = defineRoute({
  method: "POST",
  paths: "/v3/user/tokens",
  query: TeamQuery,
  body: UserTokenCreateRequest,
  response: UserTokenCreated,
  handle: ({ store, userId, ownerId, query, body }) => {
    if (body.expiresAt !== undefined && body.expiresAt <= emulatorNow(store)) {
      throw badRequest('Invalid request: "expiresAt" must be in the future');
    }
    const teamNamed = query.teamId !== undefined || query.slug !== undefined;
    // A project token belongs to the project's team: the project must exist there.
    if (body.projectId !== undefined) findProject(store, ownerId, body.projectId);
    const { stored, bearerToken } = issueUserToken(store, userId, {
      name: body.name,
      expiresAt: body.expiresAt,
      teamId: teamNamed ? ownerId : undefined,
    });
    return ok({ token: presentUserToken(stored), bearerToken });
  },
});

const listTokens = defineRoute({
  method: "GET",
  paths: "/v6/user/tokens",
  query: z.looseObject({ limit: PageLimit, until: PageCursor }),
  response: UserTokenList,
  operation: "list",
  present: presenter(presentUserToken),
  handle: ({ store, userId, query }) => {
    const { items, pagination } = pageByCreatedAt(userTokens(store, userId), {
      limit: query.limit,
      before: query.until,
    });
    return list("tokens", items, { pagination });
  },
});

const get = defineRoute({
  method: "GET",
  paths: "/v5/user/tokens/:tokenId",
  response: UserTokenAnswer,
  present: presenter(presentUserToken),
  handle: ({ store, userId, callerToken, params }) =>
    wrapped("token", tokenNamed(store, userId, callerToken, params.tokenId)),
});

const remove = defineRoute({
  method: "DELETE",
  paths: "/v3/user/tokens/:tokenId",
  response: UserTokenDeleted,
  handle: ({ store, userId, callerToken, params }) => {
    const token = tokenNamed(store, userId, callerToken, params.tokenId);
    removeUserToken(store, token);
    return ok({ tokenId: params.tokenId });
  },
});

export const userTokensArea: ApiArea = { name: "userTokens", routes: [create, listTokens, get, remove] };
