// Backups of an Edge Config store (api-contract §7.8): one is kept on every change of its content
// (edge-config-store.ts `commit`); these routes list them newest first, read one, and restore one
// (which is itself a change, so it makes a backup of its own).
import {
  EdgeConfigBackup,
  EdgeConfigBackupList,
  EdgeConfigBackupListQuery,
  EdgeConfigRestoreResponse,
} from "../../../../schema/edge-config";
import { notFound } from "../../../errors";
import { defineRoute, item, ok, type Route } from "../../../route";
import type { Store } from "../../../store";
import { writeItems } from "./items";
import { backupsOf, bothPrefixes, findConfig, type StoredEdgeConfigBackup } from "../store";
import { presentBackup } from "../presenter";

const DEFAULT_PAGE = 20;

function findBackup(store: Store, ownerId: string, edgeConfigId: string, id: string): StoredEdgeConfigBackup {
  const backup = backupsOf(store).find(ownerId, (b) => b.id === id && b.edgeConfigId === edgeConfigId);
  if (!backup) throw notFound(`Edge Config backup not found: ${id}`);
  return backup;
}

/** Newest first; `next` is the id of the first backup of the following page. */
const list = defineRoute({
  method: "GET",
  paths: bothPrefixes("/:edgeConfigId/backups"),
  query: EdgeConfigBackupListQuery,
  response: EdgeConfigBackupList,
  handle: ({ store, ownerId, params, query }) => {
    const config = findConfig(store, ownerId, params.edgeConfigId);
    const all = backupsOf(store)
      .list(ownerId)
      .filter((b) => b.edgeConfigId === config.id)
      .reverse();
    const start =
      query.next === undefined
        ? 0
        : Math.max(
            0,
            all.findIndex((b) => b.id === query.next),
          );
    const limit = query.limit ?? DEFAULT_PAGE;
    const page = all.slice(start, start + limit);
    const following = all[start + limit];
    return ok({
      backups: page.map(({ id, lastModified, metadata }) => ({ id, lastModified, metadata })),
      pagination: following ? { hasNext: true, next: following.id } : { hasNext: false },
    });
  },
});

const get = defineRoute({
  method: "GET",
  paths: bothPrefixes("/:edgeConfigId/backups/:edgeConfigBackupVersionId"),
  response: EdgeConfigBackup,
  present: presentBackup,
  handle: ({ store, ownerId, params }) => {
    const config = findConfig(store, ownerId, params.edgeConfigId);
    return item(findBackup(store, ownerId, config.id, params.edgeConfigBackupVersionId));
  },
});

/** Makes the store's items those of the backup again (checked against today's schema). */
const restore = defineRoute({
  method: "POST",
  paths: bothPrefixes("/:edgeConfigId/backups/:edgeConfigBackupVersionId/restore"),
  response: EdgeConfigRestoreResponse,
  operation: "update",
  handle: ({ store, ownerId, userId, params }) => {
    const config = findConfig(store, ownerId, params.edgeConfigId);
    const backup = findBackup(store, ownerId, config.id, params.edgeConfigBackupVersionId);
    const restored = writeItems(store, ownerId, config, userId, new Map(Object.entries(backup.backup.items)));
    return ok({
      status: "ok",
      digest: restored.digest,
      previousDigest: config.digest,
      restoredFrom: backup.id,
    });
  },
});

export const backupRoutes: readonly Route[] = [list, get, restore];
