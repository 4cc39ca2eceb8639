// The admin routes that create identities: users (each with a fresh token), more tokens, teams and
// their members. Everything lands in the store, so it persists with --state, is undone with a failed
// request, and goes with `POST /_emulator/reset`.
import {
  CreateTeamRequest,
  CreateTokenRequest,
  CreateUserRequest,
  SetMembersRequest,
  type EmulatorTeam,
} from "../schema/emulator";
import type { TeamRole } from "../schema/access-roles";
import { badRequest, conflict, notFound } from "./errors";
import {
  DEFAULT_TEAM_PLAN,
  findTeam,
  findUser,
  IDENTITY_OWNER,
  NORTHSTAR,
  PERSONAL_PLAN,
  teamsOf,
  tokensOf,
  usersOf,
  withDefaultTeam,
  type StoredTeam,
} from "./areas/identity/store";
import { presentTeam, presentUser } from "./areas/identity/presenter";
import { newId } from "./ids";
import { refreshStates } from "./areas/integrations/states";
import { created, defineRoute, ok, type Route } from "./route";
import type { Store } from "./store";
import { hashToken, newToken } from "./tokens";

export function identityAdminRoutes(): Route[] {
  return [
    defineRoute({
      method: "POST",
      paths: "/_emulator/users",
      body: CreateUserRequest,
      handle: ({ store, body }) => {
        if (usersOf(store).find(IDENTITY_OWNER, (u) => u.username === body.username)) {
          throw conflict(`A user with the username "${body.username}" already exists`);
        }
        if (body.id !== undefined && findUser(store, body.id)) {
          throw conflict(`A user with the id "${body.id}" already exists`);
        }
        const id = body.id ?? newId("user_", 24);
        // An account that is a team is created with one: its Hobby team, which it acts for by default.
        const ownTeam =
          body.version === NORTHSTAR ? insertHobbyTeam(store, id, body.username, body.name) : undefined;
        const user = usersOf(store).insert(IDENTITY_OWNER, {
          id,
          username: body.username,
          email: body.email ?? `${body.username}@example.com`,
          name: body.name ?? null,
          createdAt: store.now(),
          ...(ownTeam ? { version: NORTHSTAR, defaultTeamId: ownTeam.id } : {}),
        });
        const token = issueToken(store, user.id);
        return created({ user: presentUser(withDefaultTeam(store, user)), token });
      },
    }),

    defineRoute({
      method: "POST",
      paths: "/_emulator/tokens",
      body: CreateTokenRequest,
      handle: ({ store, body }) => {
        if (!findUser(store, body.userId)) throw notFound(`User not found: ${body.userId}`);
        return created({ token: issueToken(store, body.userId) });
      },
    }),

    defineRoute({
      method: "POST",
      paths: "/_emulator/teams",
      body: CreateTeamRequest,
      handle: ({ store, body }) => {
        if (findTeam(store, body.slug)) throw conflict(`A team with the slug "${body.slug}" already exists`);
        const memberIds = checkedMembers(store, body.members);
        const now = store.now();
        const team = teamsOf(store).insert(IDENTITY_OWNER, {
          id: newId("team_", 24),
          slug: body.slug,
          name: body.name ?? body.slug,
          memberIds,
          plan: body.plan ?? DEFAULT_TEAM_PLAN,
          ...(body.roles ? { roles: memberRoles(memberIds, body.roles) } : {}),
          // The admin API has no caller: the first member stands for the user who created the team.
          ...(memberIds[0] ? { creatorId: memberIds[0] } : {}),
          createdAt: now,
          updatedAt: now,
        });
        return created(adminTeam(team));
      },
    }),

    defineRoute({
      method: "PUT",
      paths: "/_emulator/teams/:teamId/members",
      body: SetMembersRequest,
      handle: ({ store, params, body }) => {
        const team = findTeam(store, params.teamId);
        if (!team) throw notFound(`Team not found: ${params.teamId}`);
        team.memberIds = checkedMembers(store, body.members);
        if (body.roles) team.roles = memberRoles(team.memberIds, body.roles);
        else if (team.roles) team.roles = memberRoles(team.memberIds, team.roles);
        team.updatedAt = store.now();
        const saved = teamsOf(store).replace(IDENTITY_OWNER, team);
        refreshStates(store); // an installing owner who left disables the installation now
        return ok(adminTeam(saved));
      },
    }),
  ];
}

/**
 * The Hobby team an account of today's kind is created with, named after its user as the platform
 * names them ("alice's projects", `alices-projects`). 409 when another team has that slug.
 */
function insertHobbyTeam(
  store: Store,
  userId: string,
  username: string,
  name: string | undefined,
): StoredTeam {
  const slug = `${username}s-projects`;
  if (findTeam(store, slug)) throw conflict(`A team with the slug "${slug}" already exists`);
  const now = store.now();
  return teamsOf(store).insert(IDENTITY_OWNER, {
    id: newId("team_", 24),
    slug,
    name: `${name ?? username}'s projects`,
    memberIds: [userId],
    plan: PERSONAL_PLAN,
    creatorId: userId,
    createdAt: now,
    updatedAt: now,
  });
}

/** A fresh token for `userId`; only its hash is stored, so this answer is the one chance to see it. */
function issueToken(store: Store, userId: string): string {
  const token = newToken();
  tokensOf(store).insert(IDENTITY_OWNER, { id: hashToken(token), userId, createdAt: store.now() });
  return token;
}

/** The ids, without duplicates; 400 naming any that is not a user. */
function checkedMembers(store: Store, members: readonly string[]): string[] {
  const unknown = members.filter((id) => !findUser(store, id));
  if (unknown.length > 0) {
    throw badRequest(
      `Invalid request: "members" names unknown users ${unknown.map((id) => `"${id}"`).join(", ")}`,
    );
  }
  return [...new Set(members)];
}

/** The roles of the given members only: a role for someone who is not a member means nothing. */
function memberRoles(
  memberIds: readonly string[],
  roles: Readonly<Record<string, TeamRole>>,
): Record<string, TeamRole> {
  return Object.fromEntries(memberIds.flatMap((id) => (roles[id] ? [[id, roles[id]]] : [])));
}

function adminTeam(team: StoredTeam): EmulatorTeam {
  return { ...presentTeam(team), members: team.memberIds, ...(team.roles ? { roles: team.roles } : {}) };
}
