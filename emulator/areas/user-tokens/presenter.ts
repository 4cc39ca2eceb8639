// A stored token as the authentication routes answer it (@vercel/sdk AuthToken): never its hash,
// never its value; its scope is the user's, or one team's for a token made with `?teamId=`.
import type { UserToken } from "../../../schema/user-tokens";
import type { StoredToken } from "../identity/store";
import { tokenIdOf } from "./store";

export function presentUserToken(token: StoredToken): UserToken {
  const expires = token.expiresAt !== undefined ? { expiresAt: token.expiresAt } : {};
  const scope = token.teamId
    ? {
        type: "team" as const,
        teamId: token.teamId,
        createdAt: token.createdAt,
        origin: "manual",
        ...expires,
      }
    : { type: "user" as const, createdAt: token.createdAt, origin: "manual", ...expires };
  return {
    id: tokenIdOf(token),
    name: token.name ?? "emulator token",
    type: "oauth2-token",
    origin: "manual",
    scopes: [scope],
    ...expires,
    activeAt: token.createdAt,
    createdAt: token.createdAt,
    ...(token.prefix !== undefined ? { prefix: token.prefix } : {}),
    ...(token.suffix !== undefined ? { suffix: token.suffix } : {}),
  };
}
