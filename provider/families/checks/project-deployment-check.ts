// ProjectDeploymentCheck: a check every deployment of a project runs (the Terraform provider's
// `vercel_project_deployment_check`; pulumiverse 5.4.1 has none). It lasts as long as the project
// and is the team's policy ("production waits for e2e"), so it belongs in a program; its runs are
// per deployment and belong to whoever reports them, so no resource declares them. `blocks:
// deployment-alias` (or `deployment-promotion`) holds a production deployment's domains until the
// deployment's run of it passes. Everything but `projectId` and `source` changes in place.
// Import `[team/]projectId/checkId`.
import { z } from "zod";
import { CHECK_BLOCKS, CHECK_REQUIRES, CheckSource, CheckTimeout, type Check } from "../../../schema/checks";
import { defineResource } from "../kit/definition";

const CheckShape = {
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The project (id or name) whose deployments run the check; changing it replaces the check."),
  name: z
    .string()
    .min(1, "must not be empty")
    .max(100, "must be at most 100 characters")
    .describe("The check's name, unique in the project, at most 100 characters."),
  requires: z
    .enum(CHECK_REQUIRES)
    .describe(
      "When a deployment's run of the check starts: `build-ready` once the build has finished, `deployment-url` once the deployment has its URL, `none` right away.",
    ),
  blocks: z
    .enum(CHECK_BLOCKS)
    .optional()
    .describe(
      "What waits until the run passes: `build-start` the build, `deployment-start` the deployment, `deployment-alias` the assignment of its domains, `deployment-promotion` its promotion to production; `none` only reports. `deployment-alias` when omitted.",
    ),
  targets: z
    .array(z.string().min(1, "must not be empty"))
    .optional()
    .describe(
      'The environments whose deployments run the check: `production`, `preview` or a custom environment\'s id; a set, `["production"]` when omitted.',
    ),
  timeout: CheckTimeout.optional().describe(
    "Seconds a run may take before it concludes `timeout`, 1 to 86400; 300 when omitted.",
  ),
  isRerequestable: z
    .boolean()
    .optional()
    .describe("Whether users may rerun a failed run from the deployment's page; false when omitted."),
  source: CheckSource.describe(
    "Who reports on the check's runs: a webhook, a git provider's check or an integration; changing it replaces the check.",
  ),
};

const CheckInputs = z.strictObject(CheckShape);
export type CheckInputs = z.infer<typeof CheckInputs>;

export const CheckOutputs = z.object({
  ...CheckShape,
  source: z.looseObject({
    kind: z.string().describe("How the runs are reported: `webhook`, `git-provider` or `integration`."),
  }),
  blocks: z.string(),
  targets: z.array(z.string()),
  timeout: z.number(),
  isRerequestable: z.boolean(),
  checkId: z.string().describe("The check's id on the platform (`chk_...`), also the resource's id."),
  createdAt: z.number().describe("When the check was created, in epoch milliseconds."),
  updatedAt: z.number().describe("When the check was last changed, in epoch milliseconds."),
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
