// Access groups: a team's named sets of members, each holding a role on some projects. A group
// keeps its member ids; its project grants are a collection of their own, children of their
// project (relations.ts), so deleting a project ends the grants on it. Deleting a group removes its
// grants with it (`removeAccessGroup`): a collection has one parent, and the project is that one.
import type { GrantedProjectRole } from "../../../schema/access-roles";
import { notFound } from "../../errors";
import type { Store } from "../../store";

export interface StoredAccessGroup {
  /** `ag_…`. */
  id: string;
  name: string;
  teamId: string;
  /** User ids of its members, in the order they were added. */
  memberIds: string[];
  createdAt: number;
  updatedAt: number;
}

export interface StoredAccessGroupProject {
  /** `<accessGroupId>:<projectId>`: one grant per group and project. */
  id: string;
  accessGroupId: string;
  /** The parent link of relations.ts. */
  projectId: string;
  teamId: string;
  role: GrantedProjectRole;
  createdAt: number;
  updatedAt: number;
}

export const ACCESS_GROUPS = "accessGroups";
export const ACCESS_GROUP_PROJECTS = "accessGroupProjects";

export const accessGroupsOf = (store: Store) => store.collection<StoredAccessGroup>(ACCESS_GROUPS);
export const accessGroupProjectsOf = (store: Store) =>
  store.collection<StoredAccessGroupProject>(ACCESS_GROUP_PROJECTS);

export const grantId = (accessGroupId: string, projectId: string): string => `${accessGroupId}:${projectId}`;

/** `{idOrName}` accepts the group's id or its name; 404 `not_found` otherwise. */
export function findAccessGroup(store: Store, ownerId: string, idOrName: string): StoredAccessGroup {
  const group = accessGroupsOf(store).find(ownerId, (g) => g.id === idOrName || g.name === idOrName);
  if (!group) throw notFound(`Access group not found: ${idOrName}`);
  return group;
}

export function grantsOfGroup(
  store: Store,
  ownerId: string,
  accessGroupId: string,
): StoredAccessGroupProject[] {
  return accessGroupProjectsOf(store).filter(ownerId, (g) => g.accessGroupId === accessGroupId);
}

/** The roles `userId` holds on `projectId` through the groups they are in. */
export function groupRolesOn(
  store: Store,
  ownerId: string,
  userId: string,
  projectId: string,
): GrantedProjectRole[] {
  const groups = new Set(
    accessGroupsOf(store)
      .filter(ownerId, (g) => g.memberIds.includes(userId))
      .map((g) => g.id),
  );
  return accessGroupProjectsOf(store)
    .filter(ownerId, (g) => g.projectId === projectId && groups.has(g.accessGroupId))
    .map((g) => g.role);
}

/** The groups `userId` is in (team members' answers and their removal). */
export function groupsOfMember(store: Store, ownerId: string, userId: string): StoredAccessGroup[] {
  return accessGroupsOf(store).filter(ownerId, (g) => g.memberIds.includes(userId));
}

export function removeAccessGroup(store: Store, ownerId: string, group: StoredAccessGroup): void {
  for (const grant of grantsOfGroup(store, ownerId, group.id))
    accessGroupProjectsOf(store).remove(ownerId, grant.id);
  accessGroupsOf(store).remove(ownerId, group.id);
}

/** A member who leaves the team leaves its access groups. */
export function leaveAccessGroups(store: Store, ownerId: string, userId: string): void {
  for (const group of groupsOfMember(store, ownerId, userId)) {
    accessGroupsOf(store).replace(ownerId, {
      ...group,
      memberIds: group.memberIds.filter((id) => id !== userId),
      updatedAt: store.now(),
    });
  }
}
