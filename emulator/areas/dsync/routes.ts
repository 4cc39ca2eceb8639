// Directory sync's groups (the Terraform provider's vercel_dsync_groups): `GET /teams/{teamId}/dsync/groups`
// lists the groups the team's identity provider synchronised, by name, `limit` a page, the next page
// after the group named by `?after=` (the previous page's `pagination.after`). Members of the team
// read it; a team they are not in is refused (403). The identity provider's sync is admin.ts.
import { z } from "zod";
import { DsyncGroupList } from "../../../schema/dsync";
import { badRequest } from "../../errors";
import { PageLimit } from "../../pagination";
import { defineRoute, list, type ApiArea } from "../../route";
import { callersTeam } from "../identity/store";
import { presentDsyncGroup } from "./presenter";
import { DSYNC_GROUPS, groupsOfTeam } from "./store";

const listGroups = defineRoute({
  method: "GET",
  paths: "/teams/:teamId/dsync/groups",
  query: z.looseObject({ limit: PageLimit, after: z.string().min(1).optional() }),
  response: DsyncGroupList,
  operation: "list",
  handle: ({ store, userId, params, query }) => {
    const team = callersTeam(store, userId, params.teamId);
    const groups = groupsOfTeam(store, team.id);
    const start = query.after === undefined ? 0 : groups.findIndex((g) => g.id === query.after) + 1;
    if (start === 0 && query.after !== undefined) {
      throw badRequest(`Invalid request: "after" names no group of the team: ${query.after}`);
    }
    const page = groups.slice(start, start + query.limit);
    const more = start + page.length < groups.length;
    return list("groups", page, {
      pagination: {
        before: start > 0 ? (page[0]?.id ?? null) : null,
        after: more ? (page[page.length - 1]?.id ?? null) : null,
      },
    });
  },
});

export const dsync: ApiArea = {
  name: DSYNC_GROUPS,
  routes: [listGroups],
  present: presentDsyncGroup,
};
