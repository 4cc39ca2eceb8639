// A project member as GET /v1/projects/{idOrName}/members answers it (@vercel/sdk
// ResponseBodyMembers): the user, their own role on the project, the role they end up with
// (`computedProjectRole`, what their team role and access groups add) and their team role.
import type { GrantedProjectRole, TeamRole } from "../../../schema/access-roles";
import type { ProjectMember } from "../../../schema/project-members";
import type { StoredUser } from "../identity/store";
import type { StoredProjectMember } from "./store";

/** What the handler joins for the presenter: presenters read no store. */
export interface ProjectMemberView {
  readonly member: StoredProjectMember;
  readonly user: StoredUser;
  readonly teamRole: TeamRole;
  readonly computed: GrantedProjectRole;
}

export function presentProjectMember(view: ProjectMemberView): ProjectMember {
  return {
    uid: view.user.id,
    username: view.user.username,
    email: view.user.email,
    ...(view.user.name ? { name: view.user.name } : {}),
    createdAt: view.member.createdAt,
    role: view.member.role,
    computedProjectRole: view.computed,
    teamRole: view.teamRole,
  };
}
