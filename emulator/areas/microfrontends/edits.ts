// The calls that change a group after it is made, as the Terraform provider's
// vercel_microfrontend_group and vercel_microfrontend_group_membership make them (@vercel/sdk
// projects.updateMicrofrontends, teams.updateMicrofrontendsGroup, teams.deleteMicrofrontendsGroup):
// - PATCH /v1/projects/{projectId}/microfrontends: a project joins a group, changes its settings
//   (becoming the default app takes the role from the old one), or leaves (`enabled: false`). A
//   project is in one group at most (409); the default app cannot leave or step down while it is
//   the default (409: make another project the default first, or delete the group); every change
//   keeps exactly one default app and no overlapping routes (rules.ts, 400).
// - PATCH /v1/teams/{teamId}/microfrontends/{groupId}: rename (unique in the team, 409), routing
//   fallback, polyrepo branch routing.
// - DELETE /v1/teams/{teamId}/microfrontends/{groupId}: the group goes, its members leave with it
//   [INF: the platform's answer for a group that still has members is not documented].
import {
  DeleteGroupAnswer,
  MembershipAnswer,
  UpdateGroupAnswer,
  UpdateGroupRequest,
  UpdateMembershipRequest,
  defaultRouteProblem,
  groupNameProblem,
} from "../../../schema/microfrontends";
import { emulatorNow } from "../../clock";
import { badRequest, conflict } from "../../errors";
import { defineRoute, ok, type Route } from "../../route";
import { resolveOwner } from "../../scope";
import type { Store } from "../../store";
import { findProject, projectsOf } from "../projects/store";
import { presentMemberProject, projectMicrofrontends } from "./presenter";
import { checkMembers, type PlannedMember } from "./rules";
import {
  MAX_PROJECTS_PER_GROUP,
  findGroup,
  groupOfProject,
  groupsOf,
  slugOf,
  type StoredApplication,
  type StoredMicrofrontendsGroup,
} from "./store";

const invalid = (field: string, problem: string | undefined): void => {
  if (problem !== undefined) throw badRequest(`Invalid request: "${field}" ${problem}`);
};

function planned(store: Store, ownerId: string, application: StoredApplication): PlannedMember {
  const name = projectsOf(store).get(ownerId, application.projectId)?.name ?? application.projectId;
  return {
    projectName: name,
    isDefaultApp: application.isDefaultApp,
    defaultRoute: application.defaultRoute,
  };
}

/** The application without the settings nobody set (the platform answers them absent). */
const withoutUnset = (application: {
  [K in keyof StoredApplication]: StoredApplication[K] | undefined;
}): StoredApplication =>
  Object.fromEntries(
    Object.entries(application).filter(([, value]) => value !== undefined),
  ) as unknown as StoredApplication;

/** The project's membership after `body`, checked against the group's rules before it is written. */
function join(
  store: Store,
  ownerId: string,
  group: StoredMicrofrontendsGroup,
  projectId: string,
  body: UpdateMembershipRequest,
): StoredApplication {
  const now = emulatorNow(store);
  const previous = group.applications.find((a) => a.projectId === projectId);
  if (!previous && group.applications.length >= MAX_PROJECTS_PER_GROUP) {
    throw conflict(
      `The microfrontends group "${group.name}" has the most projects a group can have (${MAX_PROJECTS_PER_GROUP})`,
    );
  }
  const next = withoutUnset({
    projectId,
    isDefaultApp: body.isDefaultApp ?? previous?.isDefaultApp ?? false,
    defaultRoute: body.defaultRoute ?? previous?.defaultRoute,
    routeObservabilityToThisProject:
      body.routeObservabilityToThisProject ?? previous?.routeObservabilityToThisProject,
    doNotRouteWithMicrofrontendsRouting:
      body.doNotRouteWithMicrofrontendsRouting ?? previous?.doNotRouteWithMicrofrontendsRouting,
    joinedAt: previous?.joinedAt ?? now,
    updatedAt: now,
  });
  if (previous?.isDefaultApp && !next.isDefaultApp) {
    throw conflict(
      `The project is the default application of the microfrontends group "${group.name}": make another project the default first`,
    );
  }
  // A new default app takes the role from the old one, so the group keeps exactly one.
  const others = group.applications
    .filter((a) => a.projectId !== projectId)
    .map((a) => (next.isDefaultApp && a.isDefaultApp ? { ...a, isDefaultApp: false, updatedAt: now } : a));
  checkMembers([...others, next].map((a) => planned(store, ownerId, a)));
  const applications = previous
    ? group.applications.map((a) =>
        a.projectId === projectId ? next : others.find((o) => o.projectId === a.projectId)!,
      )
    : [...others, next];
  groupsOf(store).replace(ownerId, { ...group, applications });
  return next;
}

