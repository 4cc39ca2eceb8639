// A project's bulk redirects (seed 000's `bulk-redirects` group; shapes @vercel/sdk's): the set
// lives in versions. PUT stages redirects (merged by source, or the whole set with `overwrite`),
// PATCH edits one, DELETE removes some, POST /restore puts some back to production, all in the one
// staging version; POST /versions promotes it, restores an earlier production version or discards
// the draft. GET answers production unless `versionId` names another (or `diff` asks for the draft).
import type { z } from "zod";
import {
  type BulkRedirect,
  BulkRedirectRequest,
  EditRedirectRequest,
  ProjectQuery,
  RedirectSourcesRequest,
  RedirectsListQuery,
  RedirectsPage,
  RedirectVersionResponse,
  RedirectVersionsResponse,
  RestoreRedirectsResponse,
  StagedRedirectsResponse,
  StageRedirectsRequest,
  VersionActionRequest,
} from "../../../schema/bulk-redirects";
import { badRequest, notFound } from "../../errors";
import { defineRoute, type ApiArea, type Reply } from "../../route";
import type { Store } from "../../store";
import { findProject } from "../projects/store";
import { presentVersion } from "./presenter";
import { COLLECTION, redirectVersions, type StoredRedirectsVersion } from "./store";

const PATH = "/v1/bulk-redirects";
const copy = (redirect: BulkRedirect): BulkRedirect => ({ ...redirect });
const same = (a: BulkRedirect | undefined, b: BulkRedirect | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** A redirect as stored: `statusCode` from `permanent` when absent (308 or 307), options kept. */
function storedRedirects(request: readonly z.output<typeof BulkRedirectRequest>[]): BulkRedirect[] {
  return request.map((redirect) => {
    const { statusCode, permanent, ...rest } = redirect;
    return {
      ...rest,
      statusCode: statusCode ?? (permanent === false ? 307 : 308),
      ...(permanent !== undefined ? { permanent } : {}),
    };
  });
}

/** Refuses a list naming a source twice: a source is a redirect's key. */
function uniqueSources(sources: readonly string[]): void {
  const seen = new Set<string>();
  for (const source of sources) {
    if (seen.has(source))
      throw badRequest(`Invalid request: redirect source "${source}" appears more than once`);
    seen.add(source);
  }
}

function staging(store: Store, ownerId: string, userId: string, projectIdOrName: string) {
  const project = findProject(store, ownerId, projectIdOrName);
  return redirectVersions.stagingFor(store, ownerId, project.id, userId, copy);
}

/** `{ alias, version }`: what every change of the staging version answers. */
function changed(version: StoredRedirectsVersion): Reply {
  return { status: 200, layout: (present) => ({ alias: null, version: present(version) }) };
}

const list = defineRoute({
  method: "GET",
  paths: PATH,
  query: RedirectsListQuery,
  response: RedirectsPage,
  handle: ({ store, ownerId, query }) => {
    const project = findProject(store, ownerId, query.projectId);
    const diff = query.diff !== undefined && query.diff !== "false";
    const version = query.versionId
      ? redirectVersions.byId(store, ownerId, project.id, query.versionId)
      : diff
        ? (redirectVersions.staging(store, ownerId, project.id) ??
          redirectVersions.live(store, ownerId, project.id))
        : redirectVersions.live(store, ownerId, project.id);
    let redirects = version?.entries ?? [];
    if (diff) {
      const live = new Map(
        (redirectVersions.live(store, ownerId, project.id)?.entries ?? []).map((r) => [r.source, r]),
      );
      redirects = redirects.filter((redirect) => !same(live.get(redirect.source), redirect));
    }
    if (query.q) {
      const needle = query.q.toLowerCase();
      redirects = redirects.filter((r) => `${r.source} ${r.destination}`.toLowerCase().includes(needle));
    }
    if (query.sort_by) {
      const key = query.sort_by;
      const sign = query.sort_order === "desc" ? -1 : 1;
      redirects = [...redirects].sort((a, b) => sign * String(a[key]).localeCompare(String(b[key])));
    }
    const perPage = query.per_page;
    const start = (query.page - 1) * perPage;
    const pagination = { numPages: Math.ceil(redirects.length / perPage), page: query.page, perPage };
    const page = redirects.slice(start, start + perPage);
    return {
      status: 200,
      layout: (present) => ({
        redirects: page,
        pagination,
        ...(version ? { version: present(version) } : {}),
      }),
    };
  },
});

const stage = defineRoute({
  method: "PUT",
  paths: PATH,
  body: StageRedirectsRequest,
  response: StagedRedirectsResponse,
  handle: ({ store, ownerId, userId, body }) => {
    const incoming = storedRedirects(body.redirects ?? []);
    uniqueSources(incoming.map((redirect) => redirect.source));
    const version = staging(store, ownerId, userId, body.projectId);
    if (body.overwrite) {
      version.entries = incoming;
    } else {
      const bySource = new Map(version.entries.map((redirect) => [redirect.source, redirect]));
      for (const redirect of incoming) bySource.set(redirect.source, redirect);
      version.entries = [...bySource.values()];
    }
    return changed(redirectVersions.save(store, ownerId, version, body.name));
  },
});

const edit = defineRoute({
  method: "PATCH",
  paths: PATH,
  query: ProjectQuery,
  body: EditRedirectRequest,
  response: StagedRedirectsResponse,
  handle: ({ store, ownerId, userId, query, body }) => {
    const version = staging(store, ownerId, userId, query.projectId);
    const { source } = body.redirect;
    const index = version.entries.findIndex((redirect) => redirect.source === source);
    if (index < 0) throw notFound(`Redirect not found: ${source}`);
    if (body.restore) {
      const live = redirectVersions
        .live(store, ownerId, version.projectId)
        ?.entries.find((r) => r.source === source);
      if (live) version.entries[index] = copy(live);
      else version.entries.splice(index, 1);
    } else {
      const current = version.entries[index] as BulkRedirect;
      const { statusCode, permanent, ...rest } = body.redirect;
      version.entries[index] = {
        ...current,
        ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
        ...(permanent !== undefined ? { permanent } : {}),
        statusCode: statusCode ?? (permanent === undefined ? current.statusCode : permanent ? 308 : 307),
      } as BulkRedirect;
    }
    return changed(redirectVersions.save(store, ownerId, version, body.name));
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: PATH,
  query: ProjectQuery,
  body: RedirectSourcesRequest,
  response: StagedRedirectsResponse,
  handle: ({ store, ownerId, userId, query, body }) => {
    const version = staging(store, ownerId, userId, query.projectId);
    const present = new Set(version.entries.map((redirect) => redirect.source));
    const missing = body.redirects.filter((source) => !present.has(source));
    if (missing.length > 0) throw notFound(`Redirects not found: ${missing.join(", ")}`);
    const removed = new Set(body.redirects);
    version.entries = version.entries.filter((redirect) => !removed.has(redirect.source));
    return changed(redirectVersions.save(store, ownerId, version, body.name));
  },
});

const restore = defineRoute({
  method: "POST",
  paths: `${PATH}/restore`,
  query: ProjectQuery,
  body: RedirectSourcesRequest,
  response: RestoreRedirectsResponse,
  handle: ({ store, ownerId, query, body }) => {
    const project = findProject(store, ownerId, query.projectId);
    const version = redirectVersions.staging(store, ownerId, project.id);
    if (!version) throw notFound(`No staged redirects for project ${project.id}: nothing to restore`);
    const live = new Map(
      (redirectVersions.live(store, ownerId, project.id)?.entries ?? []).map((r) => [r.source, r]),
    );
    const restored: string[] = [];
    const failedToRestore: string[] = [];
    for (const source of body.redirects) {
      const index = version.entries.findIndex((redirect) => redirect.source === source);
      const production = live.get(source);
      if (production && index >= 0) version.entries[index] = copy(production);
      else if (production) version.entries.push(copy(production));
      else if (index >= 0) version.entries.splice(index, 1);
      else {
        // Neither staged nor in production: there is nothing to put back.
        failedToRestore.push(source);
        continue;
      }
      restored.push(source);
    }
    const saved = redirectVersions.save(store, ownerId, version, body.name);
    return { status: 200, layout: (present) => ({ restored, failedToRestore, version: present(saved) }) };
  },
});

const versions = defineRoute({
  method: "GET",
  paths: `${PATH}/versions`,
  query: ProjectQuery,
  response: RedirectVersionsResponse,
  handle: ({ store, ownerId, query }) => {
    const project = findProject(store, ownerId, query.projectId);
    const all = redirectVersions.all(store, ownerId, project.id);
    return { status: 200, layout: (present) => ({ versions: all.map(present) }) };
  },
});

const act = defineRoute({
  method: "POST",
  paths: `${PATH}/versions`,
  query: ProjectQuery,
  body: VersionActionRequest,
  response: RedirectVersionResponse,
  handle: ({ store, ownerId, query, body }) => {
    const project = findProject(store, ownerId, query.projectId);
    const version = redirectVersions.act(store, ownerId, project.id, body);
    return { status: 200, layout: (present) => ({ version: present(version) }) };
  },
});

export const bulkRedirects: ApiArea = {
  name: COLLECTION,
  routes: [list, stage, edit, remove, restore, versions, act],
  present: presentVersion,
};
