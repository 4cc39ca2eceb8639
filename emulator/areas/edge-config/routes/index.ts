// The Edge Config area (api-contract §7), served under `/v1/edge-config/...` and, identically,
// `/v1/global-config/...` (the product's new name): one handler per endpoint, registered under
// both prefixes. This file has the stores and their schema; items, tokens and backups have files
// of their own (edge-config-items.ts, -tokens.ts, -backups.ts) over the shared storage in
// edge-config-store.ts. Items, tokens and backups are children of their store (relations.ts).
import {
  EdgeConfig,
  EdgeConfigCreateRequest,
  EdgeConfigList,
  EdgeConfigSchema,
  EdgeConfigSchemaQuery,
  EdgeConfigSchemaRequest,
  EdgeConfigSeed,
  EdgeConfigUpdateRequest,
} from "../../../../schema/edge-config";
import { badRequest } from "../../../errors";
import { newId } from "../../../ids";
import { defineRoute, defineSeeder, item, noContent, ok, type ApiArea } from "../../../route";
import type { Store } from "../../../store";
import { backupRoutes } from "./backups";
import { applyOperations, itemMap, itemRoutes } from "./items";
import { definitionProblems } from "../json-schema";
import {
  EDGE_CONFIGS,
  bothPrefixes,
  commit,
  configsOf,
  digestOf,
  enforceSchema,
  findConfig,
  valuesOf,
  type StoredEdgeConfig,
} from "../store";
import { tokenRoutes } from "./tokens";
import { creatorOf } from "../../domains/store";
import { arrayOf } from "../presenter";

/** Creates a store with its initial items, as `POST /v1/edge-config` does; seeding uses it too. */
export function createEdgeConfig(
  store: Store,
  ownerId: string,
  userId: string,
  request: EdgeConfigCreateRequest,
): StoredEdgeConfig {
  const now = store.now();
  const config = configsOf(store).insert(ownerId, {
    id: newId("ecfg_", 28),
    slug: request.slug,
    ownerId,
    digest: digestOf({}),
    itemCount: 0,
    sizeInBytes: 2,
    createdAt: now,
    updatedAt: now,
    createdBy: userId,
  });
  const initial = Object.entries(request.items ?? {}).map(([key, value]) => ({
    operation: "create" as const,
    key,
    value,
  }));
  return applyOperations(store, ownerId, config, userId, initial);
}

const create = defineRoute({
  method: "POST",
  paths: [...bothPrefixes("")],
  body: EdgeConfigCreateRequest,
  response: EdgeConfig,
  handle: ({ store, ownerId, userId, body }) => item(createEdgeConfig(store, ownerId, userId, body), 201),
});

const list = defineRoute({
  method: "GET",
  paths: [...bothPrefixes("")],
  response: EdgeConfigList,
  operation: "list",
  handle: ({ store, ownerId }) => arrayOf(configsOf(store).list(ownerId)),
});

const get = defineRoute({
  method: "GET",
  paths: bothPrefixes("/:edgeConfigId"),
  response: EdgeConfig,
  handle: ({ store, ownerId, params }) => item(findConfig(store, ownerId, params.edgeConfigId)),
});

/** `PUT` renames the store (the only field it changes). */
const update = defineRoute({
  method: "PUT",
  paths: bothPrefixes("/:edgeConfigId"),
  body: EdgeConfigUpdateRequest,
  response: EdgeConfig,
  handle: ({ store, ownerId, userId, params, body }) => {
    const config = findConfig(store, ownerId, params.edgeConfigId);
    if (config.slug === body.slug) return item(config);
    return item(commit(store, ownerId, { ...config, slug: body.slug }, userId));
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: bothPrefixes("/:edgeConfigId"),
  handle: ({ store, ownerId, params }) => {
    configsOf(store).remove(ownerId, findConfig(store, ownerId, params.edgeConfigId).id);
    return noContent();
  },
});

/** 204 when the store has no schema (api-contract §1.2). */
const getSchema = defineRoute({
  method: "GET",
  paths: bothPrefixes("/:edgeConfigId/schema"),
  response: EdgeConfigSchema,
  handle: ({ store, ownerId, params }) => {
    const { schema } = findConfig(store, ownerId, params.edgeConfigId);
    return schema ? ok({ definition: schema }) : noContent();
  },
});

/**
 * Sets the schema (`dryRun` only checks). Refused with 400 when the definition uses what the
 * emulator cannot enforce, or when the store's items do not match it: a store always matches.
 */
const setSchema = defineRoute({
  method: "POST",
  paths: bothPrefixes("/:edgeConfigId/schema"),
  query: EdgeConfigSchemaQuery,
  body: EdgeConfigSchemaRequest,
  response: EdgeConfigSchema,
  operation: "update",
  handle: ({ store, ownerId, params, query, body }) => {
    const config = findConfig(store, ownerId, params.edgeConfigId);
    const problems = definitionProblems(body.definition);
    if (problems.length > 0) throw badRequest(`Invalid request: ${problems.join("; ")}`);
    const values = valuesOf(
      [...itemMap(store, ownerId, config.id)].map(([key, { value }]) => ({ key, value })),
    );
    enforceSchema(body.definition, values);
    if (query.dryRun !== "true" && query.dryRun !== "1") {
      configsOf(store).replace(ownerId, { ...config, schema: body.definition, updatedAt: store.now() });
    }
    return ok({ definition: body.definition });
  },
});

const deleteSchema = defineRoute({
  method: "DELETE",
  paths: bothPrefixes("/:edgeConfigId/schema"),
  handle: ({ store, ownerId, params }) => {
    const config = findConfig(store, ownerId, params.edgeConfigId);
    delete config.schema;
    configsOf(store).replace(ownerId, { ...config, updatedAt: store.now() });
    return noContent();
  },
});

export const edgeConfigs: ApiArea = {
  name: EDGE_CONFIGS,
  routes: [
    create,
    list,
    get,
    update,
    remove,
    getSchema,
    setSchema,
    deleteSchema,
    ...itemRoutes,
    ...tokenRoutes,
    ...backupRoutes,
  ],
  // A stored store is its wire shape: no presenter (items, tokens and backups have their own).
  seed: defineSeeder({
    item: EdgeConfigSeed,
    create: (store, ownerId, { teamId: _teamId, ...request }) =>
      createEdgeConfig(store, ownerId, creatorOf(store, ownerId).id, request),
  }),
};
