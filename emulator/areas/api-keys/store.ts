// The management API's API keys (`POST /api-keys`): a key is made for a purpose (the AI gateway),
// optionally for one project, with an expiry and a spend quota. Only the SHA-256 of its value is
// kept (`keyHash`), so a state file holds no usable key; the value is answered once, at creation.
// A key made for the gateway authenticates the gateway's inference plane (ai-gateway/inference)
// until it expires or is deleted. Children of their project when made for one (relations.ts).
import type { ApiKeyQuotaRequest } from "../../../schema/api-keys";
import { notFound } from "../../errors";
import type { Store } from "../../store";

export const API_KEYS = "apiKeys";

export interface StoredQuota {
  quotaEntityId: string;
  limitAmount: number;
  includeByokInQuota: boolean;
  refreshPeriod: NonNullable<ApiKeyQuotaRequest["refreshPeriod"]>;
  alertThresholds?: number[];
  createdAt: number;
  updatedAt: number;
}

export interface StoredApiKey {
  id: string;
  /** SHA-256 of the key's value: how the gateway finds it. */
  keyHash: string;
  name: string;
  /** The value's last characters, to recognise it by. */
  partialKey: string;
  purpose: string;
  projectId?: string;
  expiresAt?: number;
  createdAt: number;
  /** When a request last used it; its creation until then. */
  activeAt: number;
  createdBy: string;
  quota?: StoredQuota;
  metadata?: Record<string, unknown>;
}

export const apiKeysOf = (store: Store) => store.collection<StoredApiKey>(API_KEYS);

export function findApiKey(store: Store, ownerId: string, id: string): StoredApiKey {
  const key = apiKeysOf(store).get(ownerId, id);
  if (!key) throw notFound(`API key not found: ${id}`);
  return key;
}

/** The live gateway key with this hash and its owner, at `now`; undefined once expired or deleted. */
export function gatewayApiKey(
  store: Store,
  keyHash: string,
  now: number,
): { ownerId: string; key: StoredApiKey } | undefined {
  for (const ownerId of apiKeysOf(store).owners()) {
    const key = apiKeysOf(store).find(ownerId, (k) => k.keyHash === keyHash && k.purpose === "ai-gateway");
    if (key) return key.expiresAt !== undefined && key.expiresAt <= now ? undefined : { ownerId, key };
  }
  return undefined;
}
