// The shared (team) environment variables area: POST|PATCH|DELETE /v1/env (many at once; this
// client sends one variable per call), GET /v1/env (list), GET /v1/env/{id} (decrypted) and
// PATCH /v1/env/{id}/unlink/{projectId}.
import {
  SharedEnv,
  SharedEnvCreateResponse,
  SharedEnvDeleteResponse,
  SharedEnvList,
  SharedEnvUnlinkResponse,
  SharedEnvUpdateResponse,
  type SharedEnvCreateRequest,
  type SharedEnvUpdate,
} from "../../../schema/shared-env";
import { undefinedIfNotFound } from "../../client/errors";
import type { HttpClient } from "../../client/http";
import { wholeList } from "../../client/paginate";

const GET_ONE = "/v1/env/{id}";

/** The one variable of a one-variable create or update. */
const CreatedOne = SharedEnvCreateResponse.transform((response) => response.created).pipe(
  SharedEnv.array().length(1, "a one-variable create answers one variable"),
);
const UpdatedOne = SharedEnvUpdateResponse.transform((response) => response.updated).pipe(
  SharedEnv.array().length(1, "a one-variable update answers one variable"),
);

/** What a one-variable create sends: the body with exactly one entry in `evs`. */
export type SharedEnvCreateOne = SharedEnvCreateRequest & {
  evs: [SharedEnvCreateRequest["evs"][number]];
};

export class SharedEnvApi {
  constructor(private readonly http: HttpClient) {}

  /**
   * Creates one shared variable; after an ambiguous failure it looks for the key on the same
   * targets instead of creating twice.
   */
  async create(body: SharedEnvCreateOne): Promise<SharedEnv> {
    const [created] = await this.http.create({
      method: "POST",
      path: "/v1/env",
      body,
      response: CreatedOne,
      lookup: async () => {
        const found = await this.findSlot(body.evs[0].key, body.target);
        return found && [found];
      },
    });
    return created as SharedEnv;
  }

  /** Decrypted (a sensitive variable comes without its value). */
  get(id: string): Promise<SharedEnv> {
    return this.http.request({ method: "GET", path: GET_ONE, params: { id }, response: SharedEnv });
  }

  find(id: string): Promise<SharedEnv | undefined> {
    return undefinedIfNotFound(this.get(id));
  }

  /**
   * Every shared variable of the team: `GET /v1/env` (seed 000, @vercel/sdk's
   * listSharedEnvVariable), which takes no paging parameters and answers them all; see wholeList.
   */
  list(): Promise<SharedEnv[]> {
    return wholeList(async (until) => {
      const page = await this.http.request({
        method: "GET",
        path: "/v1/env",
        query: { until },
        response: SharedEnvList,
      });
      return { items: page.data, next: page.pagination.next };
    });
  }

  /** The variable with this key on one of these targets: what a create would collide with. */
  async findSlot(key: string, targets: readonly string[]): Promise<SharedEnv | undefined> {
    return (await this.list()).find((env) => env.key === key && env.target.some((t) => targets.includes(t)));
  }

  async update(id: string, changes: SharedEnvUpdate): Promise<SharedEnv> {
    const [updated] = await this.http.request({
      method: "PATCH",
      // Sets fields (and link lists) to given values: sending it twice changes nothing more.
      idempotent: true,
      path: "/v1/env",
      body: { updates: { [id]: changes } },
      response: UpdatedOne,
    });
    return updated as SharedEnv;
  }

  async delete(id: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: "/v1/env",
      body: { ids: [id] },
      response: SharedEnvDeleteResponse,
    });
  }

  /** Links one project (keeping the others). */
  async link(id: string, projectId: string): Promise<SharedEnv> {
    return this.update(id, { projectIdUpdates: { link: [projectId] } });
  }

  async unlink(id: string, projectId: string): Promise<void> {
    await this.http.request({
      method: "PATCH",
      idempotent: true,
      path: "/v1/env/{id}/unlink/{projectId}",
      params: { id, projectId },
      response: SharedEnvUnlinkResponse,
    });
  }

  /**
   * The variable, when `projectId` is linked to it. A link has no object of its own: a variable
   * that no longer lists the project means the link is gone, as a 404 would say.
   */
  async getLinked(id: string, projectId: string): Promise<SharedEnv> {
    const env = await this.get(id);
    if (env.projectId.includes(projectId)) return env;
    throw this.http.missing(
      GET_ONE,
      `project ${projectId} is not linked to shared environment variable ${id}`,
    );
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    sharedEnv: SharedEnvApi;
  }
}
