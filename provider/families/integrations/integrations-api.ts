// The account's integration configurations (`/v1/integrations/configurations`, `.../configuration/{id}`)
// and which projects one reaches (`/v1/integrations/configuration/{id}/project/{projectId}`, the
// Terraform provider's vercel_integration_project_access calls: `{ allowed }` read and written).
import {
  IntegrationConfiguration,
  IntegrationConfigurationList,
  ProjectAccessAnswer,
} from "../../../schema/integrations";
import type { HttpClient } from "../../client/http";

const CONFIGURATION = "/v1/integrations/configuration/{id}";
const PROJECT_ACCESS = `${CONFIGURATION}/project/{projectId}`;

export class IntegrationsApi {
  constructor(private readonly http: HttpClient) {}

  configuration(id: string): Promise<IntegrationConfiguration> {
    return this.http.request({
      method: "GET",
      path: CONFIGURATION,
      params: { id },
      response: IntegrationConfiguration,
    });
  }

  /** Every configuration of the account (the team's, with the client's team). */
  configurations(): Promise<IntegrationConfiguration[]> {
    return this.http.request({
      method: "GET",
      path: "/v1/integrations/configurations",
      query: { view: "account" },
      response: IntegrationConfigurationList,
    });
  }

  async projectAccess(id: string, projectId: string): Promise<boolean> {
    const answer = await this.http.request({
      method: "GET",
      path: PROJECT_ACCESS,
      params: { id, projectId },
      response: ProjectAccessAnswer,
    });
    return answer.allowed;
  }

  /** Grants (`true`) or revokes (`false`): the same body again changes nothing, so it may be retried. */
  async setProjectAccess(id: string, projectId: string, allowed: boolean): Promise<void> {
    await this.http.request({
      method: "POST",
      idempotent: true,
      path: PROJECT_ACCESS,
      params: { id, projectId },
      body: { allowed },
      response: ProjectAccessAnswer,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    integrations: IntegrationsApi;
  }
}
