// Wire types of a project's routing rules (seed 000's `project-routes` group: GET, POST, PUT, DELETE
// /v1/projects/{projectId}/routes and PATCH .../routes/{routeId}; the catalogue is cut off after
// those five, and @vercel/sdk 1.28.35 has the rest: GET and POST .../routes/versions). Shapes are the
// SDK's (GetRoutesResponseBody, AddRouteRequestBody, StageRoutesRequestBody, EditRouteRequestBody,
// DeleteRoutesRequestBody, GetRouteVersionsResponseBody, UpdateRouteVersionsRequestBody).
import { pathToRegexp } from "path-to-regexp";
import { z } from "zod";
import { DiffQuery, VersionActionRequest, VersionFields } from "./staged-versions";

export const SRC_SYNTAXES = ["regex", "path-to-regexp", "equals"] as const;
export type SrcSyntax = (typeof SRC_SYNTAXES)[number];
export const CONDITION_TYPES = ["host", "header", "cookie", "query"] as const;
export const TRANSFORM_TYPES = ["request.headers", "request.query", "response.headers"] as const;
export const TRANSFORM_OPS = ["append", "set", "delete"] as const;
export const ROUTE_TYPES = ["redirect", "rewrite", "set_status", "transform"] as const;
/** How many rules a project may hold (GetRoutesResponseBody's `limit.maxRoutes`) (inferred). */
export const MAX_ROUTES = 1024;

/**
 * Why `src` does not compile under `syntax`, or undefined when it does. `regex` (the default) is a
 * JavaScript regular expression, `path-to-regexp` the platform's path patterns (`/docs/:path*`,
 * path-to-regexp 6, as the platform's own builders use), `equals` a literal path.
 */
export function srcProblem(src: string, syntax: SrcSyntax | undefined): string | undefined {
  try {
    if (syntax === "path-to-regexp") pathToRegexp(src);
    else if (syntax !== "equals") new RegExp(src);
    return undefined;
  } catch (error) {
    return `does not compile as ${syntax ?? "regex"}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export const RouteCondition = z.looseObject({
  type: z.enum(CONDITION_TYPES),
  key: z.string().optional(),
  value: z.string().optional(),
});

export const RouteTransform = z.looseObject({
  type: z.enum(TRANSFORM_TYPES),
  op: z.enum(TRANSFORM_OPS),
  target: z.looseObject({ key: z.unknown() }).optional(),
  args: z.union([z.string(), z.array(z.string())]).optional(),
  env: z.array(z.string()).optional(),
});

/** The matcher and what it does (the SDK's AddRouteProjectRoutesRoute). */
export const RouteBody = z.looseObject({
  src: z.string().min(1, "must not be empty"),
  dest: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  caseSensitive: z.boolean().optional(),
  status: z.number().int().min(100, "must be an HTTP status").max(999, "must be an HTTP status").optional(),
  has: z.array(RouteCondition).optional(),
  missing: z.array(RouteCondition).optional(),
  transforms: z.array(RouteTransform).optional(),
  respectOriginCacheControl: z.boolean().optional(),
});
export type RouteBody = z.infer<typeof RouteBody>;

const RuleFields = {
  name: z.string().min(1, "must not be empty").max(256, "must be at most 256 characters"),
  description: z.string().max(1024, "must be at most 1024 characters").optional(),
  enabled: z.boolean().optional(),
  srcSyntax: z.enum(SRC_SYNTAXES).optional(),
  route: RouteBody,
};

/** A rule whose `src` does not compile under its syntax is refused, naming `route.src`. */
function compiles<T extends { srcSyntax?: SrcSyntax | undefined; route: { src: string } }>(
  rule: T,
  context: z.core.$RefinementCtx<T>,
): void {
  const problem = srcProblem(rule.route.src, rule.srcSyntax);
  if (problem) context.addIssue({ code: "custom", path: ["route", "src"], message: problem });
}

export const RouteRuleRequest = z.object(RuleFields).superRefine(compiles);
export type RouteRuleRequest = z.infer<typeof RouteRuleRequest>;

/** A rule of a staged set: the caller names its id (the dashboard makes them), order is the list's. */
export const StagedRouteRule = z
  .object({ id: z.string().min(1, "must not be empty"), ...RuleFields })
  .superRefine(compiles);
export type StagedRouteRule = z.infer<typeof StagedRouteRule>;

export const RouteRule = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  enabled: z.boolean().optional(),
  srcSyntax: z.enum(SRC_SYNTAXES).optional(),
  route: RouteBody,
  routeType: z.enum(ROUTE_TYPES).optional(),
  rawSrc: z.string().optional(),
  rawDest: z.string().optional(),
  /** The rule differs from production (it is only in the staging version). */
  staged: z.boolean().optional(),
});
export type RouteRule = z.infer<typeof RouteRule>;

export const RoutesVersion = z.looseObject({
  ...VersionFields,
  s3Key: z.string(),
  ruleCount: z.number().int(),
});
export type RoutesVersion = z.infer<typeof RoutesVersion>;

export const RoutesListQuery = z.looseObject({
  versionId: z.string().optional(),
  q: z.string().optional(),
  filter: z.enum(ROUTE_TYPES).optional(),
  diff: DiffQuery,
});

export const RoutesList = z.looseObject({
  routes: z.array(RouteRule),
  version: RoutesVersion.optional(),
  limit: z.object({ currentRoutes: z.number().int(), maxRoutes: z.number().int() }).optional(),
  diffCount: z.number().int().optional(),
});
export type RoutesList = z.infer<typeof RoutesList>;

export const PLACEMENTS = ["start", "end", "after", "before"] as const;
export const AddRouteRequest = z.object({
  route: RouteRuleRequest,
  position: z
    .object({ placement: z.enum(PLACEMENTS).optional(), referenceId: z.string().optional() })
    .optional(),
});
export type AddRouteRequest = z.infer<typeof AddRouteRequest>;

export const StageRoutesRequest = z.object({
  /** true: the staging version holds exactly these, in this order; false: merged by id. */
  overwrite: z.boolean().optional(),
  routes: z.array(StagedRouteRule).max(MAX_ROUTES, `must hold at most ${MAX_ROUTES} rules`).optional(),
});
export type StageRoutesRequest = z.infer<typeof StageRoutesRequest>;

export const EditRouteRequest = z.object({
  route: RouteRuleRequest.optional(),
  /** Put the rule back to its production value instead. */
  restore: z.boolean().optional(),
});
export type EditRouteRequest = z.infer<typeof EditRouteRequest>;

export const DeleteRoutesRequest = z.object({
  routeIds: z.array(z.string().min(1, "must not be empty")).min(1, "must name at least one rule"),
});

export const RouteChangeResponse = z.looseObject({ route: RouteRule.optional(), version: RoutesVersion });
export type RouteChangeResponse = z.infer<typeof RouteChangeResponse>;
export const StageRoutesResponse = z.looseObject({ version: RoutesVersion });
export const DeleteRoutesResponse = z.looseObject({ deletedCount: z.number().int(), version: RoutesVersion });
export const RouteVersionsResponse = z.looseObject({ versions: z.array(RoutesVersion) });
export const RouteVersionResponse = z.looseObject({ version: RoutesVersion });
export { VersionActionRequest };
