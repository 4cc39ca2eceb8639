// The management API's API keys (seed 000's untagged `POST /api-keys`, and the `/v1/api-keys`
// siblings the vercel CLI's `ai-gateway api-keys` calls): create, read, list (newest first, `until`
// cursor, name `search`), the quota (`PATCH /v1/api-keys/{id}/quota`) and delete. The value is in
// the create's answer only (client/shown-once.ts).
import { z } from "zod";
import {
  ApiKeyAnswer,
  ApiKeyCreated,
  ApiKeyList,
  type ApiKey,
  type ApiKeyCreateRequest,
  type ApiKeyQuotaUpdate,
} from "../../../schema/api-keys";
import type { HttpClient } from "../../client/http";
import { wholeList } from "../../client/paginate";
import { orphanSweepingLookup } from "../../client/shown-once";

export class ApiKeysApi {
  constructor(private readonly http: HttpClient) {}

  /** After an ambiguous failure, the keys of this name made since the call began are deleted and the create sent again. */
  async create(body: ApiKeyCreateRequest): Promise<z.infer<typeof ApiKeyCreated>> {
    const lookup = await orphanSweepingLookup<ApiKey>({
      list: () => this.list(body.name),
      isSame: (key) => key.name === body.name,
      remove: async (ids) => {
        for (const id of ids) await this.delete(id);
      },
    });
    return this.http.create({ method: "POST", path: "/api-keys", body, response: ApiKeyCreated, lookup });
  }

  /** The team's keys, those whose name holds `search` when given (the platform's search is by substring). */
  list(search?: string): Promise<ApiKey[]> {
    return wholeList(async (until) => {
      const page = await this.http.request({
        method: "GET",
        path: "/v1/api-keys",
        query: { until, ...(search !== undefined ? { search } : {}) },
        response: ApiKeyList,
      });
      return { items: page.apiKeys, next: page.pagination.next };
    });
  }

  async get(apiKeyId: string): Promise<ApiKey> {
    const { apiKey } = await this.http.request({
      method: "GET",
      path: "/v1/api-keys/{apiKeyId}",
      params: { apiKeyId },
      response: ApiKeyAnswer,
    });
    return apiKey;
  }

  async updateQuota(apiKeyId: string, body: ApiKeyQuotaUpdate): Promise<ApiKey> {
    const { apiKey } = await this.http.request({
      method: "PATCH",
      idempotent: true,
      path: "/v1/api-keys/{apiKeyId}/quota",
      params: { apiKeyId },
      body,
      response: ApiKeyAnswer,
    });
    return apiKey;
  }

  async delete(apiKeyId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: "/v1/api-keys/{apiKeyId}",
      params: { apiKeyId },
      response: z.looseObject({}),
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    apiKeys: ApiKeysApi;
  }
}
