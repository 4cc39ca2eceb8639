// Three project settings with their own endpoints: crons (PATCH /v1/projects/{idOrName}/crons),
// deployment retention (PATCH /v9/projects/{idOrName}/deployment-expiration) and the rolling
// release configuration (GET|PATCH|DELETE /v1/projects/{idOrName}/rolling-release/config). Crons and
// retention are read back from the project itself (GET /v9/projects/{idOrName}).
import { Project } from "../../../schema/projects";
import {
  DeploymentExpirationAnswer,
  RollingReleaseConfigAnswer,
  type DeploymentExpirationRequest,
  type RollingReleaseConfigRequest,
} from "../../../schema/project-settings";
import type { HttpClient } from "../../client/http";

export class ProjectSettingsApi {
  constructor(private readonly http: HttpClient) {}

  /** Switches the project's cron jobs; switching to the same value twice is one change. */
  setCrons(idOrName: string, enabled: boolean): Promise<Project> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: "/v1/projects/{idOrName}/crons",
      params: { idOrName },
      body: { enabled },
      response: Project,
    });
  }

  setDeploymentExpiration(
    idOrName: string,
    body: DeploymentExpirationRequest,
  ): Promise<DeploymentExpirationAnswer> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: "/v9/projects/{idOrName}/deployment-expiration",
      params: { idOrName },
      body,
      response: DeploymentExpirationAnswer,
    });
  }

  rollingRelease(idOrName: string): Promise<RollingReleaseConfigAnswer> {
    return this.http.request({
      method: "GET",
      path: "/v1/projects/{idOrName}/rolling-release/config",
      params: { idOrName },
      response: RollingReleaseConfigAnswer,
    });
  }

  setRollingRelease(
    idOrName: string,
    body: RollingReleaseConfigRequest,
  ): Promise<RollingReleaseConfigAnswer> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: "/v1/projects/{idOrName}/rolling-release/config",
      params: { idOrName },
      body,
      response: RollingReleaseConfigAnswer,
    });
  }

  deleteRollingRelease(idOrName: string): Promise<void> {
    return this.http
      .request({
        method: "DELETE",
        idempotent: true,
        path: "/v1/projects/{idOrName}/rolling-release/config",
        params: { idOrName },
        response: RollingReleaseConfigAnswer,
      })
      .then(() => undefined);
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    projectSettings: ProjectSettingsApi;
  }
}
