// One routing rule as the platform's edge evaluates it: the Build Output API's route (`src` a
// regular expression over the path, `dest`, `headers`, `status`, `continue`, `has`/`missing`
// conditions, `handle` phase markers), which `vercel.json`, project routing rules and prebuilt
// `config.json` all come down to. This file matches one rule against one request and fills in its
// captures (`$1`, `$name`); router.ts walks the phases.

/** A condition on the request besides its path (the platform's `has` / `missing` items). */
export interface RouteCondition {
  readonly type: "host" | "header" | "cookie" | "query" | (string & {});
  readonly key?: string | undefined;
  /** A regular expression the whole value must match; absent: presence is enough. */
  readonly value?: string | undefined;
}

/** A response header edit of a project routing rule (`transforms` of type `response.headers`). */
export interface HeaderTransform {
  readonly op: "set" | "append" | "delete";
  readonly key: string;
  readonly value?: string;
}

export interface Route {
  readonly src?: string;
  readonly dest?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly status?: number;
  readonly continue?: boolean;
  readonly caseSensitive?: boolean;
  /** A rewrite that only holds when its destination exists (routing-utils' rewrites). */
  readonly check?: boolean;
  readonly has?: readonly RouteCondition[];
  readonly missing?: readonly RouteCondition[];
  /** A phase marker: `filesystem`, `hit`, `miss`, `rewrite`, `error`, ... */
  readonly handle?: string;
  readonly responseTransforms?: readonly HeaderTransform[];
}

/** What the rules look at: the path being routed (it changes with rewrites) and the request. */
export interface RoutingRequest {
  readonly host: string;
  /** Lower-case header names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
}

/** The captures of a match: `$1`… by position, `$name` by name (from `src` and from conditions). */
export type Captures = Readonly<Record<string, string>>;

/** The captures when `route` matches `path` and its conditions hold, else undefined. */
export function matchRoute(route: Route, path: string, request: RoutingRequest): Captures | undefined {
  const pattern = route.src === undefined ? undefined : compiled(route.src, route.caseSensitive === true);
  const found = pattern?.exec(path);
  if (!found) return undefined;
  const captures: Record<string, string> = {};
  found.forEach((value, index) => {
    if (index > 0) captures[String(index)] = value ?? "";
  });
  Object.assign(captures, found.groups ?? {});
  for (const condition of route.has ?? []) {
    const held = conditionCaptures(condition, request);
    if (!held) return undefined;
    Object.assign(captures, held);
  }
  for (const condition of route.missing ?? []) {
    if (conditionCaptures(condition, request)) return undefined;
  }
  return captures;
}

/** `$1`, `$name` in `template` replaced by the captures (unknown ones by nothing, as the platform). */
export function fill(template: string, captures: Captures): string {
  return template.replace(/\$(\d+|[A-Za-z_][A-Za-z0-9_]*)/g, (_whole, key: string) => captures[key] ?? "");
}

function conditionCaptures(condition: RouteCondition, request: RoutingRequest): Captures | undefined {
  const actual = conditionValue(condition, request);
  if (actual === undefined) return undefined;
  if (condition.value === undefined) return {};
  let pattern: RegExp;
  try {
    pattern = new RegExp(`^(?:${condition.value})$`);
  } catch {
    return undefined;
  }
  const found = pattern.exec(actual);
  return found ? { ...(found.groups ?? {}) } : undefined;
}

function conditionValue(condition: RouteCondition, request: RoutingRequest): string | undefined {
  const key = condition.key ?? "";
  switch (condition.type) {
    case "host":
      return request.host;
    case "header":
      return request.headers[key.toLowerCase()];
    case "query":
      return request.query.get(key) ?? undefined;
    case "cookie":
      return cookiesOf(request.headers["cookie"])[key];
    default:
      return undefined;
  }
}

function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return cookies;
}

// Sources repeat on every request: compile each once.
const cache = new Map<string, RegExp | undefined>();
const CACHE_LIMIT = 5000;

/** `src` anchored at both ends (as routing-utils' normalizeRoutes); undefined when it does not compile. */
function compiled(src: string, caseSensitive: boolean): RegExp | undefined {
  const key = `${caseSensitive ? "s" : "i"}${src}`;
  if (cache.has(key)) return cache.get(key);
  let pattern: RegExp | undefined;
  try {
    const anchored = `${src.startsWith("^") ? "" : "^"}${src}${src.endsWith("$") ? "" : "$"}`;
    pattern = new RegExp(anchored, caseSensitive ? "" : "i");
  } catch {
    pattern = undefined;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, pattern);
  return pattern;
}
