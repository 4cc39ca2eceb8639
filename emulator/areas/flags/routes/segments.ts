// Segments of a project's flags (api-contract §8.5): created with PUT (201; slugs unique per
// project), read by id or slug, changed by PATCH, and not deleted while a flag's rules read them
// (409): a flag never serves by a segment that is gone.
import { Segment, SegmentCreateRequest, SegmentList, SegmentUpdateRequest } from "../../../../schema/flags";
import { ApiError } from "../../../errors";
import { randomAlphanumeric } from "../../../ids";
import { defineRoute, item, noContent, type Route } from "../../../route";
import { BASE, findProject, findSegment, flagsOf, segmentIdsOf, segmentsOf } from "../store";

const create = defineRoute({
  method: "PUT",
  paths: `${BASE}/segments`,
  body: SegmentCreateRequest,
  response: Segment,
  operation: "create",
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    if (segmentsOf(store).find(ownerId, (s) => s.projectId === project.id && s.slug === body.slug)) {
      throw new ApiError(409, "conflict", `A segment with the slug "${body.slug}" already exists`);
    }
    const now = store.now();
    const segment = segmentsOf(store).insert(ownerId, {
      ...body,
      id: `segment_${randomAlphanumeric(24)}`,
      projectId: project.id,
      typeName: "segment",
      createdAt: now,
      updatedAt: now,
    });
    return item(segment, 201);
  },
});

const list = defineRoute({
  method: "GET",
  paths: `${BASE}/segments`,
  response: SegmentList,
  operation: "list",
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const found = segmentsOf(store)
      .list(ownerId)
      .filter((s) => s.projectId === project.id);
    return { status: 200, layout: (present) => ({ data: found.map(present) }) };
  },
});

const get = defineRoute({
  method: "GET",
  paths: `${BASE}/segments/:segment`,
  response: Segment,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    return item(findSegment(store, ownerId, project.id, params.segment));
  },
});

const update = defineRoute({
  method: "PATCH",
  paths: `${BASE}/segments/:segment`,
  body: SegmentUpdateRequest,
  response: Segment,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const segment = findSegment(store, ownerId, project.id, params.segment);
    const { label, hint, description, data } = body;
    return item(
      segmentsOf(store).replace(ownerId, {
        ...segment,
        ...(label !== undefined ? { label } : {}),
        ...(hint !== undefined ? { hint } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(data !== undefined ? { data } : {}),
        updatedAt: store.now(),
      }),
    );
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: `${BASE}/segments/:segment`,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const segment = findSegment(store, ownerId, project.id, params.segment);
    const users = flagsOf(store)
      .list(ownerId)
      .filter((flag) =>
        Object.values(flag.environments).some((config) =>
          config.rules.some((rule) => segmentIdsOf(rule.conditions).includes(segment.id)),
        ),
      );
    if (users.length > 0) {
      throw new ApiError(
        409,
        "segment_in_use",
        `Segment "${segment.slug}" is used by flags: ${users.map((f) => f.slug).join(", ")}`,
      );
    }
    segmentsOf(store).remove(ownerId, segment.id);
    return noContent();
  },
});

export const segmentRoutes: readonly Route[] = [create, list, get, update, remove];
