// Edge cache purges (seed 000's `edge-cache` group): invalidate (entries go stale and revalidate)
// or delete (entries are dropped) by cache tag or by source image, for one project. The emulator
// caches nothing, so a purge is recorded, in order, for GET /_emulator/edge-cache/purges: a test
// asserts what its program or deploy purged. The platform answers 200 with no body.
import type { z } from "zod";
import {
  PurgeBySrcImagesRequest,
  PurgeByTagsRequest,
  PurgeQuery,
  type RecordedPurge,
} from "../../../schema/edge-cache";
import { newId } from "../../ids";
import { defineRoute, type ApiArea, type Reply } from "../../route";
import type { Store } from "../../store";
import { findProject } from "../projects/store";
import { presentPurge } from "./presenter";
import { COLLECTION, purgesOf } from "./store";

const BASE = "/v1/edge-cache";

function record(
  store: Store,
  ownerId: string,
  projectIdOrName: string,
  purge: Omit<RecordedPurge, "id" | "projectId" | "createdAt">,
): Reply {
  const project = findProject(store, ownerId, projectIdOrName);
  purgesOf(store).insert(ownerId, {
    id: newId("purge_", 20),
    projectId: project.id,
    ownerId,
    createdAt: store.now(),
    ...purge,
  });
  return { status: 200 };
}

const deadline = (body: { revalidationDeadlineSeconds?: number | undefined }) =>
  body.revalidationDeadlineSeconds !== undefined
    ? { revalidationDeadlineSeconds: body.revalidationDeadlineSeconds }
    : {};

function byTags(path: string, action: RecordedPurge["action"]) {
  return defineRoute({
    method: "POST",
    paths: `${BASE}/${path}`,
    query: PurgeQuery,
    body: PurgeByTagsRequest,
    handle: ({ store, ownerId, query, body }) => {
      const tags = (body as z.output<typeof PurgeByTagsRequest>).tags;
      return record(store, ownerId, query.projectIdOrName, {
        action,
        by: "tags",
        values: tags,
        ...(body.target ? { target: body.target } : {}),
        ...(action === "delete" ? deadline(body) : {}),
      });
    },
  });
}

function bySrcImages(path: string, action: RecordedPurge["action"]) {
  return defineRoute({
    method: "POST",
    paths: `${BASE}/${path}`,
    query: PurgeQuery,
    body: PurgeBySrcImagesRequest,
    handle: ({ store, ownerId, query, body }) =>
      record(store, ownerId, query.projectIdOrName, {
        action,
        by: "srcImages",
        values: body.srcImages,
        ...(action === "delete" ? deadline(body) : {}),
      }),
  });
}

export const edgeCache: ApiArea = {
  name: COLLECTION,
  routes: [
    byTags("invalidate-by-tags", "invalidate"),
    byTags("dangerously-delete-by-tags", "delete"),
    bySrcImages("invalidate-by-src-images", "invalidate"),
    bySrcImages("dangerously-delete-by-src-images", "delete"),
  ],
  present: presentPurge,
};
