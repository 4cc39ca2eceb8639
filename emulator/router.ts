// Method + path template → route, on find-my-way (fastify's radix router): a lookup walks the
// path once, whatever the number of templates (the catalogue registers several hundred with its
// versions). Templates are literal segments and `:name` parameters (`/v9/projects/:idOrName`); the
// matched TEMPLATE, not the concrete path, is what request counters, rate limits and faults key on.
import FindMyWay, { type HTTPMethod } from "find-my-way";
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

/** What the radix tree holds per method and template. */
interface Entry<R> {
  readonly route: R;
  readonly template: string;
}

/** Marks find-my-way's answer for a path that is not valid percent-encoding. */
const BAD_URL = Symbol("bad-url");

export class Router<R extends Routable> {
  private readonly tree = FindMyWay({
    // `/v10/projects/` and `//v10/projects` are `/v10/projects`, as the platform treats them.
    ignoreTrailingSlash: true,
    ignoreDuplicateSlashes: true,
    // Path segments carry names and domains; the default cap (100) would turn a long one into a 404.
    maxParamLength: 2048,
    onBadUrl: () => BAD_URL,
  });
  /** Methods with at least one route, in registration order: the candidates of a 405. */
  private readonly methods: string[] = [];

  constructor(routes: Iterable<R> = []) {
    for (const route of routes) this.add(route);
  }

  add(route: R): void {
    for (const template of route.paths) {
      if (this.tree.hasRoute(route.method as HTTPMethod, template)) {
        // Two handlers for one endpoint is a wiring mistake; fail at startup, not at request time.
        throw new Error(`Route registered twice: ${route.method} ${template}`);
      }
      const entry: Entry<R> = { route, template };
      this.tree.on(route.method as HTTPMethod, template, () => BAD_URL, entry);
    }
    if (!this.methods.includes(route.method)) this.methods.push(route.method);
  }

  match(method: string, pathname: string): RouteMatch<R> {
    const found = this.lookup(method, pathname);
    if (found)
      return {
        kind: "found",
        route: found.entry.route,
        template: found.entry.template,
        params: found.params,
      };
    // Off the hot path: only a miss asks the other methods whether the path exists at all.
    // In a fixed order, whatever order the areas registered their routes in.
    const allowed = this.methods
      .filter((m) => m !== method && this.lookup(m, pathname))
      .sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
    return allowed.length > 0 ? { kind: "method-not-allowed", allowed } : { kind: "not-found" };
  }

  private lookup(method: string, pathname: string) {
    const found = this.tree.find(method as HTTPMethod, pathname);
    if (!found) return undefined;
    const entry = found.store as Entry<R> | null;
    if (!entry) throw badRequest(`Invalid request: path "${pathname}" is not valid percent-encoding`);
    return { entry, params: found.params as Record<string, string> };
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

/** How a 405 lists the methods a path supports. */
const METHOD_ORDER: readonly string[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
