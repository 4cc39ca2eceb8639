// ProjectRoutes: a project's routing rules, the whole ordered list in one resource.
//
// Why a set and not one resource per rule (the Terraform provider's `vercel_project_route`): the
// rules are ordered (the first match wins) and the platform publishes them as one versioned list:
// every change is staged into the project's one draft and goes live with a promote of the whole
// draft. One resource per rule would promote once per rule, and its order would hang on
// `before`/`after` references between resources that change under each other; one resource holds
// the order as the list's order and publishes any change with two calls: one PUT of the ordered
// set (each rule keeps its id: a rule is matched to the live one by its name, so a reorder or an
// edit keeps ids) and one promote. Refresh reads production, so a version promoted outside shows as
// drift. Rule names are unique within the set for that reason.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import {
  CONDITION_TYPES,
  type RouteRule,
  SRC_SYNTAXES,
  srcProblem,
  TRANSFORM_OPS,
  TRANSFORM_TYPES,
} from "../../../schema/project-routes";
import type { FieldMap } from "../../reconcile/fields";
import { AlreadyExistsError, defineResource, type ResourceContext } from "../kit/definition";
import { onePerProject } from "../kit/one-per-project";
import { refuseForeignDraft } from "../kit/staged-versions";

export const Condition = z.strictObject({
  type: z
    .enum(CONDITION_TYPES)
    .describe(
      "What the condition looks at: `host` (the request's hostname), or the `header`, `cookie` or `query` parameter named by `key`.",
    ),
  key: z
    .string()
    .optional()
    .describe("The name of the header, cookie or query parameter; not used with `host`."),
  value: z
    .string()
    .optional()
    .describe(
      "A regular expression the whole value must match, whose named groups can be used in `dest` and `headers`; without it, the key being present is enough.",
    ),
});

const Transform = z.strictObject({
  type: z
    .enum(TRANSFORM_TYPES)
    .describe(
      "What the transform edits: `request.headers` or `request.query` (what the deployment receives), or `response.headers` (what the visitor receives).",
    ),
  op: z
    .enum(TRANSFORM_OPS)
    .describe(
      "The operation: `set` replaces the key's value, `append` adds to it, `delete` removes the key.",
    ),
  target: z
    .strictObject({
      key: z.string().min(1, "must not be empty").describe("The name of the header or query parameter."),
    })
    .describe("The header or query parameter the transform acts on."),
  args: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe("The value, or list of values, that `set` or `append` writes."),
  env: z
    .array(z.string())
    .optional()
    .describe(
      "Names of the project's environment variables whose `$NAME` references in `args` are filled in.",
    ),
});

export const RouteMatch = z.strictObject({
  src: z
    .string()
    .min(1, "must not be empty")
    .describe(
      "The path the rule matches, read as `srcSyntax` says: a regular expression (`^/blog/(.*)$`), a path pattern (`/docs/:path*`) or a literal path.",
    ),
  dest: z
    .string()
    .optional()
    .describe(
      "Where a matching request goes: the path or URL it is rewritten to, or, with a 3xx `status`, the redirect's target; captures of `src` (`$1`, `$name`, `:name`) are filled in.",
    ),
  headers: z
    .record(z.string(), z.string())
    .optional()
    .describe("Response headers the rule sets, by name; captures of `src` are filled in."),
  caseSensitive: z
    .boolean()
    .optional()
    .describe("Whether `src` matches the path case-sensitively; case-insensitive when omitted."),
  status: z
    .number()
    .int()
    .min(100, "must be an HTTP status")
    .max(599, "must be an HTTP status")
    .optional()
    .describe(
      "The HTTP status of the answer, 100 to 599: a 3xx with `dest` redirects, and a status without `dest` answers the request directly.",
    ),
  has: z
    .array(Condition)
    .optional()
    .describe("Conditions on the request that must all hold for the rule to match."),
  missing: z
    .array(Condition)
    .optional()
    .describe("Conditions on the request none of which may hold for the rule to match."),
  transforms: z
    .array(Transform)
    .optional()
    .describe(
      "Edits to the request's headers or query, or to the response's headers, when the rule matches.",
    ),
  respectOriginCacheControl: z
    .boolean()
    .optional()
    .describe(
      "Whether the edge caches what an external `dest` answers as the origin's Cache-Control headers allow.",
    ),
});

/** A rule's settings besides its name and match, alike in a rule list and in a ProjectRoute. */
export const RULE_SETTINGS = {
  description: z
    .string()
    .max(1024, "must be at most 1024 characters")
    .optional()
    .describe("A note on what the rule is for, at most 1024 characters."),
  enabled: z
    .boolean()
    .optional()
    .describe(
      "Whether the rule applies to requests; true when omitted (a disabled rule is kept but skipped).",
    ),
  srcSyntax: z
    .enum(SRC_SYNTAXES)
    .optional()
    .describe(
      "How `route.src` reads: `regex` (the default) a regular expression, `path-to-regexp` a path pattern with `:name` parameters (`/docs/:path*`), `equals` a literal path.",
    ),
};

export const Rule = z
  .strictObject({
    name: z
      .string()
      .min(1, "must not be empty")
      .max(256, "must be at most 256 characters")
      .describe(
        "The rule's name, unique among the project's rules and at most 256 characters; it keeps the rule's id across edits and reorders.",
      ),
    ...RULE_SETTINGS,
    route: RouteMatch.describe("What the rule matches and what it does to a matching request."),
    id: z
      .string()
      .optional()
      .describe(
        "The platform's id of the rule (`rt_...`), kept across edits and reorders; set by the provider.",
      ),
  })
  .superRefine((rule, context) => {
    const problem = srcProblem(rule.route.src, rule.srcSyntax);
    if (problem) context.addIssue({ code: "custom", path: ["route", "src"], message: problem });
  });
