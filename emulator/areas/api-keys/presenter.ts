// An API key as every route answers it (@vercel/sdk APIKey): never its value nor its hash. The
// quota's spend is what the gateway counted (none on the emulator's deterministic models).
import type { ApiKey } from "../../../schema/api-keys";
import type { StoredApiKey } from "./store";

/** The team the key grants access to is its owner: routes present a key with it. */
export function presentApiKey(key: StoredApiKey, teamId: string): ApiKey {
  return {
    id: key.id,
    name: key.name,
    partialKey: key.partialKey,
    teamId,
    purpose: key.purpose,
    projectId: key.projectId ?? null,
    expiresAt: key.expiresAt ?? null,
    activeAt: key.activeAt,
    createdAt: key.createdAt,
    createdBy: key.createdBy,
    leakedAt: null,
    leakedUrl: null,
    createdByAppId: null,
    ...(key.quota
      ? {
          quota: {
            ...key.quota,
            currentSpend: 0,
            currentByokSpend: 0,
            active: true,
            archived: false,
          },
        }
      : {}),
    ...(key.metadata ? { metadata: key.metadata } : {}),
  };
}
