// ProjectRoute: one live routing rule of a project, as @pulumiverse/vercel's `ProjectRoute` (the
// Terraform provider's vercel_project_route), for programs written against it. `ProjectRoutes`
// (project-routes.ts) says why a whole ordered set is the better shape; this one follows the
// Terraform provider's semantics: each change stages the project's live rules with this one
// inserted, edited or removed, and promotes them at once; `position` places the rule when it is
// made (start, end, or before/after another rule's id) and is not read back. Rules of one project
// are changed one at a time in this process, so parallel creates never drop each other's rule; a
// draft someone else left refuses the change. Use either this or ProjectRoutes for a project.
// Import `[team/]projectId/routeId`.
import { z } from "zod";
import { srcProblem, TRANSFORM_OPS, TRANSFORM_TYPES, type RouteRule } from "../../../schema/project-routes";
import { AlreadyExistsError, defineResource, type ResourceContext } from "../kit/definition";
import { oneAtATime } from "../kit/per-key-queue";
import { refuseForeignDraft } from "../kit/staged-versions";
import {
  Condition,
  fromWire,
  newRuleId,
  publish,
  RouteMatch,
  RULE_SETTINGS,
  type Rule,
} from "./project-routes";

/** JSON text, as pulumiverse takes a transform's target and arguments (`JSON.stringify(...)`). */
const JsonText = z.string().refine((text) => parsesAsJson(text), "must be JSON text");

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
  target: JsonText.optional().describe(
    'The header or query parameter acted on, as JSON text naming its key: `{"key":"x-region"}`.',
  ),
  args: JsonText.optional().describe(
    "The value that `set` or `append` writes, as JSON text of a string or a list of strings.",
  ),
  envs: z
    .array(z.string())
    .optional()
    .describe(
      "Names of the project's environment variables whose `$NAME` references in `args` are filled in.",
    ),
});

/** ProjectRoutes' matcher under pulumiverse's names: `missings`, transforms with JSON text. */
const Route = RouteMatch.omit({ missing: true, transforms: true }).extend({
  missings: z
    .array(Condition)
    .optional()
    .describe("Conditions on the request none of which may hold for the rule to match."),
  transforms: z
    .array(Transform)
    .optional()
    .describe(
      "Edits to the request's headers or query, or to the response's headers, when the rule matches.",
    ),
});

const PLACEMENTS = ["start", "end", "before", "after"] as const;
const Position = z
  .strictObject({
    placement: z
      .enum(PLACEMENTS)
      .describe(
        "Where the rule goes: `start` or `end` of the project's rules, or `before` or `after` the rule named by `referenceRouteId`.",
      ),
    referenceRouteId: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe(
        "The rule this one goes before or after, by its id (`rt_...`) or another ProjectRoute's resource id; required with `before` and `after` only.",
      ),
  })
  .refine(
    (position) =>
      (position.placement === "before" || position.placement === "after") ===
      (position.referenceRouteId !== undefined),
    { path: ["referenceRouteId"], message: "is required with placement before or after, and only then" },
  );

const ProjectRouteShape = {
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project the rule belongs to. Changing it replaces the rule."),
  name: z
    .string()
    .min(1, "must not be empty")
    .max(256, "must be at most 256 characters")
    .describe(
      "The rule's name, unique among the project's rules and at most 256 characters; the resource name with a random suffix when omitted.",
    ),
  ...RULE_SETTINGS,
  position: Position.optional().describe(
    "Where the rule goes among the project's rules when it is created; the end when omitted. Not read back (an imported rule has none), and changing it replaces the rule.",
  ),
  route: Route.describe("What the rule matches and what it does to a matching request."),
};

const ProjectRouteInputs = z.strictObject(ProjectRouteShape).superRefine((inputs, context) => {
  const problem = srcProblem(inputs.route.src, inputs.srcSyntax);
  if (problem) context.addIssue({ code: "custom", path: ["route", "src"], message: problem });
  for (const [index, transform] of (inputs.route.transforms ?? []).entries()) {
    if (
      transform.target !== undefined &&
      parsesAsJson(transform.target) &&
      !isTarget(JSON.parse(transform.target))
    ) {
      context.addIssue({
        code: "custom",
        path: ["route", "transforms", index, "target"],
        message: 'must be a JSON object naming the key, e.g. {"key":"x-region"}',
      });
    }
    if (transform.args !== undefined && parsesAsJson(transform.args) && !isArgs(JSON.parse(transform.args))) {
      context.addIssue({
        code: "custom",
        path: ["route", "transforms", index, "args"],
        message: "must be a JSON string or list of strings",
      });
    }
  }
});
export type ProjectRouteInputs = z.infer<typeof ProjectRouteInputs>;

