// Method + path template → route. Templates are literal segments and `:name` parameters
// (`/v9/projects/:idOrName`); the matched TEMPLATE, not the concrete path, is what request counters,
// rate limits and faults key on.
import { badRequest } from "./errors";

/** What a route needs to be found: its method and the templates it serves. */
export interface Routable {
  readonly method: string;
  readonly paths: readonly string[];
}

export type RouteMatch<R> =
  | {
      readonly kind: "found";
      readonly route: R;
      readonly template: string;
      readonly params: Record<string, string>;
    }
  | { readonly kind: "method-not-allowed"; readonly allowed: readonly string[] }
  | { readonly kind: "not-found" };

interface Entry<R> {
  readonly route: R;
  readonly method: string;
  readonly template: string;
  /** Literal segments as strings, parameters as `{ param }`. */
  readonly segments: ReadonlyArray<string | { readonly param: string }>;
}

export class Router<R extends Routable> {
  private readonly entries: Entry<R>[] = [];

  constructor(routes: Iterable<R> = []) {
    for (const route of routes) this.add(route);
  }

  add(route: R): void {
    for (const template of route.paths) {
      if (this.entries.some((e) => e.method === route.method && e.template === template)) {
        // Two handlers for one endpoint is a wiring mistake; fail at startup, not at request time.
        throw new Error(`Route registered twice: ${route.method} ${template}`);
      }
      const segments = splitPath(template).map((s) => (s.startsWith(":") ? { param: s.slice(1) } : s));
      this.entries.push({ route, method: route.method, template, segments });
    }
  }

  match(method: string, pathname: string): RouteMatch<R> {
    const segments = splitPath(pathname);
    const candidates: Array<{ entry: Entry<R>; params: Record<string, string> }> = [];
    for (const entry of this.entries) {
      const params = matchSegments(entry.segments, segments);
      if (params) candidates.push({ entry, params });
    }
    if (candidates.length === 0) return { kind: "not-found" };

    const forMethod = candidates.filter((c) => c.entry.method === method);
    if (forMethod.length === 0) {
      const allowed = [...new Set(candidates.map((c) => c.entry.method))];
      return { kind: "method-not-allowed", allowed };
    }
    // `/v1/env/all` must beat `/v1/env/:id`: prefer the template whose first differing segment is literal.
    const best = forMethod.reduce((a, b) => (moreSpecific(b.entry, a.entry) ? b : a));
    return { kind: "found", route: best.entry.route, template: best.entry.template, params: best.params };
  }
}

/**
 * The same path under several API versions, e.g. `versions("/projects", 8, 11)` →
 * `/v8/projects` … `/v11/projects`. The platform keeps serving older versions of an endpoint, so an
 * area registers one handler for all of them instead of copying it.
 */
export function versions<P extends string>(path: P, from: number, to: number): Array<`/v${number}${P}`> {
  const out: Array<`/v${number}${P}`> = [];
  for (let v = from; v <= to; v++) out.push(`/v${v}${path}`);
  return out;
}

/**
 * The parameters of a template as an object type: `PathParams<"/v9/projects/:idOrName">` is
 * `{ idOrName: string }`, so handlers read `params.idOrName` without an undefined check.
 */
export type PathParams<T extends string> = T extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : T extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, string>;

function splitPath(path: string): string[] {
  return path.split("/").filter((s) => s.length > 0);
}

function matchSegments(
  template: Entry<unknown>["segments"],
  actual: readonly string[],
): Record<string, string> | undefined {
  if (template.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const expected = template[i];
    const segment = actual[i] ?? "";
    if (typeof expected === "string") {
      if (expected !== segment) return undefined;
    } else if (expected) {
      params[expected.param] = decodeSegment(segment);
    }
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`Invalid request: path segment "${segment}" is not valid percent-encoding`);
  }
}

function moreSpecific(a: Entry<unknown>, b: Entry<unknown>): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const aLiteral = typeof a.segments[i] === "string";
    const bLiteral = typeof b.segments[i] === "string";
    if (aLiteral !== bLiteral) return aLiteral;
  }
  return false;
}
