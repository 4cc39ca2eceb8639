// The feature flags area (api-contract §8) under /v1/projects/{projectIdOrName}/feature-flags:
// flags here (created with PUT, 201; slugs unique per project; a flag must be archived before it
// is deleted [TF](inferred)); segments and SDK keys have files of their own (flag-segments.ts,
// flag-sdk-keys.ts) over the shared storage in flags-store.ts.
import {
  Flag,
  FlagCreateRequest,
  FlagList,
  FlagListQuery,
  FlagSeed,
  FlagUpdateRequest,
} from "../../../../schema/flags";
import { ApiError, badRequest } from "../../../errors";
import { randomAlphanumeric } from "../../../ids";
import { defineRoute, defineSeeder, item, noContent, type ApiArea } from "../../../route";
import type { Store } from "../../../store";
import { creatorOf } from "../../domains/store";
import { listingRoutes } from "./listings";
import { sdkKeyRoutes } from "./sdk-keys";
import { settingsRoutes } from "./settings";
import { segmentRoutes } from "./segments";
import {
  BASE,
  FLAGS,
  checkEnvironments,
  checkVariants,
  findFlag,
  findProject,
  flagVersionsOf,
  flagsOf,
  recordVersion,
  type StoredFlag,
} from "../store";

/** Creates a flag as `PUT .../flags` does; seeding uses it too. */
export function createFlag(
  store: Store,
  ownerId: string,
  userId: string,
  projectIdOrName: string,
  body: FlagCreateRequest,
): StoredFlag {
  const project = findProject(store, ownerId, projectIdOrName);
  if (flagsOf(store).find(ownerId, (f) => f.projectId === project.id && f.slug === body.slug)) {
    throw new ApiError(409, "conflict", `A flag with the slug "${body.slug}" already exists`);
  }
  const variants = body.variants ?? [];
  checkVariants(body.kind, variants);
  checkEnvironments(store, ownerId, project.id, variants, body.environments);
  const now = store.now();
  const flag = flagsOf(store).insert(ownerId, {
    id: `flag_${randomAlphanumeric(24)}`,
    slug: body.slug,
    kind: body.kind,
    state: body.state ?? "active",
    ...(body.description !== undefined ? { description: body.description } : {}),
    variants,
    environments: body.environments,
    projectId: project.id,
    ownerId,
    typeName: "flag",
    seed: Math.floor(Math.random() * 1000),
    revision: 1,
    createdAt: now,
    updatedAt: now,
    createdBy: userId,
  });
  recordVersion(store, ownerId, flag);
  return flag;
}

const create = defineRoute({
  method: "PUT",
  paths: `${BASE}/flags`,
  body: FlagCreateRequest,
  response: Flag,
  operation: "create",
  handle: ({ store, ownerId, userId, params, body }) =>
    item(createFlag(store, ownerId, userId, params.projectIdOrName, body), 201),
});

const list = defineRoute({
  method: "GET",
  paths: [`${BASE}/flags`, "/v2/projects/:projectIdOrName/feature-flags/flags"],
  query: FlagListQuery,
  response: FlagList,
  operation: "list",
  handle: ({ store, ownerId, params, query }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const state = query.state ?? "active";
    const flags = flagsOf(store)
      .list(ownerId)
      .filter((f) => f.projectId === project.id && f.state === state);
    return { status: 200, layout: (present) => ({ data: flags.map(present), pagination: { next: null } }) };
  },
});

const get = defineRoute({
  method: "GET",
  paths: `${BASE}/flags/:flag`,
  response: Flag,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    return item(findFlag(store, ownerId, project.id, params.flag));
  },
});

/** Changes what the body names; `slug` and `kind` may be sent but not changed. Bumps `revision`. */
const update = defineRoute({
  method: "PATCH",
  paths: `${BASE}/flags/:flag`,
  body: FlagUpdateRequest,
  response: Flag,
  handle: ({ store, ownerId, userId, params, body }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const flag = findFlag(store, ownerId, project.id, params.flag);
    for (const field of ["slug", "kind"] as const) {
      if (body[field] !== undefined && body[field] !== flag[field]) {
        throw badRequest(`Invalid request: ${field} cannot be changed`);
      }
    }
    const variants = body.variants ?? flag.variants;
    const environments = body.environments ?? flag.environments;
    checkVariants(flag.kind, variants);
    checkEnvironments(store, ownerId, project.id, variants, environments);
    const { description, state } = body;
    const next: StoredFlag = {
      ...flag,
      variants,
      environments,
      ...(description !== undefined ? { description } : {}),
      ...(state !== undefined ? { state } : {}),
      revision: flag.revision + 1,
      updatedAt: store.now(),
      updatedBy: userId,
    };
    const written = flagsOf(store).replace(ownerId, next);
    recordVersion(store, ownerId, written, flag);
    return item(written);
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: `${BASE}/flags/:flag`,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const flag = findFlag(store, ownerId, project.id, params.flag);
    if (flag.state !== "archived") {
      throw new ApiError(
        409,
        "flag_not_archived",
        `Flag "${flag.slug}" must be archived before it is deleted`,
      );
    }
    flagsOf(store).remove(ownerId, flag.id);
    // Its history goes with it.
    for (const version of flagVersionsOf(store).filter(ownerId, (v) => v.flagId === flag.id)) {
      flagVersionsOf(store).remove(ownerId, version.id);
    }
    return noContent();
  },
});

export const flags: ApiArea = {
  name: FLAGS,
  routes: [
    create,
    list,
    get,
    update,
    remove,
    ...segmentRoutes,
    ...sdkKeyRoutes,
    ...settingsRoutes,
    ...listingRoutes,
  ],
  // A stored flag is its wire shape: no presenter (SDK keys have their own).
  seed: defineSeeder({
    item: FlagSeed,
    create: (store, ownerId, { teamId: _teamId, projectId, ...body }) =>
      createFlag(store, ownerId, creatorOf(store, ownerId).id, projectId, body),
  }),
};
