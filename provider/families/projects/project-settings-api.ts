// Project settings with their own endpoints: crons (PATCH /v1/projects/{idOrName}/crons),
// deployment retention (PATCH /v9/projects/{idOrName}/deployment-expiration), the rolling release
// configuration (GET|PATCH|DELETE /v1/projects/{idOrName}/rolling-release/config) and the Web
// Analytics and Speed Insights switches (POST /web/insights/toggle, /speed-insights/toggle). Crons,
// retention and the switches are read back from the project itself (GET /v9/projects/{idOrName}).
import { Project } from "../../../schema/projects";
import {
  DeploymentExpirationAnswer,
  RollingReleaseConfigAnswer,
  type DeploymentExpirationRequest,
  type RollingReleaseConfigRequest,
} from "../../../schema/project-settings";
import { InsightsToggleResponse } from "../../../schema/insights";
import type { HttpClient } from "../../client/http";

/** The project's two analytics switches, by the field its project answers them in. */
export type AnalyticsSwitch = "webAnalytics" | "speedInsights";
const TOGGLE_PATHS: Record<AnalyticsSwitch, string> = {
  webAnalytics: "/web/insights/toggle",
  speedInsights: "/speed-insights/toggle",
};

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

  /** Turns Web Analytics or Speed Insights on or off; the same value twice is one change. */
  async setAnalytics(projectId: string, which: AnalyticsSwitch, on: boolean): Promise<void> {
    await this.http.request({
      method: "POST",
      idempotent: true,
      path: TOGGLE_PATHS[which],
      query: { projectId },
      body: { value: on },
      response: InsightsToggleResponse,
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
