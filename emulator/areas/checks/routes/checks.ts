// A project's checks: list (optionally by what they block), create, get, update, delete, and the
// runs of one check across deployments. A check's name is unique in its project. Changing what a
// check blocks, or deleting it, may release deployments it held (release.ts).
import { newestFirst } from "../../../pagination";
import {
  CheckCreateRequest,
  CheckDeleted,
  CheckList,
  CheckListQuery,
  CheckRunList,
  CheckUpdateRequest,
  Check,
} from "../../../../schema/checks";
import { conflict } from "../../../errors";
import { newId } from "../../../ids";
import { defineRoute, item, list, ok, type Route } from "../../../route";
import type { Store } from "../../../store";
import { findProject } from "../../projects/store";
import { presentCheck, presentRun } from "../presenter";
import { checkRunsOf, checksOf, findCheck, type StoredCheck } from "../store";
import { releaseProject } from "./release";

const CHECKS = "/v2/projects/:projectIdOrName/checks";
const CHECK = `${CHECKS}/:checkId`;

/**
 * The platform's settings of a check the body leaves out: `requires`, `blocks` and `timeout` as
 * @vercel/sdk's request model defaults them (from the platform's OpenAPI description), `targets` as
 * the Terraform provider documents it ("The API defaults to `production`"), `isRerequestable` (inferred).
 */
const DEFAULTS = {
  isRerequestable: false,
  requires: "deployment-url",
  blocks: "deployment-alias",
  targets: ["production"],
  timeout: 300,
} as const;

const listChecks = defineRoute({
  method: "GET",
  paths: CHECKS,
  query: CheckListQuery,
  response: CheckList,
  present: presentCheck,
  operation: "list",
  handle: ({ store, ownerId, params, query }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const checks = checksOf(store).filter(
      ownerId,
      (c) => c.projectId === project.id && (query.blocks === undefined || c.blocks === query.blocks),
    );
    return list("checks", checks);
  },
});

const createCheck = defineRoute({
  method: "POST",
  paths: CHECKS,
  body: CheckCreateRequest,
  response: Check,
  present: presentCheck,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    refuseTakenName(store, ownerId, project.id, body.name);
    const now = store.now();
    const source = body.source;
    const check: StoredCheck = {
      id: newId("chk_", 24),
      name: body.name,
      ownerId,
      projectId: project.id,
      isRerequestable: body.isRerequestable ?? DEFAULTS.isRerequestable,
      requires: body.requires ?? DEFAULTS.requires,
      blocks: body.blocks ?? DEFAULTS.blocks,
      targets: body.targets ?? [...DEFAULTS.targets],
      timeout: body.timeout ?? DEFAULTS.timeout,
      source,
      sourceKind: source.kind,
      createdAt: now,
      updatedAt: now,
    };
    return item(checksOf(store).insert(ownerId, check));
  },
});

const getCheck = defineRoute({
  method: "GET",
  paths: CHECK,
  response: Check,
  present: presentCheck,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    return item(findCheck(store, ownerId, project.id, params.checkId));
  },
});

const updateCheck = defineRoute({
  method: "PATCH",
  paths: CHECK,
  body: CheckUpdateRequest,
  response: Check,
  present: presentCheck,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const check = findCheck(store, ownerId, project.id, params.checkId);
    if (body.name !== undefined && body.name !== check.name)
      refuseTakenName(store, ownerId, project.id, body.name);
    const next: StoredCheck = { ...check, updatedAt: store.now() };
    for (const key of ["name", "isRerequestable", "requires", "blocks", "targets", "timeout"] as const) {
      if (body[key] !== undefined) Object.assign(next, { [key]: body[key] });
    }
    const saved = checksOf(store).replace(ownerId, next);
    releaseProject(store, ownerId, project.id);
    return item(saved);
  },
});

const deleteCheck = defineRoute({
  method: "DELETE",
  paths: CHECK,
  response: CheckDeleted,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    checksOf(store).remove(ownerId, findCheck(store, ownerId, project.id, params.checkId).id);
    releaseProject(store, ownerId, project.id);
    return ok({ success: true });
  },
});

/** The runs of one check, on every deployment of its project, newest first. */
const listRunsOfCheck = defineRoute({
  method: "GET",
  paths: `${CHECK}/runs`,
  response: CheckRunList,
  present: presentRun,
  operation: "list",
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const check = findCheck(store, ownerId, project.id, params.checkId);
    const runs = checkRunsOf(store).filter(ownerId, (r) => r.checkId === check.id);
    return list("runs", newestFirst(runs));
  },
});

function refuseTakenName(store: Store, ownerId: string, projectId: string, name: string): void {
  if (checksOf(store).find(ownerId, (c) => c.projectId === projectId && c.name === name)) {
    throw conflict(`A check named "${name}" already exists in this project`);
  }
}

export const checkRoutes: readonly Route[] = [
  listChecks,
  createCheck,
  getCheck,
  updateCheck,
  deleteCheck,
  listRunsOfCheck,
];
