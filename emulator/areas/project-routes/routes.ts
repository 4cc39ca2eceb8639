// A project's routing rules (seed 000's `project-routes` group, and the SDK's versions routes): an
// ordered rule set kept in versions. POST adds a rule at a position, PUT stages rules (merged by id,
// or the whole ordered set with `overwrite`), PATCH edits one, DELETE removes some, all in the one
// staging version; POST .../versions promotes, restores or discards. GET answers production unless
// `versionId` names another (or `diff` asks for the draft). Order is the list's: the first match wins.
import {
  AddRouteRequest,
  DeleteRoutesRequest,
  DeleteRoutesResponse,
  EditRouteRequest,
  MAX_ROUTES,
  type RouteRule,
  type RouteRuleRequest,
  RouteChangeResponse,
  RoutesList,
  RoutesListQuery,
  RouteVersionResponse,
  RouteVersionsResponse,
  StageRoutesRequest,
  StageRoutesResponse,
  VersionActionRequest,
} from "../../../schema/project-routes";
import { badRequest, notFound } from "../../errors";
import { newId } from "../../ids";
import { defineRoute, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { findProject } from "../projects/store";
import { presentVersion } from "./presenter";
import { COLLECTION, routeVersions, type StoredRouteRule, type StoredRoutesVersion } from "./store";

const PATH = "/v1/projects/:projectId/routes";
const copy = (rule: StoredRouteRule): StoredRouteRule => structuredClone(rule);
const same = (a: StoredRouteRule | undefined, b: StoredRouteRule) => JSON.stringify(a) === JSON.stringify(b);

/** What a rule does, as the dashboard files it. */
function routeType(rule: RouteRuleRequest): RouteRule["routeType"] {
  const { dest, status } = rule.route;
  if (dest !== undefined && status !== undefined && status >= 300 && status < 400) return "redirect";
  if (dest !== undefined) return "rewrite";
  if (status !== undefined) return "set_status";
  return "transform";
}

function storedRule(id: string, rule: RouteRuleRequest): StoredRouteRule {
  return {
    id,
    ...rule,
    enabled: rule.enabled ?? true,
    routeType: routeType(rule),
    rawSrc: rule.route.src,
    ...(rule.route.dest !== undefined ? { rawDest: rule.route.dest } : {}),
  };
}

/** A rule as answered from `version`: `staged` when production lacks it or holds it otherwise. */
function answered(store: Store, version: StoredRoutesVersion, rule: StoredRouteRule): RouteRule {
  if (!version.isStaging) return rule;
  const live = routeVersions.live(store, version.ownerId, version.projectId);
  return {
    ...rule,
    staged: !same(
      live?.entries.find((r) => r.id === rule.id),
      rule,
    ),
  };
}

function staging(store: Store, ownerId: string, userId: string, projectIdOrName: string) {
  const project = findProject(store, ownerId, projectIdOrName);
  return routeVersions.stagingFor(store, ownerId, project.id, userId, copy);
}

function save(store: Store, ownerId: string, version: StoredRoutesVersion): StoredRoutesVersion {
  if (version.entries.length > MAX_ROUTES) {
    throw badRequest(`Invalid request: a project holds at most ${MAX_ROUTES} routing rules`);
  }
  return routeVersions.save(store, ownerId, version);
}

function indexOf(version: StoredRoutesVersion, id: string): number {
  const index = version.entries.findIndex((rule) => rule.id === id);
  if (index < 0) throw notFound(`Route not found: ${id}`);
  return index;
}

const list = defineRoute({
  method: "GET",
  paths: PATH,
  query: RoutesListQuery,
  response: RoutesList,
  handle: ({ store, ownerId, params, query }) => {
    const project = findProject(store, ownerId, params.projectId);
    const diff = query.diff !== undefined && query.diff !== "false";
    const live = routeVersions.live(store, ownerId, project.id);
    const version = query.versionId
      ? routeVersions.byId(store, ownerId, project.id, query.versionId)
      : diff
        ? (routeVersions.staging(store, ownerId, project.id) ?? live)
        : live;
    let rules = (version?.entries ?? []).map((rule) => (version ? answered(store, version, rule) : rule));
    const extra: Record<string, unknown> = {};
    if (diff && version) {
      const liveIds = new Set(version.entries.map((rule) => rule.id));
      const removed = (live?.entries ?? []).filter((rule) => !liveIds.has(rule.id)).length;
      rules = rules.filter((rule) => rule.staged);
      extra.diffCount = rules.length + removed;
    }
    if (query.filter) rules = rules.filter((rule) => rule.routeType === query.filter);
    if (query.q) {
      const needle = query.q.toLowerCase();
      rules = rules.filter((r) =>
        `${r.name} ${r.route.src} ${r.route.dest ?? ""}`.toLowerCase().includes(needle),
      );
    }
    const limit = { currentRoutes: version?.entries.length ?? 0, maxRoutes: MAX_ROUTES };
    return {
      status: 200,
      layout: (present) => ({
        routes: rules,
        ...(version ? { version: present(version) } : {}),
        limit,
        ...extra,
      }),
    };
  },
});

const add = defineRoute({
  method: "POST",
  paths: PATH,
  body: AddRouteRequest,
  response: RouteChangeResponse,
  handle: ({ store, ownerId, userId, params, body }) => {
    const version = staging(store, ownerId, userId, params.projectId);
    const rule = storedRule(newId("rt_", 24), body.route);
    const { placement = "end", referenceId } = body.position ?? {};
    if ((placement === "before" || placement === "after") && !referenceId) {
      throw badRequest(`Invalid request: "position.referenceId" is required for placement "${placement}"`);
    }
    const at =
      placement === "start"
        ? 0
        : placement === "end"
          ? version.entries.length
          : indexOf(version, referenceId as string) + (placement === "after" ? 1 : 0);
    version.entries.splice(at, 0, rule);
    const saved = save(store, ownerId, version);
    return {
      status: 200,
      layout: (present) => ({ route: answered(store, saved, rule), version: present(saved) }),
    };
  },
});

const stage = defineRoute({
  method: "PUT",
  paths: PATH,
  body: StageRoutesRequest,
  response: StageRoutesResponse,
  handle: ({ store, ownerId, userId, params, body }) => {
    const incoming = (body.routes ?? []).map(({ id, ...rule }) => storedRule(id, rule));
    const ids = new Set<string>();
    for (const rule of incoming) {
      if (ids.has(rule.id)) throw badRequest(`Invalid request: route id "${rule.id}" appears more than once`);
      ids.add(rule.id);
    }
    const version = staging(store, ownerId, userId, params.projectId);
    if (body.overwrite) {
      version.entries = incoming;
    } else {
      for (const rule of incoming) {
        const index = version.entries.findIndex((r) => r.id === rule.id);
        if (index >= 0) version.entries[index] = rule;
        else version.entries.push(rule);
      }
    }
    const saved = save(store, ownerId, version);
    return { status: 200, layout: (present) => ({ version: present(saved) }) };
  },
});

const edit = defineRoute({
  method: "PATCH",
  paths: `${PATH}/:routeId`,
  body: EditRouteRequest,
  response: RouteChangeResponse,
  handle: ({ store, ownerId, userId, params, body }) => {
    if (!body.route && !body.restore) throw badRequest('Invalid request: give "route" or "restore"');
    const version = staging(store, ownerId, userId, params.projectId);
    const index = indexOf(version, params.routeId);
    let rule: StoredRouteRule | undefined;
    if (body.restore) {
      const live = routeVersions
        .live(store, ownerId, version.projectId)
        ?.entries.find((r) => r.id === params.routeId);
      if (live) version.entries[index] = rule = copy(live);
      else version.entries.splice(index, 1);
    } else {
      version.entries[index] = rule = storedRule(params.routeId, body.route as RouteRuleRequest);
    }
    const saved = save(store, ownerId, version);
    return {
      status: 200,
      layout: (present) => ({
        ...(rule ? { route: answered(store, saved, rule) } : {}),
        version: present(saved),
      }),
    };
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: PATH,
  body: DeleteRoutesRequest,
  response: DeleteRoutesResponse,
  handle: ({ store, ownerId, userId, params, body }) => {
    const version = staging(store, ownerId, userId, params.projectId);
    for (const id of body.routeIds) indexOf(version, id);
    const removed = new Set(body.routeIds);
    version.entries = version.entries.filter((rule) => !removed.has(rule.id));
    const saved = save(store, ownerId, version);
    return { status: 200, layout: (present) => ({ deletedCount: removed.size, version: present(saved) }) };
  },
});

const versions = defineRoute({
  method: "GET",
  paths: `${PATH}/versions`,
  response: RouteVersionsResponse,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.projectId);
    const all = routeVersions.all(store, ownerId, project.id);
    return { status: 200, layout: (present) => ({ versions: all.map(present) }) };
  },
});

const act = defineRoute({
  method: "POST",
  paths: `${PATH}/versions`,
  body: VersionActionRequest,
  response: RouteVersionResponse,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.projectId);
    const version = routeVersions.act(store, ownerId, project.id, body);
    return { status: 200, layout: (present) => ({ version: present(version) }) };
  },
});

export const projectRoutes: ApiArea = {
  name: COLLECTION,
  routes: [list, add, stage, edit, remove, versions, act],
  present: presentVersion,
};
