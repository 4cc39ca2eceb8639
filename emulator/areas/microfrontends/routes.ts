// `microfrontends` (seed 000): a team's microfrontends groups (`GET /v1/microfrontends/groups`,
// `POST /v1/microfrontends/group` with its applications), a group's projects, and the
// microfrontends.json a deployment or a project's production gets. Rules: the group name is not
// empty, at most 48 characters and unique in the team (409); a default route starts with `/`
// without spaces, query or fragment; every project exists (404), is named once, and is in no other
// group (409: a project is in at most one); a group has exactly one default application (the
// request's `defaultApp`); the team's group count and a group's size are capped. A deployment's
// config is its project's group as it was when the deployment was created (null outside a group).
// Membership and group edits are in edits.ts; the rules every change keeps in rules.ts.
import {
  CreateGroupAnswer,
  CreateGroupRequest,
  ConfigAnswer,
  GroupProjectsAnswer,
  GroupsAnswer,
  defaultRouteProblem,
  groupNameProblem,
} from "../../../schema/microfrontends";
import { emulatorNow } from "../../clock";
import { badRequest, conflict, notFound } from "../../errors";
import { newId } from "../../ids";
import { defineRoute, ok, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { findDeployment } from "../deployments/store";
import { findProject, projectsOf, type StoredProject } from "../projects/store";
import { editRoutes } from "./edits";
import { checkMembers } from "./rules";
import { configOf, presentGroup, presentMemberProject, projectMicrofrontends } from "./presenter";
import {
  MAX_GROUPS_PER_TEAM,
  MAX_PROJECTS_PER_GROUP,
  MICROFRONTENDS,
  findGroup,
  groupOfProject,
  groupsOf,
  membersOf,
  slugOf,
  type StoredMicrofrontendsGroup,
} from "./store";

const invalid = (field: string, problem: string | undefined): void => {
  if (problem !== undefined) throw badRequest(`Invalid request: "${field}" ${problem}`);
};

/** A group's member projects, each with its `microfrontends` settings; `full` answers the whole project. */
function memberProjects(store: Store, ownerId: string, group: StoredMicrofrontendsGroup, full: boolean) {
  return membersOf(store, ownerId, group).map((member) => ({
    ...(full ? presentMemberProject(member.project) : { id: member.project.id, name: member.project.name }),
    microfrontends: projectMicrofrontends(group, member),
  }));
}

function applicationProject(store: Store, ownerId: string, projectId: string): StoredProject {
  const project = projectsOf(store).find(ownerId, (p) => p.id === projectId || p.name === projectId);
  if (!project) throw notFound(`Project not found: ${projectId}`);
  return project;
}

const listGroups = defineRoute({
  method: "GET",
  paths: "/v1/microfrontends/groups",
  response: GroupsAnswer,
  operation: "list",
  handle: ({ store, ownerId }) => ({
    status: 200,
    layout: (present) => ({
      groups: groupsOf(store)
        .list(ownerId)
        .map((group) => ({ group: present(group), projects: memberProjects(store, ownerId, group, false) })),
      maxMicrofrontendsGroupsPerTeam: MAX_GROUPS_PER_TEAM,
      maxMicrofrontendsPerGroup: MAX_PROJECTS_PER_GROUP,
    }),
  }),
});

const groupProjects = defineRoute({
  method: "GET",
  paths: "/v1/microfrontends/groups/:groupId/projects",
  response: GroupProjectsAnswer,
  operation: "list",
  handle: ({ store, ownerId, params }) =>
    ok({ projects: memberProjects(store, ownerId, findGroup(store, ownerId, params.groupId), true) }),
});

const createGroup = defineRoute({
  method: "POST",
  paths: "/v1/microfrontends/group",
  body: CreateGroupRequest,
  response: CreateGroupAnswer,
  operation: "create",
  handle: ({ store, ownerId, body }) => {
    invalid("groupName", groupNameProblem(body.groupName));
    const requested = [
      { ...body.defaultApp, isDefaultApp: true },
      ...body.otherApplications.map((app) => ({ ...app, isDefaultApp: false })),
    ];
    for (const app of requested) {
      if (app.defaultRoute !== undefined) invalid("defaultRoute", defaultRouteProblem(app.defaultRoute));
    }
    if (requested.length > MAX_PROJECTS_PER_GROUP) {
      invalid("otherApplications", `must make a group of at most ${MAX_PROJECTS_PER_GROUP} projects`);
    }
    const projects = requested.map((app) => applicationProject(store, ownerId, app.projectId));
    const ids = projects.map((p) => p.id);
    checkMembers(
      requested.map((app, i) => ({
        projectName: projects[i]!.name,
        isDefaultApp: app.isDefaultApp,
        defaultRoute: app.defaultRoute,
      })),
    );
    const twice = projects.find((p, i) => ids.indexOf(p.id) !== i);
    if (twice) invalid("otherApplications", `names the project "${twice.name}" twice`);
    for (const project of projects) {
      const other = groupOfProject(store, ownerId, project.id);
      if (other) {
        throw conflict(
          `The project "${project.name}" is already in the microfrontends group "${other.name}"; a project can be in one group only`,
        );
      }
    }
    const slug = slugOf(body.groupName);
    if (groupsOf(store).find(ownerId, (g) => g.name === body.groupName || g.slug === slug)) {
      throw conflict(`A microfrontends group named "${body.groupName}" already exists`);
    }
    if (groupsOf(store).count(ownerId, () => true) >= MAX_GROUPS_PER_TEAM) {
      throw conflict(`The team has the maximum number of microfrontends groups (${MAX_GROUPS_PER_TEAM})`);
    }
    const now = emulatorNow(store);
    const group = groupsOf(store).insert(ownerId, {
      id: newId("mfe_", 24),
      name: body.groupName,
      slug,
      createdAt: now,
      updatedAt: now,
      applications: requested.map((app, i) => ({
        projectId: ids[i] as string,
        isDefaultApp: app.isDefaultApp,
        ...(app.defaultRoute !== undefined ? { defaultRoute: app.defaultRoute } : {}),
        joinedAt: now,
      })),
    });
    return { status: 200, layout: (present) => ({ newMicrofrontendsGroup: present(group) }) };
  },
});

const deploymentConfig = defineRoute({
  method: "GET",
  paths: "/v1/microfrontends/:deploymentId/config",
  response: ConfigAnswer,
  operation: "read",
  handle: ({ store, ownerId, params }) => {
    const deployment = findDeployment(store, ownerId, params.deploymentId);
    // The group the project was in when the deployment was made, with the members it had then.
    const group = groupsOf(store).find(ownerId, (g) =>
      g.applications.some((a) => a.projectId === deployment.projectId && a.joinedAt <= deployment.createdAt),
    );
    return ok({ config: group ? configOf(membersOf(store, ownerId, group, deployment.createdAt)) : null });
  },
});

const productionConfig = defineRoute({
  method: "GET",
  paths: "/v1/microfrontends/projects/:projectIdOrName/production-mfe-config",
  response: ConfigAnswer,
  operation: "read",
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const group = groupOfProject(store, ownerId, project.id);
    return ok({ config: group ? configOf(membersOf(store, ownerId, group)) : null });
  },
});

export const microfrontends: ApiArea = {
  name: MICROFRONTENDS,
  routes: [listGroups, groupProjects, createGroup, deploymentConfig, productionConfig, ...editRoutes],
  present: presentGroup,
};
