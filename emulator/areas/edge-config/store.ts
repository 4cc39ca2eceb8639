// Storage of the Edge Config area, shared by its route files: the stored shapes, finding a store,
// and `commit`, the one way a store's content changes (digest, counts and a backup kept on every
// change). Items, tokens and backups are children of their store (relations.ts); the schema lives
// on the store itself, where the wire shows it (`EdgeConfig.schema`).
import { createHash } from "node:crypto";
import {
  EDGE_CONFIG_PREFIXES,
  canonicalJson,
  type JsonSchemaDefinition,
  type JsonValue,
} from "../../../schema/edge-config";
import { badRequest, notFound } from "../../errors";
import { randomAlphanumeric } from "../../ids";
import type { Store } from "../../store";
import { violations } from "./json-schema";

export const EDGE_CONFIGS = "edgeConfigs";
export const EDGE_CONFIG_ITEMS = "edgeConfigItems";
export const EDGE_CONFIG_TOKENS = "edgeConfigTokens";
export const EDGE_CONFIG_BACKUPS = "edgeConfigBackups";

export interface StoredEdgeConfig {
  id: string;
  slug: string;
  ownerId: string;
  digest: string;
  itemCount: number;
  sizeInBytes: number;
  createdAt: number;
  updatedAt: number;
  createdBy: string;
  schema?: JsonSchemaDefinition;
}

export interface StoredEdgeConfigItem {
  /** `<edgeConfigId>/<key>`: unique across stores. */
  id: string;
  edgeConfigId: string;
  key: string;
  value: JsonValue;
  description?: string;
  createdAt: number;
  updatedAt: number;
}

export interface StoredEdgeConfigToken {
  id: string;
  edgeConfigId: string;
  label: string;
  /** SHA-256 of the value: the value itself is shown once, at creation, and never kept. */
  tokenHash: string;
  partialToken: string;
  createdAt: number;
}

export interface BackupItem {
  value: JsonValue;
  description?: string;
  createdAt: number;
  updatedAt: number;
}

export interface StoredEdgeConfigBackup {
  id: string;
  edgeConfigId: string;
  lastModified: number;
  backup: { digest: string; slug: string; updatedAt: number; items: Record<string, BackupItem> };
  metadata: { itemsBytes: number; itemsCount: number; updatedAt: string; updatedBy: string };
}

/** The same path under both names of the product: one handler serves both. */
export const bothPrefixes = <S extends string>(suffix: S) =>
  EDGE_CONFIG_PREFIXES.map((prefix) => `${prefix}${suffix}` as const);

export const configsOf = (store: Store) => store.collection<StoredEdgeConfig>(EDGE_CONFIGS);
export const itemsCollection = (store: Store) => store.collection<StoredEdgeConfigItem>(EDGE_CONFIG_ITEMS);
export const tokensOf = (store: Store) => store.collection<StoredEdgeConfigToken>(EDGE_CONFIG_TOKENS);
export const backupsOf = (store: Store) => store.collection<StoredEdgeConfigBackup>(EDGE_CONFIG_BACKUPS);

export function findConfig(store: Store, ownerId: string, id: string): StoredEdgeConfig {
  const config = configsOf(store).get(ownerId, id);
  if (!config) throw notFound(`Edge Config not found: ${id}`);
  return config;
}

/** The store's items, oldest first. */
export function itemsOf(store: Store, ownerId: string, edgeConfigId: string): StoredEdgeConfigItem[] {
  return itemsCollection(store)
    .list(ownerId)
    .filter((item) => item.edgeConfigId === edgeConfigId);
}

export const itemId = (edgeConfigId: string, key: string) => `${edgeConfigId}/${key}`;

/** key → value: what the schema validates, the digest hashes and the size measures. */
export function valuesOf(
  items: readonly Pick<StoredEdgeConfigItem, "key" | "value">[],
): Record<string, JsonValue> {
  return Object.fromEntries(items.map((item) => [item.key, item.value]));
}

/** 400 naming the first key that breaks the schema, and the rule, unless every item matches. */
export function enforceSchema(
  schema: JsonSchemaDefinition | undefined,
  values: Record<string, JsonValue>,
): void {
  if (!schema) return;
  const found = violations(schema, values);
  if (found.length === 0) return;
  const described = found.map(({ pointer, rule }) => {
    const [key, ...rest] = pointer.split("/").slice(1);
    if (key === undefined) return `the items ${rule}`;
    const at = rest.length > 0 ? ` at /${rest.join("/")}` : "";
    return `item "${key}"${at} ${rule}`;
  });
  throw badRequest(`Invalid request: the items do not match the Edge Config schema: ${described.join("; ")}`);
}

/** The platform's algorithm is not public: a hash of the item map, which changes with any item. */
export function digestOf(values: Record<string, JsonValue>): string {
  return createHash("sha256").update(canonicalJson(values)).digest("hex").slice(0, 64);
}

/**
 * Records a change of the store's content: its items are already written; this recomputes the
 * digest, count and size, stamps the time and keeps a backup of the new state (the backups
 * routes serve them, and a restore goes back to one).
 */
export function commit(
  store: Store,
  ownerId: string,
  config: StoredEdgeConfig,
  userId: string,
): StoredEdgeConfig {
  const items = itemsOf(store, ownerId, config.id);
  const values = valuesOf(items);
  const now = store.now();
  const next: StoredEdgeConfig = {
    ...config,
    digest: digestOf(values),
    itemCount: items.length,
    sizeInBytes: Buffer.byteLength(JSON.stringify(values)),
    updatedAt: now,
  };
  configsOf(store).replace(ownerId, next);
  backupsOf(store).insert(ownerId, {
    id: randomAlphanumeric(24),
    edgeConfigId: config.id,
    lastModified: now,
    backup: {
      digest: next.digest,
      slug: next.slug,
      updatedAt: now,
      items: Object.fromEntries(
        items.map(({ key, value, description, createdAt, updatedAt }) => [
          key,
          { value, ...(description !== undefined ? { description } : {}), createdAt, updatedAt },
        ]),
      ),
    },
    metadata: {
      itemsBytes: next.sizeInBytes,
      itemsCount: next.itemCount,
      updatedAt: new Date(now).toISOString(),
      updatedBy: userId,
    },
  });
  return next;
}
