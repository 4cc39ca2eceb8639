// API keys of the management API (seed 000, untagged `POST /api-keys`), with the siblings the vercel
// CLI's `ai-gateway api-keys` calls: list (`GET /v1/api-keys`, newest first, `until` cursor, a
// `purpose` and a name `search`), read, delete, and the quota (`PATCH /v1/api-keys/{id}/quota`).
// The value is answered once, at creation. Rules: a purpose the platform knows; a project of the
// team; an expiry in the future; a quota and `environment` metadata only for gateway keys.
import { z } from "zod";
import {
  API_KEY_PURPOSES,
  ApiKeyAnswer,
  ApiKeyCreated,
  ApiKeyCreateRequest,
  ApiKeyList,
  ApiKeyQuotaUpdate,
  type ApiKeyQuotaRequest,
} from "../../../schema/api-keys";
import { emulatorNow } from "../../clock";
import { badRequest } from "../../errors";
import { newId } from "../../ids";
import { pageByCreatedAt, PageCursor, PageLimit } from "../../pagination";
import { defineRoute, ok, type ApiArea } from "../../route";
import { hashToken, newGatewayKey } from "../../tokens";
import { findProject } from "../projects/store";
import { presentApiKey } from "./presenter";
import { API_KEYS, apiKeysOf, findApiKey, type StoredQuota } from "./store";

/** What a gateway key's metadata may carry (@vercel/sdk: "for `ai-gateway` keys this accepts `environment`"). */
const GATEWAY_METADATA = new Set(["environment"]);

function quotaOf(request: ApiKeyQuotaRequest, now: number, current?: StoredQuota): StoredQuota {
  const thresholds = request.alertThresholds ?? current?.alertThresholds;
  return {
    quotaEntityId: current?.quotaEntityId ?? newId("quota_", 20),
    limitAmount: request.limitAmount,
    includeByokInQuota: request.includeByokInQuota ?? current?.includeByokInQuota ?? false,
    refreshPeriod: request.refreshPeriod ?? current?.refreshPeriod ?? "none",
    ...(thresholds ? { alertThresholds: [...new Set(thresholds)].sort((a, b) => a - b) } : {}),
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
  };
}

const create = defineRoute({
  method: "POST",
  paths: ["/api-keys", "/v1/api-keys"],
  body: ApiKeyCreateRequest,
  response: ApiKeyCreated,
  handle: ({ store, ownerId, userId, body }) => {
    if (!(API_KEY_PURPOSES as readonly string[]).includes(body.purpose)) {
      throw badRequest(
        `Invalid request: "purpose" must be one of ${API_KEY_PURPOSES.join(", ")}, got "${body.purpose}"`,
      );
    }
    const now = emulatorNow(store);
    if (body.expiresAt !== undefined && body.expiresAt <= now) {
      throw badRequest('Invalid request: "expiresAt" must be in the future');
    }
    const unknown = Object.keys(body.metadata ?? {}).filter((key) => !GATEWAY_METADATA.has(key));
    if (unknown.length > 0) {
      throw badRequest(
        `Invalid request: "metadata" of an ai-gateway key takes only environment, not ${unknown.join(", ")}`,
      );
    }
    const project = body.projectId !== undefined ? findProject(store, ownerId, body.projectId) : undefined;
    const value = newGatewayKey();
    const id = newId("key_", 24);
    const key = apiKeysOf(store).insert(ownerId, {
      id,
      keyHash: hashToken(value),
      name: body.name ?? id,
      partialKey: value.slice(-4),
      purpose: body.purpose,
      ...(project ? { projectId: project.id } : {}),
      ...(body.expiresAt !== undefined ? { expiresAt: body.expiresAt } : {}),
      // Strictly increasing (the list's cursor); the expiry is judged on the emulator's clock.
      createdAt: store.now(),
      activeAt: now,
      createdBy: userId,
      ...(body.aiGatewayQuota ? { quota: quotaOf(body.aiGatewayQuota, now) } : {}),
      ...(body.metadata ? { metadata: body.metadata } : {}),
    });
    return ok({ apiKeyString: value, apiKey: presentApiKey(key, ownerId) });
  },
});

const list = defineRoute({
  method: "GET",
  paths: "/v1/api-keys",
  query: z.looseObject({
    limit: PageLimit,
    until: PageCursor,
    purpose: z.string().optional(),
    search: z.string().optional(),
  }),
  response: ApiKeyList,
  operation: "list",
  handle: ({ store, ownerId, query }) => {
    const search = query.search?.toLowerCase();
    const keys = apiKeysOf(store).filter(
      ownerId,
      (key) =>
        (query.purpose === undefined || key.purpose === query.purpose) &&
        (search === undefined || key.name.toLowerCase().includes(search)),
    );
    const { items, pagination } = pageByCreatedAt(keys, { limit: query.limit, before: query.until });
    return ok({ apiKeys: items.map((key) => presentApiKey(key, ownerId)), pagination });
  },
});

const get = defineRoute({
  method: "GET",
  paths: "/v1/api-keys/:apiKeyId",
  response: ApiKeyAnswer,
  handle: ({ store, ownerId, params }) =>
    ok({ apiKey: presentApiKey(findApiKey(store, ownerId, params.apiKeyId), ownerId) }),
});

const updateQuota = defineRoute({
  method: "PATCH",
  paths: "/v1/api-keys/:apiKeyId/quota",
  body: ApiKeyQuotaUpdate,
  response: ApiKeyAnswer,
  handle: ({ store, ownerId, params, body }) => {
    const key = findApiKey(store, ownerId, params.apiKeyId);
    const limitAmount = body.limitAmount ?? key.quota?.limitAmount;
    if (limitAmount === undefined) {
      throw badRequest('Invalid request: "limitAmount" is required: the key has no quota yet');
    }
    const quota = quotaOf({ ...body, limitAmount }, emulatorNow(store), key.quota);
    const saved = apiKeysOf(store).replace(ownerId, { ...key, quota });
    return ok({ apiKey: presentApiKey(saved, ownerId) });
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: "/v1/api-keys/:apiKeyId",
  response: z.looseObject({}),
  handle: ({ store, ownerId, params }) => {
    const key = findApiKey(store, ownerId, params.apiKeyId);
    apiKeysOf(store).remove(ownerId, key.id);
    return ok({});
  },
});

export const apiKeys: ApiArea = { name: API_KEYS, routes: [create, list, get, updateQuota, remove] };
