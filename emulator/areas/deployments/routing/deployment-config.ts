// A deployment's own routes, as its build makes them: from the `vercel.json` it was deployed with
// (redirects, rewrites, headers, cleanUrls, trailingSlash, or legacy `routes`), converted in the
// order @vercel/routing-utils' getTransformedRoutes uses (clean-URL redirects, trailing-slash
// redirects, routes, redirects, headers, then `handle: filesystem` and the rewrites), or from a
// prebuilt output's `.vercel/output/config.json` (Build Output API v3: its `routes` as they are).
// A config that does not hold fails the build, as the platform's build does.
import { z } from "zod";
import { pathPattern } from "./path-pattern";
import type { Route, RouteCondition } from "./route";

export const VERCEL_JSON = "vercel.json";
export const BUILD_OUTPUT_CONFIG = ".vercel/output/config.json";

/** What the deployment's routing is made of; `cleanUrls` also lets `/about` find `about.html`. */
export interface DeploymentRouting {
  readonly routes: readonly Route[];
  readonly cleanUrls: boolean;
  /** Build Output API `overrides`: a static file served under another path or content type. */
  readonly overrides: Readonly<
    Record<string, { path?: string | undefined; contentType?: string | undefined }>
  >;
}

export interface RoutingConfigError {
  /** The platform's build error code: `invalid_redirect`, `invalid_rewrite`, ... */
  readonly code: string;
  readonly message: string;
}

export const NO_ROUTING: DeploymentRouting = { routes: [], cleanUrls: false, overrides: {} };

const Condition = z.looseObject({
  type: z.enum(["host", "header", "cookie", "query"]),
  key: z.string().optional(),
  value: z.string().optional(),
});
const Matching = {
  source: z.string().min(1),
  has: z.array(Condition).optional(),
  missing: z.array(Condition).optional(),
};
/** The statuses a `vercel.json` redirect may answer (routing-utils' checkRedirect). */
const REDIRECT_STATUSES = [301, 302, 303, 307, 308];

const VercelJson = z.looseObject({
  redirects: z
    .array(
      z.looseObject({
        ...Matching,
        destination: z.string().min(1),
        permanent: z.boolean().optional(),
        statusCode: z.number().int().optional(),
      }),
    )
    .optional(),
  rewrites: z.array(z.looseObject({ ...Matching, destination: z.string().min(1) })).optional(),
  headers: z
    .array(z.looseObject({ ...Matching, headers: z.array(z.object({ key: z.string(), value: z.string() })) }))
    .optional(),
  cleanUrls: z.boolean().optional(),
  trailingSlash: z.boolean().optional(),
  routes: z.array(z.looseObject({ src: z.string().optional(), handle: z.string().optional() })).optional(),
});

const BuildOutputConfig = z.looseObject({
  version: z.literal(3),
  routes: z.array(z.looseObject({ src: z.string().optional(), handle: z.string().optional() })).optional(),
  overrides: z
    .record(z.string(), z.looseObject({ path: z.string().optional(), contentType: z.string().optional() }))
    .optional(),
});

/** The routing of a deployment from its config file's text; `kind` says which file it is. */
export function deploymentRouting(
  kind: "vercel.json" | "build-output",
  text: string,
): DeploymentRouting | RoutingConfigError {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const file = kind === "vercel.json" ? VERCEL_JSON : BUILD_OUTPUT_CONFIG;
    return { code: "invalid_json", message: `Could not parse ${file}: ${(error as Error).message}` };
  }
  return kind === "vercel.json" ? fromVercelJson(json) : fromBuildOutput(json);
}

function fromBuildOutput(json: unknown): DeploymentRouting | RoutingConfigError {
  const parsed = BuildOutputConfig.safeParse(json);
  if (!parsed.success) {
    return { code: "invalid_build_output", message: `${BUILD_OUTPUT_CONFIG}: ${describe(parsed.error)}` };
  }
  const routes = (parsed.data.routes ?? []) as Route[];
  const broken = routes.findIndex((route) => route.src !== undefined && !compiles(route.src));
  if (broken >= 0) {
    return {
      code: "invalid_build_output",
      message: `${BUILD_OUTPUT_CONFIG}: routes[${broken}].src does not compile as a regular expression`,
    };
  }
  return { routes, cleanUrls: false, overrides: parsed.data.overrides ?? {} };
}

