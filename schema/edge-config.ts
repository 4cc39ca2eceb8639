// Wire types of the Edge Config area (api-contract §7), served under both `/v1/edge-config/...`
// and `/v1/global-config/...` (the product's new name; identical bodies): stores, the items batch
// PATCH, the JSON Schema of a store, read tokens and backups.
import { z } from "zod";
import { EpochMs } from "./common";

/** The path prefixes the platform serves the area under, old name first. */
export const EDGE_CONFIG_PREFIXES = ["/v1/edge-config", "/v1/global-config"] as const;

/** A store's name: word characters and "-", at most 64 (the OpenAPI's rule). */
export const EdgeConfigSlug = z
  .string()
  .min(1, "must not be empty")
  .max(64, "must be at most 64 characters")
  .regex(/^[\w-]+$/, 'must be letters, digits, "_" and "-"');

/** An item's key (the Terraform provider's rule, which the platform enforces too). */
export const EdgeConfigItemKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,256}$/, 'must be 1 to 256 letters, digits, "_" and "-"');

/** Any JSON: string, number, boolean, null, object or array. */
export const JsonValue = z.json();
export type JsonValue = z.infer<typeof JsonValue>;

/** JSON with sorted keys at every depth, so equal values read alike (digests, diffs of definitions). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A JSON Schema definition: an object (or a boolean schema, which the platform also takes). */
export const JsonSchemaDefinition = z.record(z.string(), JsonValue);
export type JsonSchemaDefinition = z.infer<typeof JsonSchemaDefinition>;

export const EdgeConfigCreateRequest = z.looseObject({
  slug: EdgeConfigSlug,
  /** Initial items, key → value. */
  items: z.record(EdgeConfigItemKey, JsonValue).optional(),
});
export type EdgeConfigCreateRequest = z.infer<typeof EdgeConfigCreateRequest>;

/** `PUT /v1/edge-config/{id}`: only the slug changes. */
export const EdgeConfigUpdateRequest = z.looseObject({ slug: EdgeConfigSlug });
export type EdgeConfigUpdateRequest = z.infer<typeof EdgeConfigUpdateRequest>;

