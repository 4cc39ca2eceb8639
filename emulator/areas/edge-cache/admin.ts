// GET /_emulator/edge-cache/purges[?projectId=]: every purge the emulator recorded, oldest first,
// across the caller's teams (admin routes are not team-scoped), so a test asserts what was purged.
import { z } from "zod";
import { defineRoute, ok, type Route } from "../../route";
import { presentPurge } from "./presenter";
import { COLLECTION, type StoredPurge } from "./store";

const PurgesQuery = z.looseObject({ projectId: z.string().optional() });

export function edgeCacheAdminRoutes(): Route[] {
  return [
    defineRoute({
      method: "GET",
      paths: "/_emulator/edge-cache/purges",
      query: PurgesQuery,
      handle: ({ store, query }) => {
        const byOwner = (store.snapshot().collections[COLLECTION] ?? {}) as Record<string, StoredPurge[]>;
        const purges = Object.values(byOwner)
          .flat()
          .filter((purge) => !query.projectId || purge.projectId === query.projectId)
          .sort((a, b) => a.createdAt - b.createdAt);
        return ok({ purges: purges.map((purge) => presentPurge(purge, { version: 1, operation: "list" })) });
      },
    }),
  ];
}
