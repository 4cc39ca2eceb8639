// A user's access tokens as the authentication routes see them. They are the identity area's
// `tokens` (only their SHA-256 stored, so a state file holds no usable one; children of their user):
// auth.ts finds a caller by them, so a token made here works from the next request and a deleted
// one is refused from the next request.
import { newId } from "../../ids";
import type { Store } from "../../store";
import { hashToken, newToken } from "../../tokens";
import { IDENTITY_OWNER, tokensOf, type StoredToken } from "../identity/store";

/** The id the routes name a token by; tokens issued before it was stored go by their hash's start. */
export function tokenIdOf(token: StoredToken): string {
  return token.tokenId ?? token.id.slice(0, 24);
}

export function userTokens(store: Store, userId: string): StoredToken[] {
  return tokensOf(store).filter(IDENTITY_OWNER, (t) => t.userId === userId);
}

export function findUserToken(store: Store, userId: string, tokenId: string): StoredToken | undefined {
  return userTokens(store, userId).find((t) => tokenIdOf(t) === tokenId);
}

export interface NewToken {
  readonly name: string;
  readonly expiresAt?: number | undefined;
  readonly teamId?: string | undefined;
}

/** Issues a token; the bearer value is returned here once and never stored. */
export function issueUserToken(
  store: Store,
  userId: string,
  spec: NewToken,
): { stored: StoredToken; bearerToken: string } {
  const bearerToken = newToken();
  const stored = tokensOf(store).insert(IDENTITY_OWNER, {
    id: hashToken(bearerToken),
    userId,
    createdAt: store.now(),
    tokenId: newId("tok_", 24),
    name: spec.name,
    ...(spec.expiresAt !== undefined ? { expiresAt: spec.expiresAt } : {}),
    ...(spec.teamId !== undefined ? { teamId: spec.teamId } : {}),
    prefix: bearerToken.slice(0, 4),
    suffix: bearerToken.slice(-2),
  });
  return { stored, bearerToken };
}

export function removeUserToken(store: Store, token: StoredToken): void {
  tokensOf(store).remove(IDENTITY_OWNER, token.id);
}