export type Rule = z.infer<typeof Rule>;

/** A name is a rule's key across updates: two rules of one name could swap ids. */
function uniqueNames(rules: readonly Rule[], context: z.core.$RefinementCtx<Rule[]>): void {
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    if (seen.has(rule.name))
      context.addIssue({ code: "custom", path: [index, "name"], message: `"${rule.name}" appears twice` });
    seen.add(rule.name);
  });
}

const ProjectRoutesInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project whose routing rules these are. Changing it replaces the resource."),
  rules: z
    .array(Rule)
    .max(1024, "must hold at most 1024 rules")
    .superRefine(uniqueNames)
    .describe(
      "The project's routing rules in the order they are evaluated, at most 1024 with unique names; an empty list leaves the project without rules.",
    ),
});
export type ProjectRoutesInputs = z.infer<typeof ProjectRoutesInputs>;

export const ProjectRoutesOutputs = ProjectRoutesInputs.extend({
  versionId: z
    .string()
    .describe("The id of the routing rules' version live in production, the one last read or promoted."),
});
export type ProjectRoutesOutputs = z.infer<typeof ProjectRoutesOutputs>;

const FIELDS: FieldMap = {
  projectId: { replaceOnChange: true },
  // Ids are the platform's: matched by name, never compared.
  "rules[].id": { normalize: () => undefined },
  "rules[].enabled": { default: true },
  "rules[].srcSyntax": { default: "regex" },
};

/** A rule as the program writes it, with its id. */
export function fromWire(rule: RouteRule): Rule {
  const { src, dest, headers, caseSensitive, status, has, missing, transforms, respectOriginCacheControl } =
    rule.route;
  const route = Object.fromEntries(
    Object.entries({
      src,
      dest,
      headers,
      caseSensitive,
      status,
      has,
      missing,
      transforms,
      respectOriginCacheControl,
    }).filter(([, value]) => value !== undefined),
  ) as Rule["route"];
  return {
    id: rule.id,
    name: rule.name,
    ...(rule.description !== undefined ? { description: rule.description } : {}),
    ...(rule.enabled !== undefined ? { enabled: rule.enabled } : {}),
    ...(rule.srcSyntax !== undefined ? { srcSyntax: rule.srcSyntax } : {}),
    route,
  };
}

export function toOutputs(
  projectId: string,
  routes: readonly RouteRule[],
  versionId = "",
): ProjectRoutesOutputs {
  return { projectId, rules: routes.map(fromWire), versionId };
}

export const newRuleId = () => `rt_${randomBytes(12).toString("hex")}`;

/** The program's rules with ids: a live rule's by name, a new one's minted (the stage call takes them). */
export function withIds(desired: readonly Rule[], live: readonly Rule[]): (Rule & { id: string })[] {
  const ids = new Map(live.map((rule) => [rule.name, rule.id]));
  return desired.map((rule) => ({ ...rule, id: ids.get(rule.name) ?? newRuleId() }));
}

/** Stages the ordered set as the whole draft and promotes it. */
export async function publish(
  ctx: ResourceContext,
  projectId: string,
  rules: readonly (Rule & { id: string })[],
) {
  const api = ctx.client.projectRoutes;
  const staged = await api.stage(projectId, { overwrite: true, routes: [...rules] });
  return api.act(projectId, { id: staged.id, action: "promote" });
}

const canonical = (rules: readonly Rule[]) =>
  JSON.stringify(rules.map((rule) => ({ enabled: true, srcSyntax: "regex", ...rule })));

export const projectRoutesDefinition = defineResource<ProjectRoutesInputs, ProjectRoutesOutputs>({
  name: "ProjectRoutes",
  description:
    "A project's routing rules, the whole ordered list in one resource (the first match wins); every change goes live with one publish of the list. Unlike `ProjectRoute`, the order is the list's own, and rules changed outside the program show as drift.",
  inputs: ProjectRoutesInputs,
  outputs: ProjectRoutesOutputs,
  fields: FIELDS,
  secretOutputs: [],
  ...onePerProject<ProjectRoutesInputs, ProjectRoutesOutputs>(async (ctx, inputs) => {
    const live = await ctx.client.projectRoutes.list(inputs.projectId);
    if (!live.version) return undefined;
    return { id: inputs.projectId, outputs: toOutputs(inputs.projectId, live.routes, live.version.id) };
  }),

  async create(ctx, inputs) {
    const live = await ctx.client.projectRoutes.list(inputs.projectId);
    if (live.routes.length > 0) {
      throw new AlreadyExistsError(
        `${live.routes.length} routing rules are already live in project "${inputs.projectId}"`,
      );
    }
    const rules = withIds(inputs.rules, []);
    const version = await publish(ctx, inputs.projectId, rules);
    return { id: inputs.projectId, outputs: { ...inputs, rules, versionId: version.id } };
  },

  async read(ctx, id) {
    const live = await ctx.client.projectRoutes.list(id);
    return toOutputs(id, live.routes, live.version?.id);
  },

  async update(ctx, id, _olds, news) {
    const api = ctx.client.projectRoutes;
    refuseForeignDraft(await api.versions(id), "routing rules", id);
    // Ids and the plan come from production as it is now, not from state.
    const live = await api.list(id);
    const current = live.routes.map(fromWire);
    const rules = withIds(news.rules, current);
    if (canonical(rules) === canonical(current)) return { ...news, rules, versionId: live.version?.id ?? "" };
    const version = await publish(ctx, id, rules);
    return { ...news, rules, versionId: version.id };
  },

  async delete(ctx, id) {
    // Production is left without rules (the history keeps the earlier versions).
    await publish(ctx, id, []);
  },
});
