// `PUT /_emulator/teams/:teamId/remote-caching { enabled }`: the team's Remote Caching switch,
// which the platform keeps in the team's settings. Off, the cache answers 403
// `remote_caching_disabled` and its status route says "disabled".
import { z } from "zod";
import { notFound } from "../../errors";
import { defineRoute, ok, type Route } from "../../route";
import { findTeam, setRemoteCaching } from "../identity/store";

export function artifactAdminRoutes(): Route[] {
  return [
    defineRoute({
      method: "PUT",
      paths: "/_emulator/teams/:teamId/remote-caching",
      body: z.strictObject({ enabled: z.boolean() }),
      handle: ({ store, params, body }) => {
        const team = findTeam(store, params.teamId);
        if (!team) throw notFound(`Team not found: ${params.teamId}`);
        const saved = setRemoteCaching(store, team, body.enabled);
        return ok({ teamId: saved.id, remoteCaching: saved.remoteCaching });
      },
    }),
  ];
}
