// The identity provider's side of directory sync (`/_emulator/...`): a full sync of a team's groups.
// A group the provider still has keeps its id; one it no longer has is removed; names are unique.
import { DsyncSyncRequest } from "../../../schema/dsync";
import { badRequest, notFound } from "../../errors";
import { newId } from "../../ids";
import { defineRoute, ok, type Route } from "../../route";
import { findTeam } from "../identity/store";
import { dsyncGroupsOf, groupsOfTeam } from "./store";

export function dsyncAdminRoutes(): Route[] {
  return [
    defineRoute({
      method: "PUT",
      paths: "/_emulator/teams/:teamId/dsync/groups",
      body: DsyncSyncRequest,
      handle: ({ store, params, body }) => {
        const team = findTeam(store, params.teamId);
        if (!team) throw notFound(`Team not found: ${params.teamId}`);
        const names = body.groups.map((group) => group.name);
        const repeated = names.find((name, index) => names.indexOf(name) !== index);
        if (repeated !== undefined) {
          throw badRequest(`Invalid request: the group "${repeated}" is listed twice; names are unique`);
        }
        const groups = dsyncGroupsOf(store);
        for (const stale of groups.list(team.id).filter((group) => !names.includes(group.name))) {
          groups.remove(team.id, stale.id);
        }
        const kept = new Set(groups.list(team.id).map((group) => group.name));
        for (const name of names.filter((n) => !kept.has(n))) {
          groups.insert(team.id, { id: newId("dsg_", 24), name, createdAt: store.now() });
        }
        return ok({ groups: groupsOfTeam(store, team.id).map(({ id, name }) => ({ id, name })) });
      },
    }),
  ];
}
