// A team member as GET /v3/teams/{teamId}/members answers it (@vercel/sdk GetTeamMembersMembers):
// the user, their team role, when they joined, and the projects they hold a role of their own on.
import type { GrantedProjectRole, TeamRole } from "../../../schema/access-roles";
import type { TeamMember } from "../../../schema/team-members";
import type { StoredUser } from "../identity/store";

/** What the handler joins for the presenter: presenters read no store. */
export interface TeamMemberView {
  readonly user: StoredUser;
  readonly role: TeamRole;
  readonly createdAt: number;
  readonly projects: readonly { id: string; name: string; role: GrantedProjectRole }[];
}

export function presentTeamMember(view: TeamMemberView): TeamMember {
  return {
    uid: view.user.id,
    username: view.user.username,
    email: view.user.email,
    ...(view.user.name ? { name: view.user.name } : {}),
    confirmed: true,
    createdAt: view.createdAt,
    role: view.role,
    projects: view.projects.map((project) => ({ ...project })),
  };
}
