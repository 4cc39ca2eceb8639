// Items of an Edge Config store (api-contract §7.5): the batch PATCH, all or nothing (every
// operation is applied to a copy, the result checked against the store's schema, and only then
// written), the list, and one item (204 when the key is absent, as the platform answers).
import { isDeepStrictEqual } from "node:util";
import {
  EdgeConfigItem,
  EdgeConfigItemList,
  EdgeConfigItemsPatchRequest,
  EdgeConfigStatus,
  type EdgeConfigItemOperation,
} from "../../../../schema/edge-config";
import { ApiError, badRequest } from "../../../errors";
import { defineRoute, item, noContent, ok, type Route } from "../../../route";
import type { Store } from "../../../store";
import {
  bothPrefixes,
  commit,
  enforceSchema,
  findConfig,
  itemId,
  itemsCollection,
  itemsOf,
  valuesOf,
  type BackupItem,
  type StoredEdgeConfig,
  type StoredEdgeConfigItem,
} from "../store";
import { arrayOf, presentItem } from "../presenter";

/** key → item content: a store's items while a batch is applied to them. */
export type ItemMap = Map<string, BackupItem>;

function apply(items: ItemMap, operation: EdgeConfigItemOperation, now: number): void {
  const { key } = operation;
  const existing = items.get(key);
  if (operation.operation === "delete") {
    items.delete(key);
    return;
  }
  if (operation.operation === "create" && existing) {
    throw new ApiError(409, "conflict", `An item with the key "${key}" already exists in this Edge Config`);
  }
  if (operation.operation === "update" && !existing) {
    throw badRequest(`Invalid request: "update" of the item "${key}", which does not exist (use "upsert")`);
  }
  const value = operation.value !== undefined ? operation.value : existing?.value;
  const description =
    operation.description === undefined ? existing?.description : (operation.description ?? undefined);
  items.set(key, {
    value: value ?? null,
    ...(description !== undefined ? { description } : {}),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  });
}

/**
 * Makes the store's items exactly `wanted` (after checking them against its schema): unchanged
 * items are left as they are, the rest inserted, replaced or removed, then the change committed.
 */
export function writeItems(
  store: Store,
  ownerId: string,
  config: StoredEdgeConfig,
  userId: string,
  wanted: ItemMap,
): StoredEdgeConfig {
  enforceSchema(config.schema, valuesOf([...wanted].map(([key, { value }]) => ({ key, value }))));
  const collection = itemsCollection(store);
  const current = new Map(itemsOf(store, ownerId, config.id).map((stored) => [stored.key, stored]));
  for (const [key, stored] of current) {
    if (!wanted.has(key)) collection.remove(ownerId, stored.id);
  }
  for (const [key, content] of wanted) {
    const next: StoredEdgeConfigItem = {
      id: itemId(config.id, key),
      edgeConfigId: config.id,
      key,
      ...content,
    };
    const stored = current.get(key);
    if (!stored) collection.insert(ownerId, next);
    else if (!isDeepStrictEqual(stored, next)) collection.replace(ownerId, next);
  }
  return commit(store, ownerId, config, userId);
}

/** The store's items as a map, to apply operations to. */
export function itemMap(store: Store, ownerId: string, edgeConfigId: string): ItemMap {
  return new Map(
    itemsOf(store, ownerId, edgeConfigId).map(({ key, id: _id, edgeConfigId: _e, ...rest }) => [key, rest]),
  );
}

/** Applies operations in order to the store's items, all or nothing. */
export function applyOperations(
  store: Store,
  ownerId: string,
  config: StoredEdgeConfig,
  userId: string,
  operations: readonly EdgeConfigItemOperation[],
): StoredEdgeConfig {
  const items = itemMap(store, ownerId, config.id);
  const now = store.now();
  for (const operation of operations) apply(items, operation, now);
  return writeItems(store, ownerId, config, userId, items);
}

const patch = defineRoute({
  method: "PATCH",
  paths: bothPrefixes("/:edgeConfigId/items"),
  body: EdgeConfigItemsPatchRequest,
  response: EdgeConfigStatus,
  handle: ({ store, ownerId, userId, params, body }) => {
    applyOperations(store, ownerId, findConfig(store, ownerId, params.edgeConfigId), userId, body.items);
    return ok({ status: "ok" });
  },
});

const list = defineRoute({
  method: "GET",
  paths: bothPrefixes("/:edgeConfigId/items"),
  response: EdgeConfigItemList,
  operation: "list",
  present: presentItem,
  handle: ({ store, ownerId, params }) => {
    findConfig(store, ownerId, params.edgeConfigId);
    return arrayOf(itemsOf(store, ownerId, params.edgeConfigId));
  },
});

const get = defineRoute({
  method: "GET",
  paths: bothPrefixes("/:edgeConfigId/item/:key"),
  response: EdgeConfigItem,
  present: presentItem,
  handle: ({ store, ownerId, params }) => {
    findConfig(store, ownerId, params.edgeConfigId);
    const found = itemsCollection(store).get(ownerId, itemId(params.edgeConfigId, params.key));
    // The platform answers an absent key with 204, not 404 (api-contract §1.2).
    return found ? item(found) : noContent();
  },
});

export const itemRoutes: readonly Route[] = [patch, list, get];
