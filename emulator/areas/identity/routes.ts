// Who the caller is (api-contract §1.1): GET /v2/user, and the teams it can act for,
// GET /v1–v2/teams and GET /teams/:teamId (unversioned, as the vercel CLI calls it, and v2; by id
// or slug). Users and teams are created through the admin API (`/_emulator/users`,
// `/_emulator/teams`); see store.ts.
import { z } from "zod";
import { Team, UserDeleteRequest, UserDeleteResponse, UserResponse } from "../../../schema/teams";
import { Pagination } from "../../../schema/common";
import { ApiError, forbidden, notFound } from "../../errors";
import { presentTeam, presentUser, teamSeenBy } from "./presenter";
import { patchTeamRoute } from "./settings";
import {
  findTeam,
  findUser,
  teamRoleOf,
  teamsOfUser,
  usersOf,
  IDENTITY_OWNER,
  withDefaultTeam,
} from "./store";
import { PageCursor, PageLimit, pageByCreatedAt } from "../../pagination";
import { presenter } from "../../present";
import { defineRoute, item, list, wrapped, type ApiArea, type Reply } from "../../route";
import { emulatorNow } from "../../clock";
import { versions } from "../../router";

const TeamList = z.object({ teams: z.array(Team), pagination: Pagination });

const user = defineRoute({
  method: "GET",
  paths: "/v2/user",
  response: UserResponse,
  present: presenter(presentUser),
  handle: ({ store, userId }) => {
    const found = findUser(store, userId);
    // Tokens are children of their user (relations.ts), so this only guards a hand-edited state file.
    if (!found) throw forbidden();
    return wrapped("user", withDefaultTeam(store, found));
  },
});

/**
 * One team by id or slug. A user id or username is no team: 404 like any other name no team has
 * (the vercel CLI looks a `--scope` up here first and falls back to the user's own identity only
 * when this finds nothing, and never asks it for an owner id that is not `team_…`, except
 * `project inspect`, which then fails for a personal project as it would on the platform).
 */
const team = defineRoute({
  method: "GET",
  paths: ["/teams/:teamId", "/v2/teams/:teamId"],
  response: Team,
  present: presenter(presentTeam),
  handle: ({ store, userId, params }) => {
    const found = findTeam(store, params.teamId);
    if (!found) throw notFound(`Team not found: ${params.teamId}`);
    if (!found.memberIds.includes(userId)) {
      throw forbidden(`Not authorized to access the team "${params.teamId}"`);
    }
    return item(teamSeenBy(found, userId));
  },
});

/** v1 is what the vercel CLI lists teams with (it reads `teams`); both answer the same page. */
const teams = defineRoute({
  method: "GET",
  paths: versions("/teams", 1, 2),
  query: z.object({ limit: PageLimit, until: PageCursor }),
  response: TeamList,
  present: presenter(presentTeam),
  operation: "list",
  handle: ({ store, userId, query }) => {
    const { items, pagination } = pageByCreatedAt(teamsOfUser(store, userId), {
      limit: query.limit,
      before: query.until,
    });
    return list(
      "teams",
      items.map((each) => teamSeenBy(each, userId)),
      { pagination },
    );
  },
});

/**
 * DELETE /v1/user: the account's deletion starts (202; the platform then mails a confirmation
 * link). Refused while the user owns a team that others belong to: the platform asks an owner
 * to transfer or delete such teams first (inferred). A northstar account's own Hobby team goes with it.
 */
const deleteUser = defineRoute({
  method: "DELETE",
  paths: "/v1/user",
  body: UserDeleteRequest.optional(),
  response: UserDeleteResponse,
  handle: ({ store, userId }): Reply => {
    const found = findUser(store, userId);
    if (!found) throw forbidden();
    const owned = teamsOfUser(store, userId).filter(
      (team) => teamRoleOf(team, userId) === "OWNER" && team.memberIds.some((id) => id !== userId),
    );
    if (owned.length > 0) {
      throw new ApiError(
        400,
        "user_owns_teams",
        `The account owns teams others belong to (${owned.map((t) => t.slug).join(", ")}): transfer or delete them first`,
      );
    }
    usersOf(store).replace(IDENTITY_OWNER, { ...found, deletionRequestedAt: emulatorNow(store) });
    return {
      status: 202,
      body: { id: found.id, email: found.email, message: "Verification email sent" },
    };
  },
});

/** No collection of its own in the platform sense: identities live in store.ts's collections. */
export const identity: ApiArea = {
  name: "identity",
  routes: [user, team, patchTeamRoute, teams, deleteUser],
};