/** The default app leaves last: while other projects remain, the group would have none. */
function leave(store: Store, ownerId: string, group: StoredMicrofrontendsGroup, projectId: string): void {
  const application = group.applications.find((a) => a.projectId === projectId);
  const others = group.applications.filter((a) => a.projectId !== projectId);
  if (application?.isDefaultApp && others.length > 0) {
    throw conflict(
      `The project is the default application of the microfrontends group "${group.name}" and ${others.length} other project(s) remain: ` +
        "make another project the default first, or delete the group",
    );
  }
  groupsOf(store).replace(ownerId, { ...group, applications: others });
}

const updateMembership = defineRoute({
  method: "PATCH",
  paths: "/v1/projects/:projectId/microfrontends",
  body: UpdateMembershipRequest,
  response: MembershipAnswer,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.projectId);
    const current = groupOfProject(store, ownerId, project.id);
    if (body.enabled === false) {
      if (current) leave(store, ownerId, current, project.id);
      const microfrontends = { enabled: false, groupIds: [], updatedAt: emulatorNow(store) };
      return ok({ ...presentMemberProject(project), microfrontends });
    }
    if (body.defaultRoute !== undefined) invalid("defaultRoute", defaultRouteProblem(body.defaultRoute));
    const group = body.microfrontendsGroupId
      ? findGroup(store, ownerId, body.microfrontendsGroupId)
      : current;
    if (!group) {
      throw badRequest(
        'Invalid request: "microfrontendsGroupId" is required: the project is in no microfrontends group',
      );
    }
    if (current && current.id !== group.id) {
      throw conflict(
        `The project "${project.name}" is already in the microfrontends group "${current.name}"; a project can be in one group only`,
      );
    }
    const application = join(store, ownerId, group, project.id, body);
    return ok({
      ...presentMemberProject(project),
      microfrontends: projectMicrofrontends(group, { application, project }),
    });
  },
});

/** The group named in the path, in the team named in the path (which the caller must belong to). */
function pathGroup(store: Store, userId: string, params: { teamId: string; groupId: string }) {
  const ownerId = resolveOwner({ teamId: params.teamId }, userId, store);
  return { ownerId, group: findGroup(store, ownerId, params.groupId) };
}

const updateGroup = defineRoute({
  method: "PATCH",
  paths: "/v1/teams/:teamId/microfrontends/:groupId",
  body: UpdateGroupRequest,
  response: UpdateGroupAnswer,
  handle: ({ store, userId, params, body }) => {
    const { ownerId, group } = pathGroup(store, userId, params);
    const next = { ...group, updatedAt: emulatorNow(store) };
    if (body.name !== undefined) {
      invalid("name", groupNameProblem(body.name));
      const slug = slugOf(body.name);
      if (
        groupsOf(store).find(ownerId, (g) => g.id !== group.id && (g.name === body.name || g.slug === slug))
      ) {
        throw conflict(`A microfrontends group named "${body.name}" already exists`);
      }
      Object.assign(next, { name: body.name, slug });
    }
    if (body.fallbackEnvironment !== undefined) next.fallbackEnvironment = body.fallbackEnvironment;
    if (body.enablePolyrepoBranchRouting !== undefined) {
      next.enablePolyrepoBranchRouting = body.enablePolyrepoBranchRouting;
    }
    const saved = groupsOf(store).replace(ownerId, next);
    return { status: 200, layout: (present) => ({ updatedMicrofrontendsGroup: present(saved) }) };
  },
});

const deleteGroup = defineRoute({
  method: "DELETE",
  paths: "/v1/teams/:teamId/microfrontends/:groupId",
  response: DeleteGroupAnswer,
  handle: ({ store, userId, params }) => {
    const { ownerId, group } = pathGroup(store, userId, params);
    groupsOf(store).remove(ownerId, group.id);
    return ok({});
  },
});

export const editRoutes: readonly Route[] = [updateMembership, updateGroup, deleteGroup];
