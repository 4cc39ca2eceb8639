// A project's routing rules: GET and PUT /v1/projects/{projectId}/routes (the production list, a
// staged ordered set) and GET and POST .../routes/versions (history, promote). The one-rule calls
// (POST a rule, PATCH, DELETE) are the dashboard's; a set resource stages the whole ordered list.
import {
  RoutesList,
  RouteVersionResponse,
  RouteVersionsResponse,
  type RoutesVersion,
  StageRoutesResponse,
  type StageRoutesRequest,
  type VersionActionRequest,
} from "../../../schema/project-routes";
import { actOnVersion } from "../kit/staged-versions";
import type { HttpClient } from "../../client/http";

const PATH = "/v1/projects/{projectId}/routes";

export class ProjectRoutesApi {
  constructor(private readonly http: HttpClient) {}

  /** Production's rules in order (or `versionId`'s). */
  list(projectId: string, versionId?: string): Promise<RoutesList> {
    return this.http.request({
      method: "GET",
      path: PATH,
      params: { projectId },
      query: { versionId },
      response: RoutesList,
    });
  }

  versions(projectId: string): Promise<RoutesVersion[]> {
    return this.http
      .request({
        method: "GET",
        path: `${PATH}/versions`,
        params: { projectId },
        response: RouteVersionsResponse,
      })
      .then((answer) => answer.versions);
  }

  /** Stages rules into the draft (the whole ordered set with `overwrite`). */
  async stage(projectId: string, body: StageRoutesRequest): Promise<RoutesVersion> {
    const answer = await this.http.request({
      method: "PUT",
      // The caller names every rule's id: sending the same set twice stages the same draft.
      idempotent: true,
      path: PATH,
      params: { projectId },
      body,
      response: StageRoutesResponse,
    });
    return answer.version;
  }

  act(projectId: string, body: VersionActionRequest) {
    return actOnVersion(
      this.http,
      {
        path: `${PATH}/versions`,
        params: { projectId },
        response: RouteVersionResponse,
        versions: () => this.versions(projectId),
      },
      body,
    );
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    projectRoutes: ProjectRoutesApi;
  }
}
