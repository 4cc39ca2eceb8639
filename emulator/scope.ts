// Team scoping (api-contract §1.1): `?teamId=` or `?slug=` selects the team a call acts for; with
// neither, it acts for the user's personal account. Resources are stored per owner, so the owner id
// resolved here is all a handler needs to stay inside its scope.
import { forbidden } from "./errors";
import { DEFAULT_TEAM, DEFAULT_USER_ID } from "./identity";

export interface ScopeQuery {
  readonly teamId?: string | null | undefined;
  readonly slug?: string | null | undefined;
}

/** The owner id (team id, or the user id for the personal account); 403 for a team the user is not in. */
export function resolveOwner(query: ScopeQuery): string {
  const { teamId, slug } = query;
  if (teamId && teamId !== DEFAULT_TEAM.id) throw forbidden(`Not authorized to access the team "${teamId}"`);
  if (slug && slug !== DEFAULT_TEAM.slug) throw forbidden(`Not authorized to access the team "${slug}"`);
  return teamId || slug ? DEFAULT_TEAM.id : DEFAULT_USER_ID;
}
