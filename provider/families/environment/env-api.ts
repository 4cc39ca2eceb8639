// The project environment variables area: POST /v10/projects/{projectId}/env (one, or many with
// `?upsert=true`), GET /v10/.../env (list), GET /v1/.../env/{id} (decrypted), PATCH and DELETE
// /v9/.../env/{id}, and the batch DELETE /v1/projects/{projectId}/env.
import {
  Env,
  EnvBatchDeleteResponse,
  EnvCreateResponse,
  EnvList,
  type EnvCreateItem,
  type EnvUpdateRequest,
} from "../../../schema/env";
import { BadRequestError, ConflictError } from "../../client/errors";
import type { HttpClient } from "../../client/http";
import { wholeList } from "../../client/paginate";
import { SiblingBatches } from "../../client/sibling-batches";
import { SiblingReads } from "../../client/sibling-reads";

/** The one variable a one-object create answers. */
const CreatedOne = EnvCreateResponse.transform((response) =>
  Array.isArray(response.created) ? response.created : [response.created],
).pipe(Env.array().length(1, "a one-variable create answers one variable"));

/** Every variable an array create answers; what failed is reported with them. */
const CreatedMany = EnvCreateResponse.transform((response) => ({
  created: Array.isArray(response.created) ? response.created : [response.created],
  failed: response.failed,
}));
export type CreatedMany = { created: Env[]; failed: EnvCreateResponse["failed"] };

/** The targets of an answer as a list: the API sends a single string for one target at times. */
export function targetsOf(env: Env): string[] {
  if (env.target === undefined) return [];
  return Array.isArray(env.target) ? env.target : [env.target];
}

/**
 * True when `env` is the variable a create body makes: the same key, git branch and environments.
 * This is the platform's collision rule too, so it finds what a create would collide with.
 */
export function sameSlot(
  env: Env,
  item: Pick<EnvCreateItem, "key" | "target" | "gitBranch" | "customEnvironmentIds">,
): boolean {
  const targets = targetsOf(env);
  const environments = env.customEnvironmentIds ?? [];
  return (
    env.key === item.key &&
    (env.gitBranch ?? null) === (item.gitBranch ?? null) &&
    ((item.target ?? []).some((target) => targets.includes(target)) ||
      (item.customEnvironmentIds ?? []).some((id) => environments.includes(id)))
  );
}

/**
 * A listed variable that says what a single read would: its value decrypted, or a type whose value
 * a read never shows decrypted (plain ones are stored in clear, sensitive ones are never shown).
 * Others (a list that did not decrypt) are read one by one.
 */
const readableInList = (env: Env): boolean =>
  env.decrypted === true || env.type === "plain" || env.type === "sensitive";

/** The platform answers a key collision with 400 ENV_CONFLICT: it is a conflict, and callers branch on that. */
function asConflict(error: unknown): unknown {
  if (!(error instanceof BadRequestError) || error.code !== "ENV_CONFLICT") return error;
  return new ConflictError({
    method: error.method,
    path: error.path,
    host: error.host,
    status: error.status,
    code: error.code,
    message: error.apiMessage,
    extra: error.extra,
    headers: error.headers,
  });
}

async function conflictsAsConflictErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw asConflict(error);
  }
}

export class EnvApi {
  constructor(private readonly http: HttpClient) {}

  /**
   * Creates one variable (no upsert: an existing one in the same slot is a ConflictError), in one
   * call with the project's other variables created at the same time (an `up`;
   * sibling-batches.ts), or alone. After an ambiguous failure it looks for the variable in that
   * slot instead of creating twice.
   */
  async create(projectId: string, body: EnvCreateItem): Promise<Env> {
    return this.variables.writing(projectId, () =>
      this.creates.send(projectId, body, () => this.createOne(projectId, body)),
    );
  }

  private async createOne(projectId: string, body: EnvCreateItem): Promise<Env> {
    const [created] = await conflictsAsConflictErrors(
      this.http.create({
        method: "POST",
        path: "/v10/projects/{projectId}/env",
        params: { projectId },
        body,
        response: CreatedOne,
        lookup: async () => {
          const found = await this.findSlot(projectId, body);
          return found && [found];
        },
      }),
    );
    return created as Env;
  }

  /**
   * Writes many variables in one call, overwriting those in the same slots. Sending it twice
   * leaves the same variables, so it is retried like any idempotent call (no lookup needed).
   */
  upsertMany(projectId: string, items: readonly EnvCreateItem[]): Promise<CreatedMany> {
    return this.variables.writing(projectId, () =>
      this.http.request({
        method: "POST",
        idempotent: true,
        path: "/v10/projects/{projectId}/env",
        params: { projectId },
        query: { upsert: "true" },
        body: items,
        response: CreatedMany,
      }),
    );
  }

