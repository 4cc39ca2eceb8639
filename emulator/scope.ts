// Team scoping (api-contract §1.1): `?teamId=` or `?slug=` selects the team a call acts for; with
// neither, it acts for the caller's own scope: the default team of an account that is a team
// (northstar, as every account of today is), else the personal account of an older one (see
// identity/store.ts's ownScope). Resources are stored per owner, so the owner id resolved here is all
// a handler needs to stay inside its scope.
import { forbidden } from "./errors";
import { IDENTITY_OWNER, ownScope, teamsOf, type StoredTeam } from "./areas/identity/store";
import type { Store } from "./store";

export interface ScopeQuery {
  readonly teamId?: string | null | undefined;
  readonly slug?: string | null | undefined;
}

/**
 * The owner id (team id, or the caller's user id for the personal account). 403 for a team the caller
 * is not a member of, and for one that does not exist: the platform does not reveal which.
 */
export function resolveOwner(query: ScopeQuery, userId: string, store: Store, tokenTeamId?: string): string {
  const { teamId, slug } = query;
  const byId = teamId ? memberTeam(store, userId, teamId, (t) => t.id === teamId) : undefined;
  const bySlug = slug ? memberTeam(store, userId, slug, (t) => t.slug === slug) : undefined;
  const named = (byId ?? bySlug)?.id;
  if (tokenTeamId === undefined) return named ?? ownScope(store, userId);
  // A token made for one team acts for it alone, and for it when a call names no team.
  if (named !== undefined && named !== tokenTeamId) {
    throw forbidden(`This token can only act for the team "${tokenTeamId}", not "${teamId ?? slug}"`);
  }
  return memberTeam(store, userId, tokenTeamId, (t) => t.id === tokenTeamId).id;
}

function memberTeam(
  store: Store,
  userId: string,
  named: string,
  predicate: (team: StoredTeam) => boolean,
): StoredTeam {
  const team = teamsOf(store).find(IDENTITY_OWNER, predicate);
  if (!team?.memberIds.includes(userId)) throw forbidden(`Not authorized to access the team "${named}"`);
  return team;
}
