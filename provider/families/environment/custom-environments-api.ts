// The custom environments area: POST|GET /v9/projects/{projectId}/custom-environments and
// GET|PATCH|DELETE /v9/projects/{projectId}/custom-environments/{slugOrId}.
import {
  CustomEnvironment,
  CustomEnvironmentList,
  type CustomEnvironmentCreateRequest,
  type CustomEnvironmentUpdateRequest,
} from "../../../schema/custom-environments";
import { undefinedIfNotFound } from "../../client/errors";
import type { HttpClient } from "../../client/http";

const ONE = "/v9/projects/{projectId}/custom-environments/{slugOrId}";

export class CustomEnvironmentsApi {
  constructor(private readonly http: HttpClient) {}

  /** Creates one; after an ambiguous failure it finds the environment by slug instead of creating twice. */
  create(projectId: string, body: CustomEnvironmentCreateRequest): Promise<CustomEnvironment> {
    return this.http.create({
      method: "POST",
      path: "/v9/projects/{projectId}/custom-environments",
      params: { projectId },
      body,
      response: CustomEnvironment,
      lookup: () => this.find(projectId, body.slug),
    });
  }

  /** By id or slug: the platform accepts either. */
  get(projectId: string, slugOrId: string): Promise<CustomEnvironment> {
    return this.http.request({
      method: "GET",
      path: ONE,
      params: { projectId, slugOrId },
      response: CustomEnvironment,
    });
  }

  find(projectId: string, slugOrId: string): Promise<CustomEnvironment | undefined> {
    return undefinedIfNotFound(this.get(projectId, slugOrId));
  }

  async list(projectId: string): Promise<CustomEnvironment[]> {
    const { environments } = await this.http.request({
      method: "GET",
      path: "/v9/projects/{projectId}/custom-environments",
      params: { projectId },
      response: CustomEnvironmentList,
    });
    return environments;
  }

  update(
    projectId: string,
    slugOrId: string,
    body: CustomEnvironmentUpdateRequest,
  ): Promise<CustomEnvironment> {
    return this.http.request({
      method: "PATCH",
      // Sets fields to given values: sending it twice changes nothing more.
      idempotent: true,
      path: ONE,
      params: { projectId, slugOrId },
      body,
      response: CustomEnvironment,
    });
  }

  async delete(projectId: string, slugOrId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: ONE,
      params: { projectId, slugOrId },
      response: CustomEnvironment,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    customEnvironments: CustomEnvironmentsApi;
  }
}
