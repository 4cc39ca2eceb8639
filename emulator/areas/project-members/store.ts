// Project members: a team member given a role on one project (children of their project in
// relations.ts, so deleting the project ends them). The roles a member holds on a project come
// from here, from their access groups and from their team role (permissions.ts combines them).
import type { GrantedProjectRole, TeamRole } from "../../../schema/access-roles";
import type { Store } from "../../store";
import { groupRolesOn } from "../access-groups/store";

export interface StoredProjectMember {
  /** `<projectId>:<uid>`: one role per member and project. */
  id: string;
  projectId: string;
  uid: string;
  role: GrantedProjectRole;
  createdAt: number;
}

export const PROJECT_MEMBERS = "projectMembers";
export const projectMembersOf = (store: Store) => store.collection<StoredProjectMember>(PROJECT_MEMBERS);

export const projectMemberId = (projectId: string, uid: string): string => `${projectId}:${uid}`;

export function membersOfProject(store: Store, ownerId: string, projectId: string): StoredProjectMember[] {
  return projectMembersOf(store).filter(ownerId, (m) => m.projectId === projectId);
}

export function projectRoleOf(
  store: Store,
  ownerId: string,
  userId: string,
  projectId: string,
): GrantedProjectRole | undefined {
  return projectMembersOf(store).get(ownerId, projectMemberId(projectId, userId))?.role;
}

/** The projects `userId` has a role on (the team members' answer). */
export function projectsOfMember(store: Store, ownerId: string, userId: string): StoredProjectMember[] {
  return projectMembersOf(store).filter(ownerId, (m) => m.uid === userId);
}

/** Gives (or changes) `userId`'s role on the project. */
export function setProjectMember(
  store: Store,
  ownerId: string,
  projectId: string,
  uid: string,
  role: GrantedProjectRole,
): StoredProjectMember {
  const id = projectMemberId(projectId, uid);
  const existing = projectMembersOf(store).get(ownerId, id);
  if (existing) return projectMembersOf(store).replace(ownerId, { ...existing, role });
  return projectMembersOf(store).insert(ownerId, { id, projectId, uid, role, createdAt: store.now() });
}

export function removeProjectMember(store: Store, ownerId: string, projectId: string, uid: string): boolean {
  return projectMembersOf(store).remove(ownerId, projectMemberId(projectId, uid));
}

/** A member who leaves the team loses their project roles. */
export function leaveProjects(store: Store, ownerId: string, userId: string): void {
  for (const member of projectsOfMember(store, ownerId, userId))
    projectMembersOf(store).remove(ownerId, member.id);
}

/** Project roles from the strongest down. */
const PROJECT_ROLE_ORDER: readonly GrantedProjectRole[] = ["ADMIN", "PROJECT_DEVELOPER", "PROJECT_VIEWER"];

/**
 * The role a team role gives on every project of the team: owners and members administer them,
 * developers develop, the read-only roles view, and a contributor has none but what is granted.
 */
const TEAM_ROLE_ON_PROJECTS: Readonly<Record<TeamRole, GrantedProjectRole | undefined>> = {
  OWNER: "ADMIN",
  MEMBER: "ADMIN",
  DEVELOPER: "PROJECT_DEVELOPER",
  SECURITY: "PROJECT_VIEWER",
  BILLING: "PROJECT_VIEWER",
  VIEWER: "PROJECT_VIEWER",
  VIEWER_FOR_PLUS: "PROJECT_VIEWER",
  CONTRIBUTOR: undefined,
};

/** The strongest of the roles; undefined for none. */
export function strongestRole(
  roles: readonly (GrantedProjectRole | undefined)[],
): GrantedProjectRole | undefined {
  return PROJECT_ROLE_ORDER.find((role) => roles.includes(role));
}

/**
 * What `userId` may do on the project: the strongest of what their team role gives, their own role
 * on the project, and their access groups' roles on it. Undefined: no access at all.
 */
export function effectiveProjectRole(
  store: Store,
  ownerId: string,
  teamRole: TeamRole,
  userId: string,
  projectId: string,
): GrantedProjectRole | undefined {
  return strongestRole([
    TEAM_ROLE_ON_PROJECTS[teamRole],
    projectRoleOf(store, ownerId, userId, projectId),
    ...groupRolesOn(store, ownerId, userId, projectId),
  ]);
}
