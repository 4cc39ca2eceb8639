// The identity area's wire shapes: the stored user and team as the platform answers them.
import type { Team as WireTeam, User } from "../../../schema/teams";
import type { StoredTeam, StoredUser } from "./store";

/** GET /v2/user's `user`: the stored user plus its derived default team. */
export function presentUser(user: StoredUser & { defaultTeamId: string | null }): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    defaultTeamId: user.defaultTeamId,
    createdAt: user.createdAt,
  };
}

/** The platform's Team: membership is the emulator's bookkeeping, not part of the wire shape. */
export function presentTeam(team: StoredTeam): WireTeam {
  return { id: team.id, slug: team.slug, name: team.name, createdAt: team.createdAt };
}
