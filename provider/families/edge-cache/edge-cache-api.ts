// Edge cache purges: POST /v1/edge-cache/{invalidate|dangerously-delete}-by-{tags|src-images}
// with `?projectIdOrName=`; the platform answers 200 with no body.
import { z } from "zod";
import type { PurgeBySrcImagesRequest, PurgeByTagsRequest } from "../../../schema/edge-cache";
import type { HttpClient } from "../../client/http";

export type PurgeAction = "invalidate" | "delete";
const PREFIX: Record<PurgeAction, string> = { invalidate: "invalidate", delete: "dangerously-delete" };

export class EdgeCacheApi {
  constructor(private readonly http: HttpClient) {}

  async byTags(projectId: string, action: PurgeAction, body: PurgeByTagsRequest): Promise<void> {
    await this.purge(`${PREFIX[action]}-by-tags`, projectId, body);
  }

  async bySrcImages(projectId: string, action: PurgeAction, body: PurgeBySrcImagesRequest): Promise<void> {
    await this.purge(`${PREFIX[action]}-by-src-images`, projectId, body);
  }

  private async purge(path: string, projectIdOrName: string, body: unknown): Promise<void> {
    await this.http.request({
      method: "POST",
      // Purging the same entries twice leaves them as purging once did.
      idempotent: true,
      path: `/v1/edge-cache/${path}`,
      query: { projectIdOrName },
      body,
      response: z.unknown(),
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    edgeCache: EdgeCacheApi;
  }
}
