// Who the caller is (api-contract §1.1): GET /v2/user, and the teams it can act for,
// GET /v1–v2/teams and GET /teams/:teamId (unversioned, as the vercel CLI calls it, and v2; by id
// or slug). Users and teams are created through the admin API (`/_emulator/users`,
// `/_emulator/teams`); see store.ts.
import { z } from "zod";
import { Team, UserResponse } from "../../../schema/teams";
import { Pagination } from "../../../schema/common";
import { forbidden, notFound } from "../../errors";
import { presentTeam, presentUser } from "./presenter";
import { findTeam, findUser, teamsOfUser, withDefaultTeam } from "./store";
import { PageCursor, PageLimit, pageByCreatedAt } from "../../pagination";
import { presenter } from "../../present";
import { defineRoute, item, list, wrapped, type ApiArea } from "../../route";
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
    return item(found);
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
    return list("teams", items, { pagination });
  },
});

/** No collection of its own in the platform sense: identities live in store.ts's collections. */
export const identity: ApiArea = { name: "identity", routes: [user, team, teams] };
