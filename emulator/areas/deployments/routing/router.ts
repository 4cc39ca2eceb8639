// Where a request to a deployed site ends up, in the platform's routing order (docs/routing.md of
// the platform: firewall, ..., bulk redirects, project routes, then the deployment's own routes):
// a redirect, a status, a file of the deployment (maybe under another path after rewrites), or
// nothing (404). Each layer may add headers, rewrite the path or answer; the deployment's routes
// run in their phases: the routes before `handle: filesystem`, the filesystem, then the routes
// after it (rewrites: the first whose destination exists serves it), `miss`, and `error`.
import type { BulkRedirect } from "../../../../schema/bulk-redirects";
import type { DeploymentRouting } from "./deployment-config";
import { fill, matchRoute, type HeaderTransform, type Route, type RoutingRequest } from "./route";

export interface RoutingLayers {
  /** The project's production bulk redirects. */
  readonly bulkRedirects: readonly BulkRedirect[];
  /** The project's production routing rules, as routes (project-rules.ts). */
  readonly projectRoutes: readonly Route[];
  readonly deployment: DeploymentRouting;
}

export type RoutingOutcome =
  | {
      readonly kind: "redirect";
      readonly status: number;
      readonly location: string;
      readonly headers: Headers;
    }
  /** Serve the site path `path` (a file when it exists), with `status` when a rule set one. */
  | { readonly kind: "path"; readonly path: string; readonly status?: number; readonly headers: Headers }
  /** A rewrite to another origin, which the emulator does not reach (it stays offline). */
  | { readonly kind: "external"; readonly url: string; readonly headers: Headers };

/** Response headers the rules add (lower-case names), and the edits to apply last. */
export interface Headers {
  readonly add: Record<string, string>;
  readonly transforms: HeaderTransform[];
}

/** `exists(path)`: whether the site serves a file at `path` (index.html, clean URLs included). */
export function routeRequest(
  layers: RoutingLayers,
  path: string,
  request: RoutingRequest,
  exists: (path: string) => boolean,
): RoutingOutcome {
  const headers: Headers = { add: {}, transforms: [] };
  const bulk = bulkRedirect(layers.bulkRedirects, path, request);
  if (bulk) return { kind: "redirect", ...bulk, headers };

  const state: WalkState = { path, headers };
  // Project rules modify the request for the deployment's routes, or answer (a redirect, a status).
  const project = walk(layers.projectRoutes, state, request, exists);
  if (project) return project;

  const phases = phasesOf(layers.deployment.routes);
  const main = walk(phases.main, state, request, exists);
  if (main) return main;
  if (exists(state.path)) {
    walk(phases.hit, state, request, exists);
    return found(state);
  }
  for (const phase of [phases.rewrite, phases.miss]) {
    const answer = walk(phase, state, request, exists, true);
    if (answer) return answer;
    if (exists(state.path)) return found(state);
  }
  const error = walk(phases.error, { ...state }, request, exists);
  if (error?.kind === "path" && exists(error.path)) return { ...error, status: error.status ?? 404 };
  return found(state);
}

interface WalkState {
  path: string;
  status?: number;
  readonly headers: Headers;
}

const found = (state: WalkState): RoutingOutcome => ({
  kind: "path",
  path: state.path,
  ...(state.status ? { status: state.status } : {}),
  headers: state.headers,
});

/**
 * Applies `routes` in order to `state`; answers when a route ends the request (a redirect, an
 * external rewrite, a route that stops the phase with a status or a destination). `afterFilesystem`:
 * a rewrite is kept only when its destination exists (or the route does not `check`).
 */
function walk(
  routes: readonly Route[],
  state: WalkState,
  request: RoutingRequest,
  exists: (path: string) => boolean,
  afterFilesystem = false,
): RoutingOutcome | undefined {
  for (const route of routes) {
    const captures = matchRoute(route, state.path, request);
    if (!captures) continue;
    let location: string | undefined;
    for (const [name, value] of Object.entries(route.headers ?? {})) {
      if (name.toLowerCase() === "location") location = fill(value, captures);
      else state.headers.add[name.toLowerCase()] = fill(value, captures);
    }
    state.headers.transforms.push(...(route.responseTransforms ?? []));
    if (route.status !== undefined) state.status = route.status;
    if (location !== undefined && route.status !== undefined && route.status >= 300 && route.status < 400) {
      return { kind: "redirect", status: route.status, location, headers: state.headers };
    }
    if (route.dest !== undefined) {
      const dest = fill(route.dest, captures);
      if (/^https?:\/\//i.test(dest)) return { kind: "external", url: dest, headers: state.headers };
      const rewritten = dest.split("?")[0] || "/";
      if (afterFilesystem && route.check && !exists(rewritten)) continue;
      state.path = rewritten;
    }
    if (route.continue) continue;
    if (afterFilesystem || route.status !== undefined) return found(state);
    return undefined;
  }
  return undefined;
}

interface Phases {
  main: Route[];
  hit: Route[];
  rewrite: Route[];
  miss: Route[];
  error: Route[];
}

/** The deployment's routes by phase: before `filesystem`, then the Build Output API's handles. */
function phasesOf(routes: readonly Route[]): Phases {
  const phases: Phases = { main: [], hit: [], rewrite: [], miss: [], error: [] };
  let current: Route[] = phases.main;
  for (const route of routes) {
    if (route.handle === undefined) {
      current.push(route);
      continue;
    }
    // `filesystem` is followed by the routes that apply when no file matched: the rewrites.
    current =
      route.handle === "filesystem" || route.handle === "rewrite" || route.handle === "resource"
        ? phases.rewrite
        : route.handle === "hit"
          ? phases.hit
          : route.handle === "miss"
            ? phases.miss
            : route.handle === "error"
              ? phases.error
              : phases.rewrite;
  }
  return phases;
}

/** A bulk redirect whose source is the path (case-insensitive unless it says otherwise). */
function bulkRedirect(redirects: readonly BulkRedirect[], path: string, request: RoutingRequest) {
  const redirect = redirects.find((r) =>
    r.caseSensitive ? r.source === path : r.source.toLowerCase() === path.toLowerCase(),
  );
  if (!redirect) return undefined;
  const query = redirect.query ? request.query.toString() : "";
  const location =
    query === ""
      ? redirect.destination
      : `${redirect.destination}${redirect.destination.includes("?") ? "&" : "?"}${query}`;
  return { status: redirect.statusCode, location };
}