const ProjectRouteOutputs = z.object(ProjectRouteShape).extend({
  routeId: z.string().describe("The platform's id of the rule (`rt_...`)."),
  routeType: z
    .string()
    .describe(
      "What the rule does, as the platform files it: `redirect` (`dest` with a 3xx status), `rewrite` (`dest`), `set_status` (a status only) or `transform`.",
    ),
});
type ProjectRouteOutputs = z.infer<typeof ProjectRouteOutputs>;

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const isTarget = (value: unknown): boolean =>
  typeof value === "object" && value !== null && typeof (value as { key?: unknown }).key === "string";

const isArgs = (value: unknown): value is string | string[] =>
  typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"));

/** JSON text compared by what it says, not how it is spaced. */
const canonicalJson = (value: unknown) =>
  typeof value === "string" && parsesAsJson(value) ? JSON.stringify(JSON.parse(value)) : value;

/** The rule as ProjectRoutes and the wire hold it. */
function toRule(inputs: ProjectRouteInputs, id: string): Rule & { id: string } {
  const { missings, transforms, ...route } = inputs.route;
  return {
    id,
    name: inputs.name,
    ...(inputs.description !== undefined ? { description: inputs.description } : {}),
    ...(inputs.enabled !== undefined ? { enabled: inputs.enabled } : {}),
    ...(inputs.srcSyntax !== undefined ? { srcSyntax: inputs.srcSyntax } : {}),
    route: {
      ...route,
      ...(missings !== undefined ? { missing: missings } : {}),
      ...(transforms !== undefined
        ? {
            transforms: transforms.map(({ type, op, target, args, envs }) => ({
              type,
              op,
              ...(target !== undefined ? { target: JSON.parse(target) as { key: string } } : {}),
              ...(args !== undefined ? { args: JSON.parse(args) as string | string[] } : {}),
              ...(envs !== undefined ? { env: envs } : {}),
            })),
          }
        : {}),
    } as Rule["route"],
  };
}

/** The live rule as this resource's outputs; `position` is the program's (never read back). */
function toOutputs(
  projectId: string,
  wire: RouteRule,
  position: ProjectRouteInputs["position"],
): ProjectRouteOutputs {
  const rule = fromWire(wire);
  const { missing, transforms, ...route } = rule.route;
  return {
    projectId,
    name: rule.name,
    ...(rule.description !== undefined ? { description: rule.description } : {}),
    ...(rule.enabled !== undefined ? { enabled: rule.enabled } : {}),
    ...(rule.srcSyntax !== undefined ? { srcSyntax: rule.srcSyntax } : {}),
    ...(position !== undefined ? { position } : {}),
    route: {
      ...route,
      ...(missing !== undefined ? { missings: missing } : {}),
      ...(transforms !== undefined
        ? {
            transforms: transforms.map(({ type, op, target, args, env }) => ({
              type,
              op,
              target: JSON.stringify(target),
              ...(args !== undefined ? { args: JSON.stringify(args) } : {}),
              ...(env !== undefined ? { envs: env } : {}),
            })),
          }
        : {}),
    },
    routeId: wire.id,
    routeType: wire.routeType ?? "",
  };
}

/** The live rules with `rule` placed as `position` says (the end by default). */
function placed(
  live: readonly (Rule & { id: string })[],
  rule: Rule & { id: string },
  position: ProjectRouteInputs["position"],
  projectId: string,
): (Rule & { id: string })[] {
  const placement = position?.placement ?? "end";
  if (placement === "start") return [rule, ...live];
  if (placement === "end") return [...live, rule];
  // The rule's id, or another ProjectRoute's resource id (`projectId/routeId`), as pulumiverse's
  // documented example passes it (`referenceRouteId: other.id`).
  const reference = position?.referenceRouteId?.split("/").pop();
  const index = live.findIndex((candidate) => candidate.id === reference);
  if (index < 0) {
    throw new Error(
      `ProjectRoute ${rule.name}: position.referenceRouteId: project ${projectId} has no live rule ${position?.referenceRouteId ?? ""}`,
    );
  }
  return [
    ...live.slice(0, index + (placement === "after" ? 1 : 0)),
    rule,
    ...live.slice(index + (placement === "after" ? 1 : 0)),
  ];
}

