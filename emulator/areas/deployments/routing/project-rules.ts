// A project's production routing rules as routes the router walks before the deployment's own:
// `srcSyntax` says how `src` reads (a regular expression, a path-to-regexp pattern whose `:name`
// parameters fill `dest`, or a literal path), a redirect rule (`dest` with a 3xx status) answers
// `Location: dest`, a rewrite or header rule changes the request and lets later rules run, a status
// rule answers. Disabled rules do not apply. Only `response.headers` transforms change what a static
// site answers; request transforms have nothing to act on here.
import type { RouteRule } from "../../../../schema/project-routes";
import { pathPattern } from "./path-pattern";
import type { HeaderTransform, Route } from "./route";

export function projectRuleRoutes(rules: readonly RouteRule[]): Route[] {
  return rules
    .filter((rule) => rule.enabled !== false)
    .flatMap((rule) => {
      const matcher = srcOf(rule);
      if (!matcher) return [];
      const { src, toDest } = matcher;
      const { dest, status, headers, caseSensitive, has, missing } = rule.route;
      const redirect = dest !== undefined && status !== undefined && status >= 300 && status < 400;
      const filled = headers && Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, toDest(v)]));
      const route: Route = {
        src,
        ...(redirect
          ? { headers: { ...filled, Location: toDest(dest) }, status }
          : {
              ...(dest !== undefined ? { dest: toDest(dest) } : {}),
              ...(filled ? { headers: filled } : {}),
              ...(status !== undefined ? { status } : { continue: true }),
            }),
        ...(caseSensitive !== undefined ? { caseSensitive } : {}),
        ...(has ? { has } : {}),
        ...(missing ? { missing } : {}),
        responseTransforms: headerTransforms(rule),
      };
      return [route];
    });
}

function srcOf(rule: RouteRule): { src: string; toDest: (text: string) => string } | undefined {
  const same = (text: string) => text;
  if (rule.srcSyntax === "equals") {
    return { src: `^${rule.route.src.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, toDest: same };
  }
  if (rule.srcSyntax !== "path-to-regexp") return { src: rule.route.src, toDest: same };
  try {
    return pathPattern(rule.route.src);
  } catch {
    return undefined;
  }
}

function headerTransforms(rule: RouteRule): HeaderTransform[] {
  return (rule.route.transforms ?? []).flatMap((transform) => {
    const key = transform.target?.key;
    if (transform.type !== "response.headers" || typeof key !== "string") return [];
    const value = Array.isArray(transform.args) ? transform.args.join(", ") : transform.args;
    return [{ op: transform.op, key: key.toLowerCase(), ...(value !== undefined ? { value } : {}) }];
  });
}
