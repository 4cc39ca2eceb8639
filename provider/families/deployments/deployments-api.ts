// The deployments group: file uploads (`POST /v2/files`, by SHA-1), deployments (create, get, list,
// delete), their build events and their files.
import { z } from "zod";
import {
  Deployment,
  DeploymentDeleted,
  DeploymentEvent,
  DeploymentFileContent,
  DeploymentList,
  FileTree,
  type DeploymentCreateRequest,
} from "../../../schema/deployments";
import type { HttpClient } from "../../client/http";

/** The meta key under which a create carries its own token, so an ambiguous create is found again. */
export const CREATE_TOKEN_META = "vercelPulumiCreateToken";

/** The meta key under which a deployment carries the digest of what made it, for `adopt`. */
export const INPUTS_META = "vercelPulumiInputs";

export class DeploymentsApi {
  constructor(private readonly http: HttpClient) {}

  /**
   * Stores a body under its SHA-1. Content-addressed, so sending it twice stores it once: the
   * upload is retried like any idempotent call and can never duplicate anything.
   */
  async uploadFile(sha: string, data: Buffer): Promise<void> {
    await this.http.request({
      method: "POST",
      idempotent: true,
      path: "/v2/files",
      bytes: { data, headers: { "x-vercel-digest": sha, "x-now-size": String(data.length) } },
      response: z.unknown(),
    });
  }

  /**
   * A new deployment. It has no natural key, so the request carries a token of its own in `meta`;
   * after an ambiguous failure the lookup finds the deployment that token made, if any.
   */
  createDeployment(body: DeploymentCreateRequest & { project: string }, token: string): Promise<Deployment> {
    return this.http.create({
      method: "POST",
      path: "/v13/deployments",
      query: { skipAutoDetectionConfirmation: "1" },
      body: { ...body, meta: { ...body.meta, [CREATE_TOKEN_META]: token } },
      response: Deployment,
      lookup: async () => {
        const recent = await this.listDeployments({ projectId: body.project, limit: 20 });
        const made = recent.find((d) => d.meta?.[CREATE_TOKEN_META] === token);
        return made && this.getDeployment(made.uid);
      },
    });
  }

  getDeployment(idOrUrl: string): Promise<Deployment> {
    return this.http.request({
      method: "GET",
      path: "/v13/deployments/{idOrUrl}",
      params: { idOrUrl },
      response: Deployment,
    });
  }

  /** One page of the newest deployments, optionally of one project. */
  async listDeployments(filter: { projectId?: string; limit?: number }) {
    const page = await this.http.request({
      method: "GET",
      path: "/v7/deployments",
      query: { projectId: filter.projectId, limit: filter.limit ?? 20 },
      response: DeploymentList,
    });
    return page.deployments;
  }

  /** The build's events so far, oldest first. */
  getEvents(idOrUrl: string): Promise<DeploymentEvent[]> {
    return this.http.request({
      method: "GET",
      path: "/v3/deployments/{idOrUrl}/events",
      params: { idOrUrl },
      query: { limit: -1 },
      response: z.array(DeploymentEvent),
    });
  }

  async deleteDeployment(id: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: "/v13/deployments/{id}",
      params: { id },
      response: DeploymentDeleted,
    });
  }

  listFiles(id: string) {
    return this.http.request({
      method: "GET",
      path: "/v6/deployments/{id}/files",
      params: { id },
      response: z.array(FileTree),
    });
  }

  /** A file of a deployment by its uid (SHA), decoded. */
  async getFileContent(id: string, fileId: string): Promise<Buffer> {
    const { data } = await this.http.request({
      method: "GET",
      path: "/v8/deployments/{id}/files/{fileId}",
      params: { id, fileId },
      response: DeploymentFileContent,
    });
    return Buffer.from(data, "base64");
  }
}

/** An alias as `GET /v4/aliases/{idOrAlias}` answers it. */
export const Alias = z.looseObject({
  uid: z.string(),
  alias: z.string(),
  deploymentId: z.string().nullable(),
  projectId: z.string().nullable().optional(),
  createdAt: z.number().optional(),
});
export type Alias = z.infer<typeof Alias>;

const AliasAssigned = z.looseObject({ uid: z.string(), alias: z.string() });

/** The aliases group: a hostname pointed at a deployment. */
export class AliasesApi {
  constructor(private readonly http: HttpClient) {}

  /** Points `alias` at a deployment; pointing it again is the same as once. */
  async assign(deploymentId: string, alias: string): Promise<Alias> {
    await this.http.request({
      method: "POST",
      idempotent: true,
      path: "/v2/deployments/{id}/aliases",
      params: { id: deploymentId },
      body: { alias },
      response: AliasAssigned,
    });
    return this.get(alias);
  }

  get(idOrAlias: string): Promise<Alias> {
    return this.http.request({
      method: "GET",
      path: "/v4/aliases/{idOrAlias}",
      params: { idOrAlias },
      response: Alias,
    });
  }

  async delete(aliasId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: "/v2/aliases/{aliasId}",
      params: { aliasId },
      response: z.unknown(),
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    deployments: DeploymentsApi;
    aliases: AliasesApi;
  }
}
