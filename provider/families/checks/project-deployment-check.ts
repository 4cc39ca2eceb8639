// ProjectDeploymentCheck: a check every deployment of a project runs (the Terraform provider's
// `vercel_project_deployment_check`; pulumiverse 5.4.1 has none). It lasts as long as the project
// and is the team's policy ("production waits for e2e"), so it belongs in a program; its runs are
// per deployment and belong to whoever reports them, so no resource declares them. `blocks:
// deployment-alias` (or `deployment-promotion`) holds a production deployment's domains until the
// deployment's run of it passes. Everything but `projectId` and `source` changes in place.
// Import `[team/]projectId/checkId`.
import { z } from "zod";
import { CHECK_BLOCKS, CHECK_REQUIRES, CheckSource, type Check } from "../../../schema/checks";
import { defineResource } from "../kit/definition";

const CheckShape = {
  /** The project (id or name) whose deployments run it. */
  projectId: z.string().min(1, "must not be empty"),
  name: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters"),
  /** When it starts: once the build is ready, once the deployment has a URL, or at once. */
  requires: z.enum(CHECK_REQUIRES),
  /** What waits for it to pass (default `deployment-alias`; `none` only reports). */
  blocks: z.enum(CHECK_BLOCKS).optional(),
  /** The targets whose deployments run it (default `production`); a set. */
  targets: z.array(z.string().min(1, "must not be empty")).optional(),
  /** Seconds a run may take (default 300). */
  timeout: z.number().int().min(1, "must be at least 1 second").optional(),
  isRerequestable: z.boolean().optional(),
  /** Who reports on its runs: a webhook, a git provider's check, an integration. */
  source: CheckSource,
};

const CheckInputs = z.strictObject(CheckShape);
export type CheckInputs = z.infer<typeof CheckInputs>;

export const CheckOutputs = z.object({
  ...CheckShape,
  source: z.looseObject({ kind: z.string() }),
  blocks: z.string(),
  targets: z.array(z.string()),
  timeout: z.number(),
  isRerequestable: z.boolean(),
  /** The platform's id of the check (also the resource's id). */
  checkId: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type CheckOutputs = z.infer<typeof CheckOutputs>;

const outputsOf = (projectId: string, check: Check): CheckOutputs => ({
  projectId,
  name: check.name,
  requires: check.requires,
  blocks: check.blocks,
  targets: check.targets,
  timeout: check.timeout,
  isRerequestable: check.isRerequestable,
  source: check.source as CheckInputs["source"],
  checkId: check.id,
  createdAt: check.createdAt,
  updatedAt: check.updatedAt,
});

/** A check's id in state is bare (its project is in state); an import names `projectId/checkId`. */
function idsOf(id: string, projectInState: unknown): { projectId: string; checkId: string } {
  const slash = id.lastIndexOf("/");
  if (slash > 0) return { projectId: id.slice(0, slash), checkId: id.slice(slash + 1) };
  return { projectId: String(projectInState), checkId: id };
}

const SETTINGS = ["name", "requires", "blocks", "targets", "timeout", "isRerequestable"] as const;

export const projectDeploymentCheckDefinition = defineResource<CheckInputs, CheckOutputs>({
  name: "ProjectDeploymentCheck",
  description:
    "A check that every deployment of a project runs, such as end-to-end tests reported by CI. It can hold a production deployment's domains, or its promotion, until the check passes.",
  inputs: CheckInputs,
  outputs: CheckOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    source: { replaceOnChange: true },
    blocks: { default: "deployment-alias" },
    targets: { default: ["production"], unordered: true },
    timeout: { default: 300 },
    isRerequestable: { default: false },
  },
  // Names are unique in a project: a replacement must free the name first.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: {
    segments: ["projectId", "checkId"],
    toId: ([projectId, checkId]) => `${projectId}/${checkId}`,
    canonical: (_ctx, id) => idsOf(id, undefined).checkId,
  },
  adopt: {
    key: "name",
    async find(ctx, inputs) {
      const found = await ctx.client.checks.find(inputs.projectId, inputs.name);
      return found && { id: found.id, outputs: outputsOf(inputs.projectId, found) };
    },
  },

  async create(ctx, inputs) {
    const { projectId, ...body } = inputs;
    const check = await ctx.client.checks.create(projectId, body);
    return { id: check.id, outputs: outputsOf(projectId, check) };
  },

  async read(ctx, id, state) {
    const { projectId, checkId } = idsOf(id, state.projectId);
    return outputsOf(projectId, await ctx.client.checks.get(projectId, checkId));
  },

  /** The changed settings; a setting dropped from the program goes back to the platform's default. */
  async update(ctx, id, olds, news, changes) {
    const { projectId, checkId } = idsOf(id, olds.projectId);
    const defaults = {
      blocks: "deployment-alias",
      targets: ["production"],
      timeout: 300,
      isRerequestable: false,
    };
    const body = Object.fromEntries(
      SETTINGS.filter((key) => changes.has(key)).map((key) => [
        key,
        news[key] ?? defaults[key as keyof typeof defaults],
      ]),
    );
    return outputsOf(projectId, await ctx.client.checks.update(projectId, checkId, body));
  },

  async delete(ctx, id, state) {
    const { projectId, checkId } = idsOf(id, state.projectId);
    await ctx.client.checks.remove(projectId, checkId);
  },
});
