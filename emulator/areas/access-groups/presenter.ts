// Access groups as the platform answers them (@vercel/sdk readaccessgroupop and friends): dates as
// ISO strings, counts of members and projects, and in lists the first ids of each.
import type { AccessGroup, AccessGroupProject } from "../../../schema/access-groups";
import type { StoredAccessGroup, StoredAccessGroupProject } from "./store";

/** What the handler joins for the presenter: the group and the projects it holds a role on. */
export interface AccessGroupView {
  readonly group: StoredAccessGroup;
  readonly projectIds: readonly string[];
  /** How many members and projects a list item names (`membersLimit`, `projectsLimit`); none outside lists. */
  readonly listLimits?: { readonly members: number; readonly projects: number };
}

const iso = (ms: number): string => new Date(ms).toISOString();

export function presentAccessGroup(
  view: AccessGroupView,
): AccessGroup & { members?: string[]; projects?: string[] } {
  const { group, projectIds, listLimits } = view;
  return {
    accessGroupId: group.id,
    name: group.name,
    teamId: group.teamId,
    createdAt: iso(group.createdAt),
    updatedAt: iso(group.updatedAt),
    membersCount: group.memberIds.length,
    projectsCount: projectIds.length,
    isDsyncManaged: false,
    entitlements: [],
    teamRoles: [],
    teamPermissions: [],
    ...(listLimits
      ? {
          members: group.memberIds.slice(0, listLimits.members),
          projects: projectIds.slice(0, listLimits.projects),
        }
      : {}),
  };
}

export function presentAccessGroupProject(grant: StoredAccessGroupProject): AccessGroupProject {
  return {
    accessGroupId: grant.accessGroupId,
    projectId: grant.projectId,
    teamId: grant.teamId,
    role: grant.role,
    createdAt: iso(grant.createdAt),
    updatedAt: iso(grant.updatedAt),
  };
}

/** A grant in the group's project list, with the project's name. */
export function presentListedProject(listed: { grant: StoredAccessGroupProject; name: string }) {
  const { grant, name } = listed;
  return {
    projectId: grant.projectId,
    role: grant.role,
    createdAt: iso(grant.createdAt),
    updatedAt: iso(grant.updatedAt),
    project: { name },
  };
}
