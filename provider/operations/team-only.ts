// Objects that exist only in a team (a definition's `teamOnly`): shared environment variables and
// their project links. A program that names no team acts for the token's own scope, which can be a
// personal account that holds none, and the platform would refuse only when the create runs,
// halfway through an `up`. So check refuses them first, from what the program names alone: no
// API call, so a preview fails before anything is applied. The token's default team must be named
// too, since telling whether an account's own scope is a team takes a call (owners.ts).
import type { CheckFailure } from "../reconcile/check";

export interface TeamScoped {
  /** The name users know the object by: a resource class, or what a lookup function looks up. */
  readonly name: string;
  readonly teamOnly?: boolean;
}

/**
 * The failure of a team-only object that no team names: neither its own `teamId` (a value not
 * known yet at preview counts as named) nor the provider's `vercel:team`.
 */
export function teamRequirement(
  subject: TeamScoped,
  teamId: unknown,
  configuredTeam: string | undefined,
): CheckFailure | undefined {
  if (!subject.teamOnly || teamId !== undefined || configuredTeam !== undefined) return undefined;
  return {
    property: "teamId",
    reason: `${subject.name} belongs to a team: set \`vercel:team\` or \`teamId\``,
  };
}
