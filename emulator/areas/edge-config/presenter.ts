// The edge-config area's wire shapes: a stored store is its wire shape (the area has no presenter);
// items, tokens and backups drop what only the emulator keeps (their owner link, the token's hash).
import type { EdgeConfigItem, EdgeConfigToken } from "../../../schema/edge-config";
import { presenter } from "../../present";
import type { Reply } from "../../route";
import type { StoredEdgeConfigBackup, StoredEdgeConfigItem, StoredEdgeConfigToken } from "./store";

export const presentItem = presenter<StoredEdgeConfigItem>(({ id: _id, ...wire }): EdgeConfigItem => wire);

export const presentToken = presenter<StoredEdgeConfigToken>(
  ({ tokenHash: _hash, ...wire }): EdgeConfigToken => wire,
);

export const presentBackup = presenter<StoredEdgeConfigBackup>(({ edgeConfigId: _id, ...wire }) => wire);

/** A bare array of stored objects as the whole body (the stores, items and tokens lists). */
export const arrayOf = (stored: readonly unknown[]): Reply => ({
  status: 200,
  layout: (present) => stored.map(present),
});