export const EdgeConfig = z.looseObject({
  id: z.string(),
  slug: z.string(),
  ownerId: z.string(),
  /** Changes on every item write. */
  digest: z.string(),
  itemCount: z.number(),
  sizeInBytes: z.number(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  /** Present when the store has a schema. */
  schema: JsonSchemaDefinition.optional(),
});
export type EdgeConfig = z.infer<typeof EdgeConfig>;

export const EdgeConfigList = z.array(EdgeConfig);

const Description = z.string().max(512, "must be at most 512 characters");

/**
 * One operation of the items batch: `create` fails when the key exists, `update` when it does
 * not (and may change the description alone), `upsert` does either, `delete` removes the key.
 * A description of null clears it; an absent one keeps it.
 */
export const EdgeConfigItemOperation = z.discriminatedUnion("operation", [
  z.strictObject({
    operation: z.enum(["create", "upsert"]),
    key: EdgeConfigItemKey,
    value: JsonValue,
    description: Description.nullable().optional(),
  }),
  z.strictObject({
    operation: z.literal("update"),
    key: EdgeConfigItemKey,
    value: JsonValue.optional(),
    description: Description.nullable().optional(),
  }),
  z.strictObject({ operation: z.literal("delete"), key: EdgeConfigItemKey }),
]);
export type EdgeConfigItemOperation = z.infer<typeof EdgeConfigItemOperation>;

export const EdgeConfigItemsPatchRequest = z.strictObject({
  items: z.array(EdgeConfigItemOperation).min(1, "must hold at least one operation"),
});
export type EdgeConfigItemsPatchRequest = z.infer<typeof EdgeConfigItemsPatchRequest>;

/** What the batch PATCH and a restore answer. */
export const EdgeConfigStatus = z.looseObject({ status: z.literal("ok") });

export const EdgeConfigItem = z.looseObject({
  key: z.string(),
  value: JsonValue,
  edgeConfigId: z.string(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  description: z.string().optional(),
});
export type EdgeConfigItem = z.infer<typeof EdgeConfigItem>;

export const EdgeConfigItemList = z.array(EdgeConfigItem);

/** `GET .../schema` (204 when the store has none). */
export const EdgeConfigSchema = z.looseObject({ definition: JsonSchemaDefinition });
export type EdgeConfigSchema = z.infer<typeof EdgeConfigSchema>;

/** `POST .../schema?dryRun=`: sets (or only checks) the definition. */
export const EdgeConfigSchemaRequest = z.strictObject({ definition: JsonSchemaDefinition });
export const EdgeConfigSchemaQuery = z.object({
  dryRun: z.enum(["true", "false", "1", "0"]).optional(),
});

export const EdgeConfigTokenLabel = z
  .string()
  .min(1, "must not be empty")
  .max(52, "must be at most 52 characters");

export const EdgeConfigTokenCreateRequest = z.strictObject({ label: EdgeConfigTokenLabel });

/** The only answer that shows a token's value. */
export const EdgeConfigTokenCreated = z.looseObject({ token: z.string(), id: z.string() });
export type EdgeConfigTokenCreated = z.infer<typeof EdgeConfigTokenCreated>;

/** A token as listed and read: its value masked (`partialToken`). */
export const EdgeConfigToken = z.looseObject({
  id: z.string(),
  label: z.string(),
  edgeConfigId: z.string(),
  createdAt: EpochMs,
  partialToken: z.string(),
});
export type EdgeConfigToken = z.infer<typeof EdgeConfigToken>;

export const EdgeConfigTokenList = z.array(EdgeConfigToken);

/** `DELETE .../tokens`: by token values or by ids. */
export const EdgeConfigTokensDeleteRequest = z
  .strictObject({ tokens: z.array(z.string()).optional(), ids: z.array(z.string()).optional() })
  .refine((body) => (body.tokens?.length ?? 0) + (body.ids?.length ?? 0) > 0, {
    message: "must name at least one token in tokens or ids",
  });
export type EdgeConfigTokensDeleteRequest = z.infer<typeof EdgeConfigTokensDeleteRequest>;

/** Where the platform's edge network serves a store to a token's holder. */
export function connectionString(edgeConfigId: string, token: string): string {
  return `https://edge-config.vercel.com/${edgeConfigId}?token=${token}`;
}

export const EdgeConfigBackupMetadata = z.looseObject({
  itemsBytes: z.number().optional(),
  itemsCount: z.number().optional(),
  /** ISO-8601. */
  updatedAt: z.string().optional(),
  updatedBy: z.string().optional(),
});

export const EdgeConfigBackupSummary = z.looseObject({
  id: z.string(),
  lastModified: EpochMs,
  metadata: EdgeConfigBackupMetadata.optional(),
});

export const EdgeConfigBackupList = z.object({
  backups: z.array(EdgeConfigBackupSummary),
  pagination: z.object({ hasNext: z.boolean(), next: z.string().optional() }),
});
export type EdgeConfigBackupList = z.infer<typeof EdgeConfigBackupList>;

export const EdgeConfigBackupListQuery = z.object({
  next: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  metadata: z.string().optional(),
});

export const EdgeConfigBackupItem = z.looseObject({
  value: JsonValue,
  description: z.string().optional(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});

export const EdgeConfigBackup = z.looseObject({
  id: z.string(),
  lastModified: EpochMs,
  backup: z.looseObject({
    digest: z.string(),
    slug: z.string(),
    updatedAt: EpochMs,
    items: z.record(z.string(), EdgeConfigBackupItem),
  }),
  metadata: EdgeConfigBackupMetadata,
});
export type EdgeConfigBackup = z.infer<typeof EdgeConfigBackup>;

export const EdgeConfigRestoreResponse = z.looseObject({
  status: z.literal("ok"),
  digest: z.string(),
  previousDigest: z.string(),
  restoredFrom: z.string(),
});

/** `POST /_emulator/seed` `{ edgeConfigs: [...] }`: the create body plus an optional team. */
export const EdgeConfigSeed = EdgeConfigCreateRequest.extend({ teamId: z.string().min(1).optional() });
