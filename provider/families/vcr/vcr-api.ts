// The container registry's management API (`/v1/vcr/repository`, `?projectId=` on every call):
// repositories of a project and the teams each is shared with. Images and tags are pushed with
// registry clients, not managed here.
import { z } from "zod";
import {
  VcrRepository,
  VcrRepositoryList,
  VcrRepositoryPermission,
  VcrRepositoryPermissionList,
} from "../../../schema/vcr";
import { undefinedIfNotFound } from "../../client/errors";
import type { HttpClient } from "../../client/http";
import { collect, paginate } from "../../client/paginate";

const REPOSITORIES = "/v1/vcr/repository";
const REPOSITORY = `${REPOSITORIES}/{idOrName}`;
const PERMISSIONS = `${REPOSITORY}/permissions`;
const Accepted = z.unknown();

/** Which team a permission names: its id or its slug. */
export type GrantedTeam = { teamId: string } | { teamSlug: string };

export class VcrApi {
  constructor(private readonly http: HttpClient) {}

  /** The registry's host: the platform's `vcr.` host, or the API's own (the emulator serves both). */
  get registryHost(): string {
    const host = new URL(this.http.origin).host;
    return host.startsWith("api.") ? `vcr.${host.slice("api.".length)}` : host;
  }

  /** A repository's name is its key in the project: after an ambiguous failure the lookup reads it. */
  async create(projectId: string, name: string): Promise<VcrRepository> {
    const { repository } = await this.http.create({
      method: "POST",
      path: REPOSITORIES,
      body: { projectId, name },
      response: z.object({ repository: VcrRepository }),
      lookup: async () => {
        const found = await undefinedIfNotFound(this.get(projectId, name));
        return found && { repository: found };
      },
    });
    return repository;
  }

  async get(projectId: string, idOrName: string): Promise<VcrRepository> {
    const { repository } = await this.http.request({
      method: "GET",
      path: REPOSITORY,
      params: { idOrName },
      query: { projectId },
      response: z.object({ repository: VcrRepository }),
    });
    return repository;
  }

  list(projectId: string): Promise<VcrRepository[]> {
    return this.everyPage(REPOSITORIES, {}, projectId, VcrRepositoryList, (page) => page.repositories);
  }

  async delete(projectId: string, idOrName: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: REPOSITORY,
      params: { idOrName },
      query: { projectId },
      response: Accepted,
    });
  }

  listPermissions(projectId: string, idOrName: string): Promise<VcrRepositoryPermission[]> {
    const params = { idOrName };
    return this.everyPage(
      PERMISSIONS,
      params,
      projectId,
      VcrRepositoryPermissionList,
      (page) => page.permissions,
    );
  }

  /** Adding a permission the repository has already answers it again: safe to repeat. */
  async addPermission(
    projectId: string,
    idOrName: string,
    team: GrantedTeam,
  ): Promise<VcrRepositoryPermission> {
    const { permission } = await this.http.request({
      method: "POST",
      idempotent: true,
      path: PERMISSIONS,
      params: { idOrName },
      query: { projectId },
      body: team,
      response: z.object({ permission: VcrRepositoryPermission }),
    });
    return permission;
  }

  async removePermission(projectId: string, idOrName: string, team: GrantedTeam): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: PERMISSIONS,
      params: { idOrName },
      query: { projectId },
      body: team,
      response: z.undefined(),
    });
  }

  /** Every item of a list paged with `cursor` and `nextCursor`. */
  private everyPage<Page extends { nextCursor?: string | undefined }, Item>(
    path: string,
    params: Record<string, string>,
    projectId: string,
    response: z.ZodType<Page>,
    items: (page: Page) => Item[],
  ): Promise<Item[]> {
    return collect(
      paginate(async (cursor) => {
        const page = await this.http.request({
          method: "GET",
          path,
          params,
          query: { projectId, limit: 100, cursor: cursor === undefined ? undefined : String(cursor) },
          response,
        });
        return { items: items(page), next: page.nextCursor ?? null };
      }),
    );
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    vcr: VcrApi;
  }
}
