// Shared (team) environment variables (api-contract §6): create, update and delete many at once
// (POST|PATCH|DELETE /v1/env), list (GET /v1/env, and /v1/env/all paged as the Terraform provider
// calls it), the decrypted read (GET /v1/env/:id) and unlinking one project
// (PATCH /v1/env/:id/unlink/:projectId). Only teams have shared variables.
import { z } from "zod";
import { SharedEnvSeed } from "../../../schema/emulator";
import {
  SharedEnv,
  SharedEnvCreateRequest,
  SharedEnvCreateResponse,
  SharedEnvDeleteRequest,
  SharedEnvDeleteResponse,
  SharedEnvList,
  SharedEnvUnlinkResponse,
  SharedEnvUpdateRequest,
  SharedEnvUpdateResponse,
  type SharedEnvUpdate,
} from "../../../schema/shared-env";
import { ApiError, badRequest, notFound } from "../../errors";
import { findTeam } from "../identity/store";
import { randomAlphanumeric } from "../../ids";
import { PageCursor, WholeUnlessLimited, pageByCreatedAt } from "../../pagination";
import { defineRoute, defineSeeder, item, list, ok, type ApiArea, type Reply } from "../../route";
import type { Store } from "../../store";
import { findProject } from "../projects/store";
import { type StoredSharedEnv, findSharedEnv, sharedEnvOf } from "./store";
import { type ShownSharedEnv, presentSharedEnv } from "./presenter";

/**
 * The list's query. @vercel/sdk's model of it takes no `limit` or `until`, and the Terraform
 * provider read one answer without them as the whole list until its #549
 * (client/environment_variables_get.go, client/shared_environment_variable.go): without `limit`
 * every variable is answered; with it, pages as the Terraform provider now asks.
 */
const ListQuery = z.object({
  limit: WholeUnlessLimited,
  until: PageCursor,
  search: z.string().optional(),
  projectId: z.string().optional(),
  ids: z.string().optional(),
});

function requireTeam(store: Store, ownerId: string): void {
  if (!findTeam(store, ownerId)) {
    throw badRequest("Shared environment variables belong to a team: call with ?teamId= or ?slug=");
  }
}

/** Linked projects must be the team's; the answer names them by id. */
function projectIds(store: Store, ownerId: string, idsOrNames: readonly string[]): string[] {
  return [...new Set(idsOrNames.map((idOrName) => findProject(store, ownerId, idOrName).id))];
}

/** Same key and a shared target: 409 existing_key_and_target (api-contract §1.2). */
function requireNoCollision(
  store: Store,
  ownerId: string,
  key: string,
  target: readonly string[],
  except?: string,
) {
  const other = sharedEnvOf(store).find(
    ownerId,
    (env) => env.id !== except && env.key === key && env.target.some((t) => target.includes(t)),
  );
  if (other) {
    throw new ApiError(
      409,
      "existing_key_and_target",
      `A shared environment variable with the key "${key}" already exists for one of the targets`,
      { key, target, envVarId: other.id },
    );
  }
}

/** Creates every variable of the body, all or none; seeding uses it too. */
export function createSharedEnvs(
  store: Store,
  ownerId: string,
  request: SharedEnvCreateRequest,
): StoredSharedEnv[] {
  requireTeam(store, ownerId);
  const target = [...new Set(request.target)];
  const linked = projectIds(store, ownerId, request.projectId ?? []);
  return request.evs.map((ev) => {
    requireNoCollision(store, ownerId, ev.key, target);
    const now = store.now();
    return sharedEnvOf(store).insert(ownerId, {
      id: randomAlphanumeric(16),
      key: ev.key,
      value: ev.value,
      type: request.type ?? "encrypted",
      target,
      projectId: linked,
      ownerId,
      comment: ev.comment ?? "",
      applyToAllCustomEnvironments: request.applyToAllCustomEnvironments ?? false,
      createdAt: now,
      updatedAt: now,
    });
  });
}

function applyUpdate(store: Store, ownerId: string, id: string, update: SharedEnvUpdate): StoredSharedEnv {
  const env = findSharedEnv(store, ownerId, id);
  const key = update.key ?? env.key;
  const target = update.target ? [...new Set(update.target)] : env.target;
  requireNoCollision(store, ownerId, key, target, env.id);
  let linked = update.projectId ? projectIds(store, ownerId, update.projectId) : env.projectId;
  const link = projectIds(store, ownerId, update.projectIdUpdates?.link ?? []);
  const unlink = new Set(update.projectIdUpdates?.unlink ?? []);
  linked = [...new Set([...linked, ...link])].filter((projectId) => !unlink.has(projectId));
  return sharedEnvOf(store).replace(ownerId, {
    ...env,
    key,
    target,
    value: update.value ?? env.value,
    type: update.type ?? env.type,
    comment: update.comment ?? env.comment,
    projectId: linked,
    applyToAllCustomEnvironments: update.applyToAllCustomEnvironments ?? env.applyToAllCustomEnvironments,
    updatedAt: store.now(),
  });
}