  /**
   * A variable, decrypted, read with its siblings (one list of the project serves the variables
   * a refresh reads together; sibling-reads.ts), or alone.
   */
  read(projectId: string, id: string): Promise<Env> {
    return this.variables.read(projectId, id, () => this.get(projectId, id));
  }

  /** The decrypted variable (a sensitive one comes without its value). */
  get(projectId: string, id: string): Promise<Env> {
    return this.http.request({
      method: "GET",
      path: "/v1/projects/{projectId}/env/{id}",
      params: { projectId, id },
      response: Env,
    });
  }

  /**
   * Every variable of the project, decrypted where the platform allows. The list takes no paging
   * parameters (@vercel/sdk's FilterProjectEnvsRequest) and answers them all; see wholeList.
   */
  list(projectId: string): Promise<Env[]> {
    return wholeList(async (until) => {
      const page = await this.http.request({
        method: "GET",
        path: "/v10/projects/{projectId}/env",
        params: { projectId },
        query: { decrypt: "true", until },
        response: EnvList,
      });
      return { items: page.envs, next: page.pagination.next };
    });
  }

  /** The variable a create body would collide with, if any. */
  async findSlot(projectId: string, item: EnvCreateItem): Promise<Env | undefined> {
    return (await this.list(projectId)).find((env) => sameSlot(env, item));
  }

  update(projectId: string, id: string, body: EnvUpdateRequest): Promise<Env> {
    return this.variables.writing(projectId, () =>
      conflictsAsConflictErrors(
        this.http.request({
          method: "PATCH",
          // Sets fields to given values: sending it twice changes nothing more.
          idempotent: true,
          path: "/v9/projects/{projectId}/env/{id}",
          params: { projectId, id },
          body,
          response: Env,
        }),
      ),
    );
  }

  /**
   * Deletes a variable: with the project's other variables deleted at the same time in one batch
   * call (a destroy; sibling-batches.ts), or alone.
   */
  async delete(projectId: string, id: string): Promise<void> {
    await this.variables.writing(projectId, () =>
      this.deletes.send(projectId, id, async () => {
        await this.http.request({
          method: "DELETE",
          idempotent: true,
          path: "/v9/projects/{projectId}/env/{id}",
          params: { projectId, id },
          response: Env,
        });
      }),
    );
  }

  /** Removes several variables in one call; ids already gone are skipped by the platform. */
  async deleteMany(projectId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.variables.writing(projectId, () =>
      this.http.request({
        method: "DELETE",
        idempotent: true,
        path: "/v1/projects/{projectId}/env",
        params: { projectId },
        body: { ids },
        response: EnvBatchDeleteResponse,
      }),
    );
  }

  /** The variables of each project deleted together, shared by every copy of this client for the scope. */
  private get deletes(): SiblingBatches<string, void> {
    return this.http.perScope("env deletes", () => {
      const deleteMany = (projectId: string, ids: readonly string[]) => this.deleteMany(projectId, ids);
      return new SiblingBatches<string, void>({
        sendMany: async (projectId, ids) => {
          await deleteMany(projectId, ids);
          return ids.map(() => ({ result: undefined }));
        },
      });
    });
  }

  /**
   * The variables of each project created together, shared by every copy of this client for the
   * scope: one array create, each variable matched to the answer by its slot. A variable the
   * answer does not hold (a conflict reported in `failed`) is created alone, for its own error.
   */
  private get creates(): SiblingBatches<EnvCreateItem, Env> {
    return this.http.perScope("env creates", () => {
      const createMany = (projectId: string, items: readonly EnvCreateItem[]) =>
        this.http.request({
          method: "POST",
          // Not sent twice blindly: a lost answer sends each variable alone, whose create looks
          // its slot up before writing.
          idempotent: false,
          path: "/v10/projects/{projectId}/env",
          params: { projectId },
          body: items,
          response: CreatedMany,
        });
      return new SiblingBatches<EnvCreateItem, Env>({
        sendMany: async (projectId, items) => {
          const unclaimed = [...(await createMany(projectId, items)).created];
          return items.map((item) => {
            // Each answered variable is one item's: two items of one slot cannot both have made it.
            const index = unclaimed.findIndex((candidate) => sameSlot(candidate, item));
            const [env] = index < 0 ? [] : unclaimed.splice(index, 1);
            return env && { result: env };
          });
        },
      });
    });
  }

  /** The variables of each project read together, shared by every copy of this client for the scope. */
  private get variables(): SiblingReads<Env> {
    return this.http.perScope("env variables", () => {
      const list = (projectId: string) => this.list(projectId);
      return new SiblingReads<Env>({
        list: async (projectId) => (await list(projectId)).filter(readableInList),
        idsOf: (env) => [env.id],
      });
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    env: EnvApi;
  }
}
