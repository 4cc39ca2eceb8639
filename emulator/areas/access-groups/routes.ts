// `access-groups` (seed 000): a team's access groups, their members and their roles on projects.
// Names are unique in the team (409); members must be members of the team and projects the team's
// (400). In `projects` of a create or update, a `null` role removes the group's grant on that
// project. Lists page with an opaque `next` cursor (the last id of the page), oldest first.
import { z } from "zod";
import {
  AccessGroup,
  AccessGroupCreateRequest,
  AccessGroupList,
  AccessGroupMemberList,
  AccessGroupProject,
  AccessGroupProjectCreateRequest,
  AccessGroupProjectList,
  AccessGroupProjectUpdateRequest,
  AccessGroupUpdateRequest,
} from "../../../schema/access-groups";
import type { GrantedProjectRole } from "../../../schema/access-roles";
import { badRequest, conflict, notFound } from "../../errors";
import { newId } from "../../ids";
import { presenter } from "../../present";
import { defineRoute, item, list, ok, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { findUser, teamOfOwner, teamRoleOf, type StoredTeam } from "../identity/store";
import { projectsOf } from "../projects/store";
import {
  presentAccessGroup,
  presentAccessGroupProject,
  presentListedProject,
  type AccessGroupView,
} from "./presenter";
import {
  accessGroupProjectsOf,
  accessGroupsOf,
  findAccessGroup,
  grantId,
  grantsOfGroup,
  removeAccessGroup,
  type StoredAccessGroup,
} from "./store";

const BASE = "/v1/access-groups";
const Limit = z.coerce.number().int().min(1).max(100);

function teamOf(store: Store, ownerId: string): StoredTeam {
  const team = teamOfOwner(store, ownerId);
  if (!team) throw badRequest("Access groups are a team feature: name a team with ?teamId=");
  return team;
}

/** The page after the item whose id is `next`. */
function pageAfter<T extends { id: string }>(items: readonly T[], limit: number, next: string | undefined) {
  const start = next === undefined ? 0 : items.findIndex((entry) => entry.id === next) + 1;
  const page = items.slice(start, start + limit);
  const more = start + limit < items.length;
  return { page, pagination: { count: page.length, next: more ? (page.at(-1)?.id ?? null) : null } };
}

function viewOf(store: Store, ownerId: string, group: StoredAccessGroup): AccessGroupView {
  return { group, projectIds: grantsOfGroup(store, ownerId, group.id).map((grant) => grant.projectId) };
}

function requireName(store: Store, ownerId: string, name: string, except?: string): void {
  if (accessGroupsOf(store).find(ownerId, (g) => g.name === name && g.id !== except)) {
    throw conflict(`An access group named "${name}" already exists`);
  }
}

function requireMembers(store: Store, team: StoredTeam, ids: readonly string[]): void {
  const strangers = ids.filter((id) => !findUser(store, id) || !teamRoleOf(team, id));
  if (strangers.length > 0) {
    throw badRequest(
      `Invalid request: ${strangers.map((id) => `"${id}"`).join(", ")} are not members of the team "${team.slug}"`,
    );
  }
}

function projectNamed(store: Store, ownerId: string, projectId: string) {
  const project = projectsOf(store).find(ownerId, (p) => p.id === projectId || p.name === projectId);
  if (!project) throw badRequest(`Invalid request: the project "${projectId}" is not one of the team's`);
  return project;
}

/** Sets (or, role null, removes) the group's grant on the project. */
function grant(
  store: Store,
  ownerId: string,
  group: StoredAccessGroup,
  projectId: string,
  role: GrantedProjectRole | null,
): void {
  const project = projectNamed(store, ownerId, projectId);
  const id = grantId(group.id, project.id);
  const existing = accessGroupProjectsOf(store).get(ownerId, id);
  const now = store.now();
  if (role === null) {
    if (existing) accessGroupProjectsOf(store).remove(ownerId, id);
  } else if (existing) {
    accessGroupProjectsOf(store).replace(ownerId, { ...existing, role, updatedAt: now });
  } else {
    accessGroupProjectsOf(store).insert(ownerId, {
      id,
      accessGroupId: group.id,
      projectId: project.id,
      teamId: ownerId,
      role,
      createdAt: now,
      updatedAt: now,
    });
  }
}

const groupPresenter = presenter(presentAccessGroup);

const listGroups = defineRoute({
  method: "GET",
  paths: BASE,
  query: z.looseObject({
    projectId: z.string().optional(),
    search: z.string().optional(),
    membersLimit: z.coerce.number().int().min(1).max(100).default(50),
    projectsLimit: z.coerce.number().int().min(1).max(100).default(50),
    limit: Limit.default(25),
    next: z.string().optional(),
  }),
  response: AccessGroupList,
  operation: "list",
  present: groupPresenter,
  handle: ({ store, ownerId, query }) => {
    teamOf(store, ownerId);
    const needle = query.search?.toLowerCase();
    const groups = accessGroupsOf(store)
      .list(ownerId)
      .filter((g) => needle === undefined || g.name.toLowerCase().includes(needle))
      .map((g) => viewOf(store, ownerId, g))
      .filter((view) => query.projectId === undefined || view.projectIds.includes(query.projectId))
      .map((view) => ({
        ...view,
        id: view.group.id,
        listLimits: { members: query.membersLimit, projects: query.projectsLimit },
      }));
    const { page, pagination } = pageAfter(groups, query.limit, query.next);
    return list("accessGroups", page, { pagination });
  },
});

const create = defineRoute({
  method: "POST",
  paths: BASE,
  body: AccessGroupCreateRequest,
  response: AccessGroup,
  present: groupPresenter,
  handle: ({ store, ownerId, body }) => {
    const team = teamOf(store, ownerId);
    requireName(store, ownerId, body.name);
    const members = [...new Set(body.membersToAdd ?? [])];
    requireMembers(store, team, members);
    const now = store.now();
    const group = accessGroupsOf(store).insert(ownerId, {
      id: newId("ag_", 24),
      name: body.name,
      teamId: ownerId,
      memberIds: members,
      createdAt: now,
      updatedAt: now,
    });
    for (const project of body.projects ?? []) grant(store, ownerId, group, project.projectId, project.role);
    return item(viewOf(store, ownerId, group));
  },
});

const read = defineRoute({
  method: "GET",
  paths: `${BASE}/:idOrName`,
  response: AccessGroup,
  present: groupPresenter,
  handle: ({ store, ownerId, params }) =>
    item(viewOf(store, ownerId, findAccessGroup(store, ownerId, params.idOrName))),
});

const update = defineRoute({
  method: "POST",
  paths: `${BASE}/:idOrName`,
  body: AccessGroupUpdateRequest,
  response: AccessGroup,
  operation: "update",
  present: groupPresenter,
  handle: ({ store, ownerId, params, body }) => {
    const team = teamOf(store, ownerId);
    const group = findAccessGroup(store, ownerId, params.idOrName);
    if (body.name !== undefined) requireName(store, ownerId, body.name, group.id);
    const adding = body.membersToAdd ?? [];
    requireMembers(store, team, adding);
    const removing = new Set(body.membersToRemove ?? []);
    const memberIds = [...new Set([...group.memberIds, ...adding])].filter((id) => !removing.has(id));
    const saved = accessGroupsOf(store).replace(ownerId, {
      ...group,
      name: body.name ?? group.name,
      memberIds,
      updatedAt: store.now(),
    });
    for (const project of body.projects ?? []) grant(store, ownerId, saved, project.projectId, project.role);
    return item(viewOf(store, ownerId, saved));
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: `${BASE}/:idOrName`,
  handle: ({ store, ownerId, params }) => {
    removeAccessGroup(store, ownerId, findAccessGroup(store, ownerId, params.idOrName));
    return ok(undefined);
  },
});

const members = defineRoute({
  method: "GET",
  paths: `${BASE}/:idOrName/members`,
  query: z.looseObject({
    limit: Limit.default(25),
    next: z.string().optional(),
    search: z.string().optional(),
  }),
  response: AccessGroupMemberList,
  handle: ({ store, ownerId, params, query }) => {
    const team = teamOf(store, ownerId);
    const group = findAccessGroup(store, ownerId, params.idOrName);
    const needle = query.search?.toLowerCase();
    const all = group.memberIds.flatMap((uid) => {
      const user = findUser(store, uid);
      const teamRole = teamRoleOf(team, uid);
      if (!user || !teamRole) return [];
      if (needle !== undefined && ![user.username, user.email].some((t) => t.toLowerCase().includes(needle)))
        return [];
      return [
        {
          id: uid,
          uid,
          username: user.username,
          email: user.email,
          ...(user.name ? { name: user.name } : {}),
          teamRole,
        },
      ];
    });
    const { page, pagination } = pageAfter(all, query.limit, query.next);
    return ok({ members: page.map(({ id: _id, ...member }) => member), pagination });
  },
});

const projects = defineRoute({
  method: "GET",
  paths: `${BASE}/:idOrName/projects`,
  query: z.looseObject({ limit: Limit.default(25), next: z.string().optional() }),
  response: AccessGroupProjectList,
  present: presenter(presentListedProject),
  operation: "list",
  handle: ({ store, ownerId, params, query }) => {
    const group = findAccessGroup(store, ownerId, params.idOrName);
    const listed = grantsOfGroup(store, ownerId, group.id).map((g) => ({
      id: g.id,
      grant: g,
      name: projectsOf(store).get(ownerId, g.projectId)?.name ?? g.projectId,
    }));
    const { page, pagination } = pageAfter(listed, query.limit, query.next);
    return list("projects", page, { pagination });
  },
});

const PROJECT = `${BASE}/:accessGroupIdOrName/projects/:projectId`;

function findGrant(store: Store, ownerId: string, groupIdOrName: string, projectId: string) {
  const group = findAccessGroup(store, ownerId, groupIdOrName);
  const found = accessGroupProjectsOf(store).find(
    ownerId,
    (g) =>
      g.accessGroupId === group.id &&
      (g.projectId === projectId || projectsOf(store).get(ownerId, g.projectId)?.name === projectId),
  );
  if (!found) throw notFound(`The access group "${group.name}" has no role on the project ${projectId}`);
  return found;
}

const grantPresenter = presenter(presentAccessGroupProject);

const createProject = defineRoute({
  method: "POST",
  paths: `${BASE}/:accessGroupIdOrName/projects`,
  body: AccessGroupProjectCreateRequest,
  response: AccessGroupProject,
  present: grantPresenter,
  handle: ({ store, ownerId, params, body }) => {
    teamOf(store, ownerId);
    const group = findAccessGroup(store, ownerId, params.accessGroupIdOrName);
    const project = projectNamed(store, ownerId, body.projectId);
    if (accessGroupProjectsOf(store).get(ownerId, grantId(group.id, project.id))) {
      throw conflict(`The access group "${group.name}" already has a role on the project "${project.name}"`);
    }
    grant(store, ownerId, group, project.id, body.role);
    return item(accessGroupProjectsOf(store).get(ownerId, grantId(group.id, project.id)));
  },
});

const readProject = defineRoute({
  method: "GET",
  paths: PROJECT,
  response: AccessGroupProject,
  present: grantPresenter,
  handle: ({ store, ownerId, params }) =>
    item(findGrant(store, ownerId, params.accessGroupIdOrName, params.projectId)),
});

const updateProject = defineRoute({
  method: "PATCH",
  paths: PROJECT,
  body: AccessGroupProjectUpdateRequest,
  response: AccessGroupProject,
  present: grantPresenter,
  handle: ({ store, ownerId, params, body }) => {
    const found = findGrant(store, ownerId, params.accessGroupIdOrName, params.projectId);
    return item(
      accessGroupProjectsOf(store).replace(ownerId, { ...found, role: body.role, updatedAt: store.now() }),
    );
  },
});

const removeProject = defineRoute({
  method: "DELETE",
  paths: PROJECT,
  handle: ({ store, ownerId, params }) => {
    const found = findGrant(store, ownerId, params.accessGroupIdOrName, params.projectId);
    accessGroupProjectsOf(store).remove(ownerId, found.id);
    return ok(undefined);
  },
});

export const accessGroups: ApiArea = {
  name: "accessGroups",
  routes: [
    listGroups,
    create,
    read,
    update,
    remove,
    members,
    projects,
    createProject,
    readProject,
    updateProject,
    removeProject,
  ],
};