const create = defineRoute({
  method: "POST",
  paths: "/v1/env",
  body: SharedEnvCreateRequest,
  response: SharedEnvCreateResponse,
  handle: ({ store, ownerId, body }): Reply => {
    const created = createSharedEnvs(store, ownerId, body);
    return { status: 201, layout: (present) => ({ created: created.map(present), failed: [] }) };
  },
});

/**
 * Updates every variable named in `updates`, all or none. The platform reports per-variable
 * failures in `failed`; the emulator answers the first failure as the whole call's error (a 404
 * for a variable that does not exist) (inferred), so a client can tell "gone" from other failures.
 */
const update = defineRoute({
  method: "PATCH",
  paths: "/v1/env",
  body: SharedEnvUpdateRequest,
  response: SharedEnvUpdateResponse,
  handle: ({ store, ownerId, body }): Reply => {
    requireTeam(store, ownerId);
    const updated = Object.entries(body.updates).map(([id, changes]) =>
      applyUpdate(store, ownerId, id, changes),
    );
    return { status: 200, layout: (present) => ({ updated: updated.map(present), failed: [] }) };
  },
});

/** Deletes the listed variables; like the update, a missing one fails the call with 404 (inferred). */
const removeMany = defineRoute({
  method: "DELETE",
  paths: "/v1/env",
  body: SharedEnvDeleteRequest,
  response: SharedEnvDeleteResponse,
  handle: ({ store, ownerId, body }) => {
    requireTeam(store, ownerId);
    for (const id of body.ids) sharedEnvOf(store).remove(ownerId, findSharedEnv(store, ownerId, id).id);
    return ok({ deleted: body.ids, failed: [] });
  },
});

const listPage = defineRoute({
  method: "GET",
  paths: ["/v1/env", "/v1/env/all"],
  query: ListQuery,
  response: SharedEnvList,
  operation: "list",
  handle: ({ store, ownerId, query }) => {
    requireTeam(store, ownerId);
    const ids = query.ids?.split(",");
    const matching = sharedEnvOf(store)
      .list(ownerId)
      .filter(
        (env) =>
          (query.search === undefined || env.key.includes(query.search)) &&
          (query.projectId === undefined || env.projectId.includes(query.projectId)) &&
          (ids === undefined || ids.includes(env.id)),
      );
    const { items, pagination } = pageByCreatedAt(matching, { limit: query.limit, before: query.until });
    return list("data", items, { pagination });
  },
});

const get = defineRoute({
  method: "GET",
  paths: "/v1/env/:id",
  response: SharedEnv,
  handle: ({ store, ownerId, params }) => {
    requireTeam(store, ownerId);
    const shown: ShownSharedEnv = { ...findSharedEnv(store, ownerId, params.id), decrypted: true };
    return item(shown);
  },
});

const unlink = defineRoute({
  method: "PATCH",
  paths: "/v1/env/:id/unlink/:projectId",
  response: SharedEnvUnlinkResponse,
  handle: ({ store, ownerId, params }) => {
    requireTeam(store, ownerId);
    const env = findSharedEnv(store, ownerId, params.id);
    if (!env.projectId.includes(params.projectId)) {
      throw notFound(`Project ${params.projectId} is not linked to shared environment variable ${env.id}`);
    }
    applyUpdate(store, ownerId, env.id, { projectIdUpdates: { unlink: [params.projectId] } });
    return ok({ id: env.id });
  },
});

export const sharedEnv: ApiArea = {
  name: "sharedEnv",
  routes: [create, update, removeMany, listPage, get, unlink],
  present: presentSharedEnv,
  seed: defineSeeder({
    // One variable per seed item: the create body's fields with the key, value and comment flat.
    item: SharedEnvSeed,
    create: (store, ownerId, { key, value, comment, teamId: _teamId, ...request }) =>
      createSharedEnvs(store, ownerId, {
        ...request,
        evs: [{ key, value, ...(comment ? { comment } : {}) }],
      })[0],
  }),
};
