// Project environment variables (api-contract §5.1–§5.4): create one or many (POST, `?upsert=true`
// overwrites), list, the decrypted read, edit, delete and batch delete, under every version clients
// use (v8–v10, and v1 for the decrypted read and the batch delete), and the pull (pull.ts). Variables
// are children of their project (relations.ts `env`), so deleting the project removes them.
import { z } from "zod";
import { EnvSeed } from "../../../schema/emulator";
import {
  Env,
  EnvBatchDeleteRequest,
  EnvBatchDeleteResponse,
  EnvCreateItem,
  EnvCreateResponse,
  EnvList,
  EnvUpdateRequest,
} from "../../../schema/env";
import { ApiError, badRequest, notFound } from "../../errors";
import { randomAlphanumeric } from "../../ids";
import { envReachable, type EnvFilter } from "../integrations/store";
import { envEvent } from "../integrations/store";
import { PageCursor, WholeUnlessLimited, pageByCreatedAt } from "../../pagination";
import { defineRoute, defineSeeder, item, list, ok, type ApiArea, type Reply } from "../../route";
import { versions } from "../../router";
import type { Store } from "../../store";
import { requireCustomEnvironments } from "../custom-environments/store";
import { findProject } from "../projects/store";
import { type StoredEnv, envOf } from "./store";
import { type ShownEnv, presentEnv } from "./presenter";
import { pullRoutes } from "./pull";

/**
 * The list's query. @vercel/sdk's model of it takes no `limit` or `until`, and the Terraform
 * provider read one answer without them as the whole list until its #549
 * (client/environment_variables_get.go, client/shared_environment_variable.go): without `limit`
 * every variable is answered; with it, pages as the Terraform provider now asks.
 */
const ListQuery = z.object({
  limit: WholeUnlessLimited,
  until: PageCursor,
  decrypt: z.enum(["true", "false"]).optional(),
  gitBranch: z.string().optional(),
  customEnvironmentId: z.string().optional(),
});

const CreateQuery = z.object({ upsert: z.enum(["true", "false"]).optional() });

type Fields = Omit<StoredEnv, "id" | "projectId" | "createdAt" | "updatedAt">;

/** The platform's rules over a variable's fields together, after a create or an edit. */
function requireValid(store: Store, ownerId: string, projectId: string, fields: Fields): void {
  if (fields.target.length === 0 && fields.customEnvironmentIds.length === 0) {
    throw badRequest(
      'Invalid request: "target" or "customEnvironmentIds" must name at least one environment',
    );
  }
  if (fields.gitBranch !== null && (fields.target.length !== 1 || fields.target[0] !== "preview")) {
    throw badRequest('Invalid request: "gitBranch" is only allowed with the target ["preview"]');
  }
  if (fields.type === "sensitive" && fields.target.includes("development")) {
    throw badRequest('Invalid request: a "sensitive" variable cannot target "development"');
  }
  requireCustomEnvironments(store, ownerId, projectId, fields.customEnvironmentIds);
}

/** Two variables collide when they share the key, an environment and the git branch. */
function collides(a: Fields, b: Fields): boolean {
  return (
    a.key === b.key &&
    a.gitBranch === b.gitBranch &&
    (a.target.some((t) => b.target.includes(t)) ||
      a.customEnvironmentIds.some((id) => b.customEnvironmentIds.includes(id)))
  );
}

function envConflict(fields: Fields): ApiError {
  return new ApiError(
    400,
    "ENV_CONFLICT",
    `A variable with the name "${fields.key}" already exists for the target environments and git branch`,
    { key: fields.key, envVarKey: fields.key, target: fields.target, gitBranch: fields.gitBranch },
  );
}

function fieldsOf(request: EnvCreateItem): Fields {
  return {
    key: request.key,
    value: request.value,
    type: request.type,
    target: [...new Set(request.target ?? [])],
    gitBranch: request.gitBranch ?? null,
    customEnvironmentIds: [...new Set(request.customEnvironmentIds ?? [])],
    comment: request.comment ?? "",
  };
}

/** Creates one variable, or with `upsert` overwrites the one it collides with. */
export function writeEnv(
  store: Store,
  ownerId: string,
  projectIdOrName: string,
  request: EnvCreateItem,
  upsert: boolean,
  configurationId?: string,
): StoredEnv {
  const project = findProject(store, ownerId, projectIdOrName);
  const fields = fieldsOf(request);
  requireValid(store, ownerId, project.id, fields);
  const existing = envOf(store).find(ownerId, (env) => env.projectId === project.id && collides(env, fields));
  if (existing && !upsert) throw envConflict(fields);
  const now = store.now();
  if (existing) return envOf(store).replace(ownerId, { ...existing, ...fields, updatedAt: now });
  const env = envOf(store).insert(ownerId, {
    id: randomAlphanumeric(16),
    projectId: project.id,
    ...fields,
    ...(configurationId === undefined ? {} : { configurationId }),
    createdAt: now,
    updatedAt: now,
  });
  envEvent(store, ownerId, "project.env-variable.created", env);
  return env;
}

function findEnv(
  store: Store,
  ownerId: string,
  projectIdOrName: string,
  id: string,
  reachable: EnvFilter,
): StoredEnv {
  const project = findProject(store, ownerId, projectIdOrName);
  const env = envOf(store).find(ownerId, (e) => e.projectId === project.id && e.id === id && reachable(e));
  if (!env) throw notFound(`Environment variable not found: ${id}`);
  return env;
}

