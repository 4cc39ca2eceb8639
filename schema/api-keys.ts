// Wire types of the management API's API keys (seed 000 lists `POST /api-keys`, shapes "not shown"):
// @vercel/sdk 1.28.35's CreateApiKeysRequestBody, CreateApiKeysResponseBody and APIKey (with
// APIKeyQuota). The siblings the vercel CLI calls (`ai-gateway api-keys`: list, read, delete, quota)
// answer the same APIKey, under `apiKeys` / `apiKey`.
import { z } from "zod";
import { EpochMs, Pagination } from "./common";

/** The purposes a key may be made for; the SDK types it a string, the platform's clients send these. */
export const API_KEY_PURPOSES = ["ai-gateway"] as const;
export const REFRESH_PERIODS = ["daily", "weekly", "monthly", "none"] as const;
export const ALERT_THRESHOLDS = [50, 75, 100] as const;

export const ApiKeyQuotaRequest = z.object({
  limitAmount: z.number().min(1, '"aiGatewayQuota.limitAmount" must be at least 1'),
  includeByokInQuota: z.boolean().optional(),
  refreshPeriod: z.enum(REFRESH_PERIODS).optional(),
  alertThresholds: z.array(z.union(ALERT_THRESHOLDS.map((n) => z.literal(n)))).optional(),
});
export type ApiKeyQuotaRequest = z.infer<typeof ApiKeyQuotaRequest>;

export const ApiKeyCreateRequest = z.object({
  purpose: z.string(),
  projectId: z.string().optional(),
  name: z.string().max(128).optional(),
  expiresAt: EpochMs.optional(),
  aiGatewayQuota: ApiKeyQuotaRequest.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type ApiKeyCreateRequest = z.infer<typeof ApiKeyCreateRequest>;

/** `PATCH /v1/api-keys/{id}/quota`: a present field is set. */
export const ApiKeyQuotaUpdate = ApiKeyQuotaRequest.partial();
export type ApiKeyQuotaUpdate = z.infer<typeof ApiKeyQuotaUpdate>;

export const ApiKeyQuota = z.looseObject({
  quotaEntityId: z.string(),
  limitAmount: z.number(),
  currentSpend: z.number(),
  currentByokSpend: z.number(),
  includeByokInQuota: z.boolean(),
  refreshPeriod: z.string(),
  active: z.boolean(),
  archived: z.boolean(),
  alertThresholds: z.array(z.number()).optional(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});

export const ApiKey = z.looseObject({
  id: z.string(),
  name: z.string(),
  partialKey: z.string(),
  teamId: z.string(),
  purpose: z.string(),
  projectId: z.string().nullable(),
  expiresAt: EpochMs.nullable(),
  activeAt: EpochMs,
  createdAt: EpochMs,
  createdBy: z.string(),
  leakedAt: EpochMs.nullable(),
  leakedUrl: z.string().nullable(),
  createdByAppId: z.string().nullable(),
  quota: ApiKeyQuota.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyCreated = z.looseObject({ apiKeyString: z.string(), apiKey: ApiKey });
export const ApiKeyAnswer = z.looseObject({ apiKey: ApiKey });
export const ApiKeyList = z.looseObject({ apiKeys: z.array(ApiKey), pagination: Pagination });
