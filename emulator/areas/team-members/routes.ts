// A team's members (the catalogue leaves the teams group in its gap; routes and shapes from
// @vercel/sdk): GET /v3/teams/{teamId}/members, POST /v1|v2/teams/{teamId}/members (invite by
// email: a user of the emulator with that email joins at once, since the emulator has no mail to
// wait for; any other email is a pending invitation in `emailInviteCodes`), PATCH and DELETE
// /v1/teams/{teamId}/members/{uid}. Only owners change members (permissions.ts); a member may
// leave; a team always keeps an owner. `{teamId}` accepts the id or the slug.
import { z } from "zod";
import type { TeamRole } from "../../../schema/access-roles";
import {
  InvitedTeamMember,
  MemberIdAnswer,
  TeamInviteRequest,
  TeamMemberList,
  TeamMemberUpdateRequest,
} from "../../../schema/team-members";
import { conflict, notFound } from "../../errors";
import { pageOfWindow, PageCursor, PageLimit } from "../../pagination";
import { presenter } from "../../present";
import { defineRoute, list, ok, type ApiArea } from "../../route";
import { callersTeam, findUser, findUserBy, teamRoleOf, type StoredTeam } from "../identity/store";
import { presentTeamMember, type TeamMemberView } from "./presenter";
import {
  addInvite,
  addMember,
  changeRole,
  grantProjects,
  joinedAtOf,
  memberProjects,
  removeInvite,
  removeMember,
} from "./store";

function memberOf(team: StoredTeam, uid: string): TeamRole {
  const role = teamRoleOf(team, uid);
  if (!role) throw notFound(`The user ${uid} is not a member of the team "${team.slug}"`);
  return role;
}

const listMembers = defineRoute({
  method: "GET",
  paths: "/v3/teams/:teamId/members",
  query: z.looseObject({
    limit: PageLimit,
    since: PageCursor,
    until: PageCursor,
    search: z.string().optional(),
    role: z.string().optional(),
    excludeProject: z.string().optional(),
    eligibleMembersForProjectId: z.string().optional(),
  }),
  response: TeamMemberList,
  operation: "list",
  present: presenter(presentTeamMember),
  handle: ({ store, userId, params, query }) => {
    const team = callersTeam(store, userId, params.teamId);
    const needle = query.search?.toLowerCase();
    const views: TeamMemberView[] = team.memberIds.flatMap((uid) => {
      const user = findUser(store, uid);
      const role = teamRoleOf(team, uid);
      if (!user || !role) return [];
      return [{ user, role, createdAt: joinedAtOf(team, uid), projects: memberProjects(store, team, uid) }];
    });
    const matching = views.filter(
      (view) =>
        (query.role === undefined || view.role === query.role) &&
        (needle === undefined ||
          [view.user.username, view.user.email, view.user.name ?? ""].some((t) =>
            t.toLowerCase().includes(needle),
          )),
    );
    const { items, pagination } = pageOfWindow(matching, query);
    const emailInviteCodes = (team.invites ?? []).map((invite) => ({
      id: invite.id,
      email: invite.email,
      role: invite.role,
      isDSyncUser: false,
      createdAt: invite.createdAt,
    }));
    return list("members", items, {
      emailInviteCodes,
      pagination: { ...pagination, hasNext: pagination.next !== null },
    });
  },
});

const invite = defineRoute({
  method: "POST",
  paths: ["/v1/teams/:teamId/members", "/v2/teams/:teamId/members"],
  body: TeamInviteRequest,
  response: InvitedTeamMember,
  handle: ({ store, userId, params, body }) => {
    const team = callersTeam(store, userId, params.teamId);
    const request = Array.isArray(body) ? body[0] : body;
    if (!request) throw notFound("Nobody to invite"); // the schema asks for one
    const role = request.role ?? "MEMBER";
    const user = findUserBy(store, { uid: request.uid, email: request.email });
    if (!user) {
      if (request.email === undefined) throw notFound(`User not found: ${request.uid ?? ""}`);
      const email = request.email;
      if ((team.invites ?? []).some((pending) => pending.email.toLowerCase() === email.toLowerCase())) {
        throw conflict(`"${email}" is already invited to the team "${team.slug}"`);
      }
      const pending = addInvite(store, team, email, role);
      return ok({ uid: pending.id, username: "", email: pending.email, role });
    }
    if (teamRoleOf(team, user.id)) {
      throw conflict(`The user "${user.username}" is already a member of the team "${team.slug}"`);
    }
    const joined = addMember(store, team, user.id, role);
    grantProjects(store, joined, user.id, request.projects ?? []);
    return ok({ uid: user.id, username: user.username, email: user.email, role });
  },
});

const update = defineRoute({
  method: "PATCH",
  paths: "/v1/teams/:teamId/members/:uid",
  body: TeamMemberUpdateRequest,
  response: MemberIdAnswer,
  handle: ({ store, userId, params, body }) => {
    let team = callersTeam(store, userId, params.teamId);
    memberOf(team, params.uid);
    if (body.role !== undefined) team = changeRole(store, team, params.uid, body.role);
    grantProjects(store, team, params.uid, body.projects ?? []);
    return ok({ id: params.uid });
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: "/v1/teams/:teamId/members/:uid",
  query: z.looseObject({ newDefaultTeamId: z.string().optional() }),
  response: MemberIdAnswer,
  handle: ({ store, userId, params }) => {
    const team = callersTeam(store, userId, params.teamId);
    if (removeInvite(store, team, params.uid)) return ok({ id: params.uid });
    memberOf(team, params.uid);
    removeMember(store, team, params.uid);
    return ok({ id: params.uid });
  },
});

/** No collection of its own: members live on the identity area's teams (store.ts). */
export const teamMembers: ApiArea = { name: "teamMembers", routes: [listMembers, invite, update, remove] };