/** Production's rules, refusing a draft left outside the program (it would be published along). */
async function liveRules(ctx: ResourceContext, projectId: string) {
  const api = ctx.client.projectRoutes;
  refuseForeignDraft(await api.versions(projectId), "routing rules", projectId);
  const live = await api.list(projectId);
  return { wire: live.routes, rules: live.routes.map((rule) => fromWire(rule) as Rule & { id: string }) };
}

const splitId = (id: string) => {
  const slash = id.lastIndexOf("/");
  return { projectId: id.slice(0, slash), routeId: id.slice(slash + 1) };
};

const missingRule = (ctx: ResourceContext, id: string) =>
  ctx.client.http.missing("/v1/projects/{projectId}/routes", `No live routing rule ${id}`);

/** Publishes `rules` and answers the rule `routeId` as production now holds it. */
async function publishAndRead(
  ctx: ResourceContext,
  projectId: string,
  rules: readonly (Rule & { id: string })[],
  routeId: string,
  position: ProjectRouteInputs["position"],
): Promise<ProjectRouteOutputs> {
  await publish(ctx, projectId, rules);
  const wire = (await ctx.client.projectRoutes.list(projectId)).routes.find((rule) => rule.id === routeId);
  if (!wire) throw missingRule(ctx, `${projectId}/${routeId}`);
  return toOutputs(projectId, wire, position);
}

export const projectRouteDefinition = defineResource<
  ProjectRouteInputs,
  ProjectRouteOutputs,
  Record<never, never>,
  "name"
>({
  name: "ProjectRoute",
  description:
    "One routing rule of a project, placed among the project's live rules when it is made; each change goes live at once. `ProjectRoutes` manages a project's whole ordered list in one resource instead; use one or the other for a project.",
  autoName: { field: "name", maxLength: 256 },
  inputs: ProjectRouteInputs,
  outputs: ProjectRouteOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    position: { replaceOnChange: true },
    enabled: { default: true },
    srcSyntax: { default: "regex" },
    "route.transforms[].target": { normalize: canonicalJson },
    "route.transforms[].args": { normalize: canonicalJson },
  },
  // Names are unique among a project's rules: the old rule goes before its replacement comes.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: {
    segments: ["projectId", "routeId"],
    toId: ([projectId, routeId]) => `${projectId ?? ""}/${routeId ?? ""}`,
  },
  adopt: {
    key: "projectId + name",
    async find(ctx, inputs) {
      const live = await ctx.client.projectRoutes.list(inputs.projectId);
      const wire = live.routes.find((rule) => rule.name === inputs.name);
      return (
        wire && {
          id: `${inputs.projectId}/${wire.id}`,
          outputs: toOutputs(inputs.projectId, wire, inputs.position),
        }
      );
    },
  },

  create: (ctx, inputs) =>
    oneAtATime(`routes:${inputs.projectId}`, async () => {
      const { rules } = await liveRules(ctx, inputs.projectId);
      if (rules.some((rule) => rule.name === inputs.name)) {
        throw new AlreadyExistsError(
          `a routing rule named "${inputs.name}" is already live in project ${inputs.projectId}`,
        );
      }
      const rule = toRule(inputs, newRuleId());
      const outputs = await publishAndRead(
        ctx,
        inputs.projectId,
        placed(rules, rule, inputs.position, inputs.projectId),
        rule.id,
        inputs.position,
      );
      return { id: `${inputs.projectId}/${rule.id}`, outputs };
    }),

  async read(ctx, id, state) {
    const { projectId, routeId } = splitId(id);
    const wire = (await ctx.client.projectRoutes.list(projectId)).routes.find((rule) => rule.id === routeId);
    if (!wire) throw missingRule(ctx, id);
    return toOutputs(projectId, wire, state.position);
  },

  update: (ctx, id, _olds, news) =>
    oneAtATime(`routes:${news.projectId}`, async () => {
      const { projectId, routeId } = splitId(id);
      const { rules } = await liveRules(ctx, projectId);
      if (!rules.some((rule) => rule.id === routeId)) throw missingRule(ctx, id);
      const edited = rules.map((rule) => (rule.id === routeId ? toRule(news, routeId) : rule));
      return publishAndRead(ctx, projectId, edited, routeId, news.position);
    }),

  delete: (ctx, id) => {
    const { projectId, routeId } = splitId(id);
    return oneAtATime(`routes:${projectId}`, async () => {
      const { rules } = await liveRules(ctx, projectId);
      if (!rules.some((rule) => rule.id === routeId)) return;
      await publish(
        ctx,
        projectId,
        rules.filter((rule) => rule.id !== routeId),
      );
    });
  },
});
