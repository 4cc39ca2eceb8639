// A project's checks (`/v2/projects/{projectIdOrName}/checks`): create, read, list, update, delete.
import {
  Check,
  CheckDeleted,
  CheckList,
  type CheckCreateRequest,
  type CheckUpdateRequest,
} from "../../../schema/checks";
import type { HttpClient } from "../../client/http";

const CHECKS = "/v2/projects/{projectIdOrName}/checks";
const CHECK = `${CHECKS}/{checkId}`;

export class ChecksApi {
  constructor(private readonly http: HttpClient) {}

  /** The name is unique in a project: after an ambiguous failure the lookup reads it. */
  create(projectId: string, body: CheckCreateRequest): Promise<Check> {
    return this.http.create({
      method: "POST",
      path: CHECKS,
      params: { projectIdOrName: projectId },
      body,
      response: Check,
      lookup: () => this.find(projectId, body.name),
    });
  }

  get(projectId: string, checkId: string): Promise<Check> {
    return this.http.request({
      method: "GET",
      path: CHECK,
      params: { projectIdOrName: projectId, checkId },
      response: Check,
    });
  }

  async list(projectId: string): Promise<Check[]> {
    const page = await this.http.request({
      method: "GET",
      path: CHECKS,
      params: { projectIdOrName: projectId },
      response: CheckList,
    });
    return page.checks;
  }

  async find(projectId: string, name: string): Promise<Check | undefined> {
    return (await this.list(projectId)).find((check) => check.name === name);
  }

  update(projectId: string, checkId: string, body: CheckUpdateRequest): Promise<Check> {
    return this.http.request({
      method: "PATCH",
      // Sets the given fields to the given values.
      idempotent: true,
      path: CHECK,
      params: { projectIdOrName: projectId, checkId },
      body,
      response: Check,
    });
  }

  async remove(projectId: string, checkId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: CHECK,
      params: { projectIdOrName: projectId, checkId },
      response: CheckDeleted,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    checks: ChecksApi;
  }
}
