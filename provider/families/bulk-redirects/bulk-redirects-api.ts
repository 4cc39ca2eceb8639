// Bulk redirects: GET, PUT, PATCH, DELETE /v1/bulk-redirects and GET, POST
// /v1/bulk-redirects/versions, every one naming its project with `?projectId=` (the stage call in
// its body, with the team). Edits go to the project's one staging version; a promote makes it live.
import {
  MAX_REDIRECTS_PER_PAGE,
  type BulkRedirect,
  type BulkRedirectsVersion,
  type EditRedirectRequest,
  RedirectsPage,
  RedirectVersionResponse,
  RedirectVersionsResponse,
  StagedRedirectsResponse,
  type StageRedirectsRequest,
  type VersionActionRequest,
} from "../../../schema/bulk-redirects";
import { actOnVersion } from "../kit/staged-versions";
import type { HttpClient } from "../../client/http";

const PATH = "/v1/bulk-redirects";

/** The production set (or one version's) read whole, page by page. */
export interface RedirectSet {
  redirects: BulkRedirect[];
  /** Absent while the project never had a version. */
  version?: BulkRedirectsVersion;
}

export class BulkRedirectsApi {
  constructor(private readonly http: HttpClient) {}

  /** Production's redirects (or `versionId`'s), every page. */
  async list(projectId: string, versionId?: string): Promise<RedirectSet> {
    const redirects: BulkRedirect[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await this.http.request({
        method: "GET",
        path: PATH,
        query: { projectId, versionId, page, per_page: MAX_REDIRECTS_PER_PAGE },
        response: RedirectsPage,
      });
      redirects.push(...answer.redirects);
      if (page >= answer.pagination.numPages)
        return { redirects, ...(answer.version ? { version: answer.version } : {}) };
    }
  }

  versions(projectId: string): Promise<BulkRedirectsVersion[]> {
    return this.http
      .request({
        method: "GET",
        path: `${PATH}/versions`,
        query: { projectId },
        response: RedirectVersionsResponse,
      })
      .then((answer) => answer.versions);
  }

  /** Stages redirects into the draft: merged by source, or the whole set with `overwrite`. */
  async stage(body: StageRedirectsRequest): Promise<BulkRedirectsVersion> {
    const answer = await this.http.request({
      method: "PUT",
      // Staging the same redirects twice leaves the same draft.
      idempotent: true,
      path: PATH,
      body,
      response: StagedRedirectsResponse,
    });
    return answer.version;
  }

  /** Changes one redirect of the draft, by source. */
  async edit(projectId: string, body: EditRedirectRequest): Promise<BulkRedirectsVersion> {
    const answer = await this.http.request({
      method: "PATCH",
      idempotent: true,
      path: PATH,
      query: { projectId },
      body,
      response: StagedRedirectsResponse,
    });
    return answer.version;
  }

  /** Removes redirects from the draft, by source (a second send would 404 on what the first removed). */
  async remove(projectId: string, sources: readonly string[]): Promise<BulkRedirectsVersion> {
    const answer = await this.http.request({
      method: "DELETE",
      idempotent: false,
      path: PATH,
      query: { projectId },
      body: { redirects: sources },
      response: StagedRedirectsResponse,
    });
    return answer.version;
  }

  /** Promotes the draft, restores an earlier production version, or discards the draft. */
  act(projectId: string, body: VersionActionRequest) {
    return actOnVersion(
      this.http,
      {
        path: `${PATH}/versions`,
        query: { projectId },
        response: RedirectVersionResponse,
        versions: () => this.versions(projectId),
      },
      body,
    );
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    bulkRedirects: BulkRedirectsApi;
  }
}
