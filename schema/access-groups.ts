// Wire types of access groups (seed 000 `access-groups`; shapes from @vercel/sdk's
// createaccessgroupop, readaccessgroupop, listaccessgroupsop, listaccessgroupmembersop,
// (create|read|update|list)accessgroupproject(s)op): a team's named set of members that holds a
// role on some projects. Dates are ISO strings here, unlike the rest of the API.
import { z } from "zod";
import { GrantedProjectRole, IsoDate, ProjectRole, TeamRole } from "./access-roles";

const ProjectGrant = z.object({ projectId: z.string().min(1), role: GrantedProjectRole.nullable() });

/** POST /v1/access-groups. */
export const AccessGroupCreateRequest = z.object({
  name: z.string().min(1).max(50),
  projects: z.array(ProjectGrant).optional(),
  membersToAdd: z.array(z.string().min(1)).optional(),
});
export type AccessGroupCreateRequest = z.infer<typeof AccessGroupCreateRequest>;

/** POST /v1/access-groups/{idOrName}: a `null` role in `projects` removes that project. */
export const AccessGroupUpdateRequest = z.object({
  name: z.string().min(1).max(50).optional(),
  projects: z.array(ProjectGrant).optional(),
  membersToAdd: z.array(z.string().min(1)).optional(),
  membersToRemove: z.array(z.string().min(1)).optional(),
});
export type AccessGroupUpdateRequest = z.infer<typeof AccessGroupUpdateRequest>;

export const AccessGroup = z.looseObject({
  accessGroupId: z.string(),
  name: z.string(),
  teamId: z.string(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  membersCount: z.number().int(),
  projectsCount: z.number().int(),
  isDsyncManaged: z.boolean().optional(),
  entitlements: z.array(z.string()).optional(),
  teamRoles: z.array(z.string()).optional(),
  teamPermissions: z.array(z.string()).optional(),
});
export type AccessGroup = z.infer<typeof AccessGroup>;

/** An access group in a list: the first members' and projects' ids beside the counts. */
export const AccessGroupListItem = AccessGroup.extend({
  members: z.array(z.string()).optional(),
  projects: z.array(z.string()).optional(),
});

export const NextPagination = z.object({ count: z.number().int(), next: z.string().nullable() });

export const AccessGroupList = z.object({
  accessGroups: z.array(AccessGroupListItem),
  pagination: NextPagination,
});

export const AccessGroupMember = z.looseObject({
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string().optional(),
  createdAt: IsoDate.optional(),
  teamRole: TeamRole,
});
export const AccessGroupMemberList = z.object({
  members: z.array(AccessGroupMember),
  pagination: NextPagination,
});

/** POST /v1/access-groups/{accessGroupIdOrName}/projects. */
export const AccessGroupProjectCreateRequest = z.object({
  projectId: z.string().min(1),
  role: GrantedProjectRole,
});
export const AccessGroupProjectUpdateRequest = z.object({ role: GrantedProjectRole });

export const AccessGroupProject = z.looseObject({
  accessGroupId: z.string(),
  projectId: z.string(),
  teamId: z.string(),
  role: ProjectRole,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type AccessGroupProject = z.infer<typeof AccessGroupProject>;

export const AccessGroupProjectList = z.object({
  projects: z.array(
    z.looseObject({
      projectId: z.string(),
      role: ProjectRole,
      createdAt: IsoDate,
      updatedAt: IsoDate,
      project: z.looseObject({ name: z.string().optional() }),
    }),
  ),
  pagination: NextPagination,
});