function fromVercelJson(json: unknown): DeploymentRouting | RoutingConfigError {
  const parsed = VercelJson.safeParse(json);
  if (!parsed.success)
    return { code: "invalid_vercel_json", message: `${VERCEL_JSON}: ${describe(parsed.error)}` };
  const config = parsed.data;
  const modern = ["redirects", "rewrites", "headers", "cleanUrls", "trailingSlash"] as const;
  if (config.routes && modern.some((key) => config[key] !== undefined)) {
    return {
      code: "invalid_vercel_json",
      message:
        "If `rewrites`, `redirects`, `headers`, `cleanUrls` or `trailingSlash` are used, then `routes` cannot be present.",
    };
  }
  try {
    const routes: Route[] = [];
    if (config.cleanUrls) routes.push(...cleanUrlRedirects(config.trailingSlash === true));
    if (config.trailingSlash !== undefined) routes.push(...trailingSlashRedirects(config.trailingSlash));
    routes.push(...((config.routes ?? []) as Route[]));
    config.redirects?.forEach((redirect, index) => {
      const status =
        redirect.permanent !== undefined ? (redirect.permanent ? 308 : 307) : (redirect.statusCode ?? 308);
      if (!REDIRECT_STATUSES.includes(status)) {
        throw new ConfigProblem(
          "invalid_redirect",
          `redirects[${index}].statusCode must be one of ${REDIRECT_STATUSES.join(", ")}`,
        );
      }
      const { src, toDest } = sourcePattern(redirect.source, "invalid_redirect", `redirects[${index}]`);
      routes.push({
        src,
        headers: { Location: toDest(redirect.destination) },
        status,
        ...conditions(redirect),
      });
    });
    config.headers?.forEach((rule, index) => {
      const { src, toDest } = sourcePattern(rule.source, "invalid_header", `headers[${index}]`);
      const headers = Object.fromEntries(rule.headers.map(({ key, value }) => [key, toDest(value)]));
      routes.push({ src, headers, continue: true, ...conditions(rule) });
    });
    if (config.rewrites) {
      routes.push({ handle: "filesystem" });
      config.rewrites.forEach((rewrite, index) => {
        const { src, toDest } = sourcePattern(rewrite.source, "invalid_rewrite", `rewrites[${index}]`);
        routes.push({ src, dest: toDest(rewrite.destination), check: true, ...conditions(rewrite) });
      });
    }
    return { routes, cleanUrls: config.cleanUrls === true, overrides: {} };
  } catch (error) {
    if (error instanceof ConfigProblem) return { code: error.code, message: error.message };
    throw error;
  }
}

class ConfigProblem extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** `source` as a route's `src`, or the build error naming where it is. */
function sourcePattern(source: string, code: string, where: string) {
  try {
    return pathPattern(source);
  } catch (error) {
    throw new ConfigProblem(
      code,
      `${where}.source "${source}" is not a valid path pattern: ${(error as Error).message}`,
    );
  }
}

function conditions(rule: { has?: RouteCondition[] | undefined; missing?: RouteCondition[] | undefined }) {
  return { ...(rule.has ? { has: rule.has } : {}), ...(rule.missing ? { missing: rule.missing } : {}) };
}

/** routing-utils' convertCleanUrls: `/x.html` and `/x/index` redirect to `/x`. */
function cleanUrlRedirects(trailingSlash: boolean): Route[] {
  const Location = trailingSlash ? "/$1/" : "/$1";
  return [
    { src: "^/(?:(.+)/)?index(?:\\.html)?/?$", headers: { Location }, status: 308 },
    { src: "^/(.*)\\.html/?$", headers: { Location }, status: 308 },
  ];
}

/** routing-utils' convertTrailingSlash: add the slash to paths without an extension, or drop it. */
function trailingSlashRedirects(enable: boolean): Route[] {
  return enable
    ? [
        { src: "^/\\.well-known(?:/.*)?$" },
        { src: "^/((?:[^/]+/)*[^/\\.]+)$", headers: { Location: "/$1/" }, status: 308 },
        { src: "^/((?:[^/]+/)*[^/]+\\.\\w+)/$", headers: { Location: "/$1" }, status: 308 },
      ]
    : [{ src: "^/(.*)\\/$", headers: { Location: "/$1" }, status: 308 }];
}

function compiles(src: string): boolean {
  try {
    new RegExp(src);
    return true;
  } catch {
    return false;
  }
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(root)"} ${issue.message}`).join("; ");
}
