// Observability's project configuration: GET /v1/observability/manage/configuration/projects (the
// projects whose extended tier is off) and PUT .../projects/{projectIdOrName} (`{ disabled }`).
import {
  DisabledProjectsResponse,
  type DisabledProject,
  ObservabilityProjectResponse,
} from "../../../schema/observability";
import type { HttpClient } from "../../client/http";

const BASE = "/v1/observability/manage/configuration/projects";

export class ObservabilityApi {
  constructor(private readonly http: HttpClient) {}

  async disabledProjects(): Promise<DisabledProject[]> {
    const answer = await this.http.request({ method: "GET", path: BASE, response: DisabledProjectsResponse });
    return answer.disabledProjects;
  }

  /** Sets whether the project's extended tier is off; setting the same value twice is one change. */
  setDisabled(projectIdOrName: string, disabled: boolean): Promise<ObservabilityProjectResponse> {
    return this.http.request({
      method: "PUT",
      idempotent: true,
      path: `${BASE}/{projectIdOrName}`,
      params: { projectIdOrName },
      body: { disabled },
      response: ObservabilityProjectResponse,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    observability: ObservabilityApi;
  }
}