const create = defineRoute({
  method: "POST",
  paths: versions("/projects/:idOrName/env", 8, 10),
  body: z.union([EnvCreateItem, z.array(EnvCreateItem).min(1)]),
  query: CreateQuery,
  response: EnvCreateResponse,
  handle: ({ store, ownerId, params, body, query, integrationConfigurationId }): Reply => {
    const upsert = query.upsert === "true";
    if (!Array.isArray(body)) {
      // One object: a conflict is the whole answer (400 ENV_CONFLICT).
      const env = writeEnv(store, ownerId, params.idOrName, body, upsert, integrationConfigurationId);
      return { status: 201, layout: (present) => ({ created: present(env), failed: [] }) };
    }
    // An array: each conflict is reported in `failed`, the others are created.
    const created: StoredEnv[] = [];
    const failed: Array<{ error: Record<string, unknown> }> = [];
    for (const request of body) {
      try {
        created.push(writeEnv(store, ownerId, params.idOrName, request, upsert, integrationConfigurationId));
      } catch (error) {
        if (!(error instanceof ApiError && error.code === "ENV_CONFLICT")) throw error;
        failed.push(error.toBody());
      }
    }
    return { status: 201, layout: (present) => ({ created: created.map(present), failed }) };
  },
});

const listEnvs = defineRoute({
  method: "GET",
  paths: versions("/projects/:idOrName/env", 8, 10),
  query: ListQuery,
  response: EnvList,
  operation: "list",
  handle: ({ store, ownerId, params, query, integrationConfigurationId }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const reachable = envReachable(store, integrationConfigurationId, "read");
    const matching = envOf(store)
      .list(ownerId)
      .filter(
        (env) =>
          env.projectId === project.id &&
          reachable(env) &&
          (query.gitBranch === undefined || env.gitBranch === query.gitBranch) &&
          (query.customEnvironmentId === undefined ||
            env.customEnvironmentIds.includes(query.customEnvironmentId)),
      );
    const { items, pagination } = pageByCreatedAt(matching, { limit: query.limit, before: query.until });
    const shown: ShownEnv[] =
      query.decrypt === "true" ? items.map((env) => ({ ...env, decrypted: true })) : items;
    return list("envs", shown, { pagination });
  },
});

/** The decrypted read: plaintext for every type but sensitive. */
const get = defineRoute({
  method: "GET",
  paths: ["/v1/projects/:idOrName/env/:id", ...versions("/projects/:idOrName/env/:id", 8, 10)],
  response: Env,
  handle: ({ store, ownerId, params, integrationConfigurationId }) => {
    const reachable = envReachable(store, integrationConfigurationId, "read");
    const shown: ShownEnv = {
      ...findEnv(store, ownerId, params.idOrName, params.id, reachable),
      decrypted: true,
    };
    return item(shown);
  },
});

const update = defineRoute({
  method: "PATCH",
  paths: versions("/projects/:idOrName/env/:id", 8, 10),
  body: EnvUpdateRequest,
  response: Env,
  handle: ({ store, ownerId, params, body, integrationConfigurationId }) => {
    const reachable = envReachable(store, integrationConfigurationId, "read-write");
    const env = findEnv(store, ownerId, params.idOrName, params.id, reachable);
    const fields: Fields = {
      key: body.key ?? env.key,
      value: body.value ?? env.value,
      type: body.type ?? env.type,
      target: body.target ? [...new Set(body.target)] : env.target,
      gitBranch: body.gitBranch === undefined ? env.gitBranch : body.gitBranch,
      customEnvironmentIds: body.customEnvironmentIds
        ? [...new Set(body.customEnvironmentIds)]
        : env.customEnvironmentIds,
      comment: body.comment ?? env.comment,
    };
    requireValid(store, ownerId, env.projectId, fields);
    const other = envOf(store).find(
      ownerId,
      (e) => e.projectId === env.projectId && e.id !== env.id && collides(e, fields),
    );
    if (other) throw envConflict(fields);
    return item(envOf(store).replace(ownerId, { ...env, ...fields, updatedAt: store.now() }));
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: versions("/projects/:idOrName/env/:id", 8, 10),
  response: Env,
  handle: ({ store, ownerId, params, integrationConfigurationId }) => {
    const reachable = envReachable(store, integrationConfigurationId, "read-write");
    const env = findEnv(store, ownerId, params.idOrName, params.id, reachable);
    envOf(store).remove(ownerId, env.id);
    envEvent(store, ownerId, "project.env-variable.deleted", env);
    return item(env);
  },
});

/** Removes the listed variables of the project; ids it does not hold are skipped (already gone). */
const removeMany = defineRoute({
  method: "DELETE",
  paths: "/v1/projects/:idOrName/env",
  body: EnvBatchDeleteRequest,
  response: EnvBatchDeleteResponse,
  handle: ({ store, ownerId, params, body, integrationConfigurationId }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const reachable = envReachable(store, integrationConfigurationId, "read-write");
    const envs = body.ids.flatMap(
      (id) =>
        envOf(store).find(
          ownerId,
          (env) => env.projectId === project.id && env.id === id && reachable(env),
        ) ?? [],
    );
    for (const env of envs) {
      envOf(store).remove(ownerId, env.id);
      envEvent(store, ownerId, "project.env-variable.deleted", env);
    }
    const ids = envs.map((env) => env.id);
    return ok({ deleted: ids.length, ids });
  },
});

export const env: ApiArea = {
  name: "env",
  routes: [create, listEnvs, get, update, remove, removeMany, ...pullRoutes],
  present: presentEnv,
  seed: defineSeeder({
    item: EnvSeed,
    create: (store, ownerId, { projectId, teamId: _teamId, ...request }) =>
      writeEnv(store, ownerId, projectId, request, false),
  }),
};
