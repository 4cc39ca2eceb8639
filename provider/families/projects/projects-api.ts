// The projects area: POST /v11/projects, GET|PATCH|DELETE /v9/projects/{idOrName},
// GET /v10/projects, and the git connection: link (POST|DELETE /v9/projects/{idOrName}/link),
// production branch (PATCH /v9/projects/{idOrName}/branch), deploy hooks
// (POST /v2/projects/{idOrName}/deploy-hooks, DELETE .../deploy-hooks/{hookId}).
import { z } from "zod";
import {
  Project,
  ProjectList,
  type ProjectCreateRequest,
  type ProjectUpdateRequest,
} from "../../../schema/projects";
import { undefinedIfNotFound } from "../../client/errors";
import type { HttpClient } from "../../client/http";
import { paginate } from "../../client/paginate";

const PAGE_SIZE = 100;

export interface GitLinkRequest {
  type: string;
  repo: string;
}

export class ProjectsApi {
  constructor(private readonly http: HttpClient) {}

  /** Creates a project; after an ambiguous failure it finds the project by name instead of creating twice. */
  create(body: ProjectCreateRequest): Promise<Project> {
    return this.http.create({
      method: "POST",
      path: "/v11/projects",
      body,
      response: Project,
      lookup: () => this.find(body.name),
    });
  }

  get(idOrName: string): Promise<Project> {
    return this.http.request({
      method: "GET",
      path: "/v9/projects/{idOrName}",
      params: { idOrName },
      response: Project,
    });
  }

  /** The project, or undefined when it does not exist. */
  find(idOrName: string): Promise<Project | undefined> {
    return undefinedIfNotFound(this.get(idOrName));
  }

  update(idOrName: string, body: ProjectUpdateRequest): Promise<Project> {
    return this.http.request({
      method: "PATCH",
      // Sets fields to given values: sending it twice changes nothing more.
      idempotent: true,
      path: "/v9/projects/{idOrName}",
      params: { idOrName },
      body,
      response: Project,
    });
  }

  async delete(idOrName: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: "/v9/projects/{idOrName}",
      params: { idOrName },
      response: z.unknown(),
    });
  }

  /** Connects a git repository (the platform does not take `gitRepository` in a PATCH). */
  linkGitRepository(idOrName: string, link: GitLinkRequest): Promise<Project> {
    return this.http.request({
      method: "POST",
      // Sets the link (it does not add one more): safe to send again.
      idempotent: true,
      path: "/v9/projects/{idOrName}/link",
      params: { idOrName },
      body: link,
      response: Project,
    });
  }

  async unlinkGitRepository(idOrName: string): Promise<Project> {
    return this.http.request({
      method: "DELETE",
      idempotent: true,
      path: "/v9/projects/{idOrName}/link",
      params: { idOrName },
      response: Project,
    });
  }

  /** Sets the production branch of the connected repository. */
  setProductionBranch(idOrName: string, branch: string): Promise<Project> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: "/v9/projects/{idOrName}/branch",
      params: { idOrName },
      body: { branch },
      response: Project,
    });
  }

  /**
   * Adds a deploy hook; the answer is the project, the new hook last. Hook names need not be
   * unique, so after an ambiguous failure the hook is looked up by name and ref among the hooks
   * whose ids are not in `knownIds` (the ones there before), never blindly added twice.
   */
  addDeployHook(
    idOrName: string,
    hook: { name: string; ref: string },
    knownIds: ReadonlySet<string>,
  ): Promise<Project> {
    return this.http.create({
      method: "POST",
      path: "/v2/projects/{idOrName}/deploy-hooks",
      params: { idOrName },
      body: hook,
      response: Project,
      lookup: async () => {
        const project = await this.find(idOrName);
        const added = project?.link?.deployHooks?.some(
          (h) => h.name === hook.name && h.ref === hook.ref && !knownIds.has(h.id),
        );
        return added ? project : undefined;
      },
    });
  }

  removeDeployHook(idOrName: string, hookId: string): Promise<Project> {
    return this.http.request({
      method: "DELETE",
      idempotent: true,
      path: "/v2/projects/{idOrName}/deploy-hooks/{hookId}",
      params: { idOrName, hookId },
      response: Project,
    });
  }

  /** Every project of the team, newest first, across pages. */
  list(options: { search?: string } = {}): AsyncGenerator<Project, void, undefined> {
    return paginate(async (cursor) => {
      const page = await this.http.request({
        method: "GET",
        path: "/v10/projects",
        query: { limit: PAGE_SIZE, from: cursor, search: options.search },
        response: ProjectList,
      });
      return { items: page.projects, next: page.pagination.next };
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    projects: ProjectsApi;
  }
}
