// Unified drains (api-contract §10.1): create, list, get, update and delete on /v1/drains, and
// POST /v1/drains/test, which really delivers one sample to the destination (drain-delivery.ts).
// A drain's projects are linked by id (relations.ts: removing a project unlinks it; a drain of
// some projects keeps `projects: "some"`, so losing its last one never widens it to all).
import { z } from "zod";
import {
  Drain,
  DrainCreateRequest,
  DrainList,
  DrainTestRequest,
  DrainTestResponse,
  DrainUpdateRequest,
  type DrainDelivery,
} from "../../../schema/drains";
import { badRequest } from "../../errors";
import { newId, randomAlphanumeric } from "../../ids";
import { defineRoute, defineSeeder, item, list, noContent, ok, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { findProject } from "../projects/store";
import { deliverSample } from "./drain-delivery";
import { type StoredDrain, drainsOf, findDrain } from "./store";
import { presentDrain } from "./presenter";

/** Linked projects must be the owner's; stored by id. */
function projectIds(
  store: Store,
  ownerId: string,
  idsOrNames: readonly string[] | null | undefined,
): string[] {
  return [...new Set((idsOrNames ?? []).map((idOrName) => findProject(store, ownerId, idOrName).id))];
}

/** The platform generates a signing secret when the destination has none. */
function withSecret(delivery: DrainDelivery): DrainDelivery {
  return { ...delivery, secret: delivery.secret || randomAlphanumeric(24) };
}

function requireProjects(projects: "all" | "some", ids: readonly string[]): void {
  if (projects === "some" && ids.length === 0) {
    throw badRequest('Invalid request: "projectIds" must name at least one project when projects is "some"');
  }
}

export function createDrain(store: Store, ownerId: string, body: DrainCreateRequest): StoredDrain {
  const ids = body.projects === "all" ? [] : projectIds(store, ownerId, body.projectIds);
  requireProjects(body.projects, ids);
  const now = store.now();
  return drainsOf(store).insert(ownerId, {
    id: newId("drn_", 24),
    ownerId,
    teamId: ownerId.startsWith("team_") ? ownerId : null,
    name: body.name,
    projects: body.projects,
    projectIds: ids,
    schemas: body.schemas,
    delivery: withSecret(body.delivery),
    ...(body.sampling?.length ? { sampling: body.sampling } : {}),
    ...(body.filter ? { filterV2: body.filter } : {}),
    source: body.source ?? { kind: "self-served" },
    status: "enabled",
    createdAt: now,
    updatedAt: now,
  });
}

const create = defineRoute({
  method: "POST",
  paths: "/v1/drains",
  body: DrainCreateRequest,
  response: Drain,
  handle: ({ store, ownerId, body }) => item(createDrain(store, ownerId, body)),
});

const listAll = defineRoute({
  method: "GET",
  paths: "/v1/drains",
  query: z.object({ projectId: z.string().optional(), includeMetadata: z.string().optional() }),
  response: DrainList,
  operation: "list",
  handle: ({ store, ownerId, query }) =>
    list(
      "drains",
      drainsOf(store)
        .list(ownerId)
        .filter(
          (drain) =>
            query.projectId === undefined ||
            drain.projects === "all" ||
            drain.projectIds.includes(query.projectId),
        ),
    ),
});

const get = defineRoute({
  method: "GET",
  paths: "/v1/drains/:id",
  response: Drain,
  handle: ({ store, ownerId, params }) => item(findDrain(store, ownerId, params.id)),
});

/** Present fields replace the stored ones whole (delivery, filter, sampling); null clears. */
const update = defineRoute({
  method: "PATCH",
  paths: "/v1/drains/:id",
  body: DrainUpdateRequest,
  response: Drain,
  handle: ({ store, ownerId, params, body }) => {
    const drain = findDrain(store, ownerId, params.id);
    const projects = body.projects ?? drain.projects;
    const ids =
      projects === "all"
        ? []
        : body.projectIds !== undefined
          ? projectIds(store, ownerId, body.projectIds)
          : drain.projectIds;
    requireProjects(projects, ids);
    const { sampling, filterV2, ...kept } = drain;
    const nextSampling = body.sampling === undefined ? sampling : body.sampling;
    const nextFilter = body.filter === undefined ? filterV2 : body.filter;
    return item(
      drainsOf(store).replace(ownerId, {
        ...kept,
        name: body.name ?? drain.name,
        projects,
        projectIds: ids,
        schemas: body.schemas ?? drain.schemas,
        delivery: body.delivery ? withSecret(body.delivery) : drain.delivery,
        ...(nextSampling?.length ? { sampling: nextSampling } : {}),
        ...(nextFilter ? { filterV2: nextFilter } : {}),
        status: body.status ?? drain.status,
        updatedAt: store.now(),
      }),
    );
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: "/v1/drains/:id",
  handle: ({ store, ownerId, params }) => {
    drainsOf(store).remove(ownerId, findDrain(store, ownerId, params.id).id);
    return noContent();
  },
});

/**
 * Sends one sample to the destination. Handlers are synchronous (one store transaction each), so
 * the delivery goes out after the answer: `{}` says it was sent, not that the endpoint took it.
 */
const test = defineRoute({
  method: "POST",
  paths: "/v1/drains/test",
  body: DrainTestRequest,
  response: DrainTestResponse,
  operation: "read",
  handle: ({ body }) => {
    deliverSample(body);
    return ok({});
  },
});

export const drains: ApiArea = {
  name: "drains",
  routes: [create, listAll, get, update, remove, test],
  present: presentDrain,
  seed: defineSeeder({
    item: DrainCreateRequest.safeExtend({ teamId: z.string().min(1).optional() }),
    create: (store, ownerId, { teamId: _teamId, ...body }) => createDrain(store, ownerId, body),
  }),
};
