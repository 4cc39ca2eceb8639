// Custom environments of a project (api-contract §5.5): POST|GET /v9/projects/:idOrName/custom-environments
// and GET|PATCH|DELETE .../custom-environments/:environmentSlugOrId (also under /v1, which the Terraform
// provider calls). The list is served unversioned too: the vercel CLI's env commands read it there.
// They are children of projects (relations.ts), and env vars refer to them by id.
import { CustomEnvironmentSeed } from "../../../schema/emulator";
import {
  CustomEnvironment,
  CustomEnvironmentCreateRequest,
  CustomEnvironmentList,
  CustomEnvironmentUpdateRequest,
} from "../../../schema/custom-environments";
import { conflict } from "../../errors";
import { newId } from "../../ids";
import { defineRoute, defineSeeder, item, list, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { customEnvironmentLimit } from "../identity/store";
import { findProject } from "../projects/store";
import { COLLECTION, type StoredCustomEnvironment, customEnvironmentsOf, findEnvironment } from "./store";
import { forgetCustomEnvironment } from "../env/store";
import { presentCustomEnvironment } from "./presenter";

/** Both versions the clients use share one handler and one shape. */
const paths = <P extends string>(path: P) =>
  [`/v1/projects/:idOrName${path}`, `/v9/projects/:idOrName${path}`] as const;

function requireFreeSlug(store: Store, ownerId: string, projectId: string, slug: string): void {
  // The system environments' names are taken too.
  const taken =
    ["production", "preview", "development"].includes(slug) ||
    customEnvironmentsOf(store).find(ownerId, (e) => e.projectId === projectId && e.slug === slug);
  if (taken) throw conflict(`A custom environment with the slug "${slug}" already exists in this project`);
}

/** Create a custom environment as the POST does; seeding uses it too. */
export function createCustomEnvironment(
  store: Store,
  ownerId: string,
  request: CustomEnvironmentCreateRequest & { projectId: string },
): StoredCustomEnvironment {
  const project = findProject(store, ownerId, request.projectId);
  requireFreeSlug(store, ownerId, project.id, request.slug);
  const now = store.now();
  return customEnvironmentsOf(store).insert(ownerId, {
    id: newId("env_", 24),
    projectId: project.id,
    slug: request.slug,
    type: "preview",
    description: request.description ?? "",
    ...(request.branchMatcher ? { branchMatcher: request.branchMatcher } : {}),
    createdAt: now,
    updatedAt: now,
  });
}

const create = defineRoute({
  method: "POST",
  paths: paths("/custom-environments"),
  body: CustomEnvironmentCreateRequest,
  response: CustomEnvironment,
  handle: ({ store, ownerId, params, body }) =>
    item(createCustomEnvironment(store, ownerId, { ...body, projectId: params.idOrName }), 201),
});

const listAll = defineRoute({
  method: "GET",
  paths: ["/projects/:idOrName/custom-environments", ...paths("/custom-environments")],
  response: CustomEnvironmentList,
  operation: "list",
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const environments = customEnvironmentsOf(store)
      .list(ownerId)
      .filter((environment) => environment.projectId === project.id);
    // The plan's allowance, which the platform reports with every list.
    return list("environments", environments, {
      accountLimit: { total: customEnvironmentLimit(store, ownerId) },
    });
  },
});

const get = defineRoute({
  method: "GET",
  paths: paths("/custom-environments/:environmentSlugOrId"),
  response: CustomEnvironment,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.idOrName);
    return item(findEnvironment(store, ownerId, project.id, params.environmentSlugOrId));
  },
});

const update = defineRoute({
  method: "PATCH",
  paths: paths("/custom-environments/:environmentSlugOrId"),
  body: CustomEnvironmentUpdateRequest,
  response: CustomEnvironment,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const environment = findEnvironment(store, ownerId, project.id, params.environmentSlugOrId);
    if (body.slug !== undefined && body.slug !== environment.slug) {
      requireFreeSlug(store, ownerId, project.id, body.slug);
      environment.slug = body.slug;
    }
    if (body.description !== undefined) environment.description = body.description;
    if (body.branchMatcher === null) delete environment.branchMatcher;
    else if (body.branchMatcher !== undefined) environment.branchMatcher = body.branchMatcher;
    environment.updatedAt = store.now();
    return item(customEnvironmentsOf(store).replace(ownerId, environment));
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: paths("/custom-environments/:environmentSlugOrId"),
  response: CustomEnvironment,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const environment = findEnvironment(store, ownerId, project.id, params.environmentSlugOrId);
    customEnvironmentsOf(store).remove(ownerId, environment.id);
    forgetCustomEnvironment(store, ownerId, environment.id);
    return item(environment);
  },
});

export const customEnvironments: ApiArea = {
  name: COLLECTION,
  routes: [create, listAll, get, update, remove],
  present: presentCustomEnvironment,
  seed: defineSeeder({
    item: CustomEnvironmentSeed,
    create: createCustomEnvironment,
  }),
};
