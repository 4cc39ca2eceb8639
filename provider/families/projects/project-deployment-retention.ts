// ProjectDeploymentRetention: how long a project's deployments are kept, as @pulumiverse/vercel's
// (the Terraform provider's vercel_project_deployment_retention): preview, production, canceled and
// errored deployments, each one of the platform's periods. One per project: create and update are
// one PATCH of deployment-expiration, read takes the project's days. A period left out keeps the
// platform's value (and is reported). As pulumiverse documents, delete leaves the project's
// settings as they are: it only stops managing them. Import id `[team/]projectId`.
import { z } from "zod";
import {
  EXPIRATION_DAYS_KEY,
  RETENTION_DAYS,
  RETENTION_PERIODS,
  type DeploymentExpirationField,
  type DeploymentExpirationRequest,
  type RetentionPeriod,
} from "../../../schema/project-settings";
import type { Project } from "../../../schema/projects";
import type { FieldMap } from "../../reconcile/fields";
import { defineResource, type ResourceContext } from "../kit/definition";
import { onePerProject } from "../kit/one-per-project";

const Period = z.enum(RETENTION_PERIODS as [RetentionPeriod, ...RetentionPeriod[]], {
  message: `must be one of ${RETENTION_PERIODS.join(", ")}`,
});

const ProjectDeploymentRetentionInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project whose retention is set; changing it replaces the resource."),
  expirationPreview: Period.optional().describe(
    "How long preview deployments are kept before they are deleted: `1d`, `1w`, `1m`, `2m`, `3m`, `6m`, `1y` or `unlimited`; omitted keeps the project's period.",
  ),
  expirationProduction: Period.optional().describe(
    "How long production deployments are kept before they are deleted, from `1d` to `1y` or `unlimited`; omitted keeps the project's period.",
  ),
  expirationCanceled: Period.optional().describe(
    "How long canceled deployments are kept before they are deleted, from `1d` to `1y` or `unlimited`; omitted keeps the project's period.",
  ),
  expirationErrored: Period.optional().describe(
    "How long deployments that failed are kept before they are deleted, from `1d` to `1y` or `unlimited`; omitted keeps the project's period.",
  ),
});
export type ProjectDeploymentRetentionInputs = z.infer<typeof ProjectDeploymentRetentionInputs>;

const ProjectDeploymentRetentionOutputs = ProjectDeploymentRetentionInputs.extend({
  expirationPreview: z.string(),
  expirationProduction: z.string(),
  expirationCanceled: z.string(),
  expirationErrored: z.string(),
});
export type ProjectDeploymentRetentionOutputs = z.infer<typeof ProjectDeploymentRetentionOutputs>;

/** The argument each wire field is (`expiration` is the preview deployments'). */
const ARGUMENT: Readonly<
  Record<DeploymentExpirationField, Exclude<keyof ProjectDeploymentRetentionInputs, "projectId">>
> = {
  expiration: "expirationPreview",
  expirationProduction: "expirationProduction",
  expirationCanceled: "expirationCanceled",
  expirationErrored: "expirationErrored",
};
const WIRE_FIELDS = Object.keys(ARGUMENT) as DeploymentExpirationField[];

const FIELDS: FieldMap = {
  projectId: { replaceOnChange: true },
  ...Object.fromEntries(Object.values(ARGUMENT).map((arg) => [arg, { computed: true, reported: true }])),
};

const PERIOD_OF_DAYS = new Map<number, string>(Object.entries(RETENTION_DAYS).map(([p, d]) => [d, p]));

/** The project's periods: days as words, a period never set being unlimited. */
export function retentionOf(project: Project): Omit<ProjectDeploymentRetentionOutputs, "projectId"> {
  const days = (project["deploymentExpiration"] ?? {}) as Record<string, number | undefined>;
  const entries = WIRE_FIELDS.map((field) => {
    const count = days[EXPIRATION_DAYS_KEY[field]];
    return [ARGUMENT[field], count === undefined ? "unlimited" : (PERIOD_OF_DAYS.get(count) ?? `${count}d`)];
  });
  return Object.fromEntries(entries) as Omit<ProjectDeploymentRetentionOutputs, "projectId">;
}

async function read(ctx: ResourceContext, projectId: string): Promise<ProjectDeploymentRetentionOutputs> {
  return { projectId, ...retentionOf(await ctx.client.projects.get(projectId)) };
}

async function write(ctx: ResourceContext, projectId: string, inputs: ProjectDeploymentRetentionInputs) {
  const body: DeploymentExpirationRequest = {};
  for (const field of WIRE_FIELDS) {
    const period = inputs[ARGUMENT[field]];
    if (period !== undefined) body[field] = period;
  }
  const answer = await ctx.client.projectSettings.setDeploymentExpiration(projectId, body);
  return Object.fromEntries(
    WIRE_FIELDS.map((field) => [ARGUMENT[field], answer.deploymentExpiration[field]]),
  ) as Omit<ProjectDeploymentRetentionOutputs, "projectId">;
}

export const projectDeploymentRetentionDefinition = defineResource<
  ProjectDeploymentRetentionInputs,
  ProjectDeploymentRetentionOutputs
>({
  name: "ProjectDeploymentRetention",
  description:
    "How long a project's preview, production, canceled and errored deployments are kept. Destroying it leaves the project's settings as they are.",
  inputs: ProjectDeploymentRetentionInputs,
  outputs: ProjectDeploymentRetentionOutputs,
  fields: FIELDS,
  secretOutputs: [],
  // Every project has a retention policy: adopting takes it as it is.
  ...onePerProject<ProjectDeploymentRetentionInputs, ProjectDeploymentRetentionOutputs>(
    async (ctx, inputs) => ({
      id: inputs.projectId,
      outputs: await read(ctx, inputs.projectId),
    }),
  ),

  async create(ctx, inputs) {
    const project = await ctx.client.projects.get(inputs.projectId);
    return {
      id: project.id,
      outputs: { projectId: inputs.projectId, ...(await write(ctx, project.id, inputs)) },
    };
  },

  async read(ctx, id, state) {
    return { ...(await read(ctx, id)), projectId: state?.projectId ?? id };
  },

  async update(ctx, id, _olds, news) {
    return { projectId: news.projectId, ...(await write(ctx, id, news)) };
  },

  async delete() {
    // As pulumiverse documents: the project keeps its retention; it is no longer managed.
  },
});
