// `projectMembers` (seed 000): team members given a role on one project. GET lists those with a role
// of their own on it (newest first, `since`/`until` windows, `search` in username, name and email),
// POST gives one (named by `uid`, `username` or `email`; a member who has one gets the new role),
// DELETE takes it away. Only members of the project's team can be added; projects of a personal
// account have no members to manage (400).
import { z } from "zod";
import { ProjectIdAnswer, ProjectMemberAddRequest, ProjectMemberList } from "../../../schema/project-members";
import { badRequest, notFound } from "../../errors";
import { pageOfWindow, PageCursor, PageLimit } from "../../pagination";
import { presenter } from "../../present";
import { defineRoute, list, ok, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { findUser, findUserBy, teamOfOwner, teamRoleOf, type StoredTeam } from "../identity/store";
import { findProject } from "../projects/store";
import { presentProjectMember, type ProjectMemberView } from "./presenter";
import {
  effectiveProjectRole,
  membersOfProject,
  removeProjectMember,
  setProjectMember,
  type StoredProjectMember,
} from "./store";

const PATH = "/v1/projects/:idOrName/members";

function teamOf(store: Store, ownerId: string): StoredTeam {
  const team = teamOfOwner(store, ownerId);
  if (!team)
    throw badRequest("Project members are a team feature: this project belongs to a personal account");
  return team;
}

function viewOf(store: Store, team: StoredTeam, member: StoredProjectMember): ProjectMemberView | undefined {
  const user = findUser(store, member.uid);
  const teamRole = teamRoleOf(team, member.uid);
  if (!user || !teamRole) return undefined;
  const computed =
    effectiveProjectRole(store, team.id, teamRole, member.uid, member.projectId) ?? member.role;
  return { member, user, teamRole, computed };
}

const listMembers = defineRoute({
  method: "GET",
  paths: PATH,
  query: z.looseObject({
    limit: PageLimit,
    since: PageCursor,
    until: PageCursor,
    search: z.string().optional(),
  }),
  response: ProjectMemberList,
  operation: "list",
  present: presenter(presentProjectMember),
  handle: ({ store, ownerId, params, query }) => {
    const team = teamOf(store, ownerId);
    const project = findProject(store, ownerId, params.idOrName);
    const needle = query.search?.toLowerCase();
    const views = membersOfProject(store, ownerId, project.id)
      .flatMap((member) => viewOf(store, team, member) ?? [])
      .filter(
        ({ user }) =>
          needle === undefined ||
          [user.username, user.email, user.name ?? ""].some((text) => text.toLowerCase().includes(needle)),
      );
    const byCreation = views.map((view) => ({ ...view, createdAt: view.member.createdAt }));
    const { items, pagination } = pageOfWindow(byCreation, query);
    return list("members", items, { pagination: { ...pagination, hasNext: pagination.next !== null } });
  },
});

const add = defineRoute({
  method: "POST",
  paths: PATH,
  body: ProjectMemberAddRequest,
  response: ProjectIdAnswer,
  handle: ({ store, ownerId, params, body }) => {
    const team = teamOf(store, ownerId);
    const project = findProject(store, ownerId, params.idOrName);
    const user = findUserBy(store, body);
    const named = body.uid ?? body.username ?? body.email;
    if (!user || !teamRoleOf(team, user.id)) {
      throw badRequest(
        `"${named}" is not a member of the team "${team.slug}": invite them to the team first`,
      );
    }
    setProjectMember(store, ownerId, project.id, user.id, body.role);
    return ok({ id: project.id });
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: `${PATH}/:uid`,
  response: ProjectIdAnswer,
  handle: ({ store, ownerId, params }) => {
    teamOf(store, ownerId);
    const project = findProject(store, ownerId, params.idOrName);
    if (!removeProjectMember(store, ownerId, project.id, params.uid)) {
      throw notFound(`The user ${params.uid} is not a member of the project "${project.name}"`);
    }
    return ok({ id: project.id });
  },
});

export const projectMembers: ApiArea = { name: "projectMembers", routes: [listMembers, add, remove] };
