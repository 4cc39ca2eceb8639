// ProjectCrons: whether a project's cron jobs run, as @pulumiverse/vercel's (the Terraform provider's
// vercel_project_crons). One per project: create and update are one PATCH of `{ enabled }`, read
// takes the project's `crons` (running unless `disabledAt` is set), delete switches them back on
// (the platform's default). Import id `[team/]projectId`.
import { z } from "zod";
import type { Project } from "../../../schema/projects";
import type { FieldMap } from "../../reconcile/fields";
import { defineResource, type ResourceContext } from "../kit/definition";
import { onePerProject } from "../kit/one-per-project";

const ProjectCronsInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project whose cron jobs are switched; changing it replaces the resource."),
  enabled: z
    .boolean()
    .describe("Whether the project's cron jobs run; deleting the resource switches them back on."),
});
export type ProjectCronsInputs = z.infer<typeof ProjectCronsInputs>;
const ProjectCronsOutputs = ProjectCronsInputs;

const FIELDS: FieldMap = { projectId: { replaceOnChange: true } };

/** Running unless switched off: a project never switched has no `crons`. */
export const cronsEnabled = (project: Project) => {
  const crons = project["crons"] as { disabledAt?: number | null } | undefined;
  return crons?.disabledAt === undefined || crons.disabledAt === null;
};

async function readCrons(ctx: ResourceContext, projectId: string): Promise<ProjectCronsInputs> {
  return { projectId, enabled: cronsEnabled(await ctx.client.projects.get(projectId)) };
}

export const projectCronsDefinition = defineResource<ProjectCronsInputs, ProjectCronsInputs>({
  name: "ProjectCrons",
  description: "Whether a project's cron jobs run. Destroying it switches them back on.",
  inputs: ProjectCronsInputs,
  outputs: ProjectCronsOutputs,
  fields: FIELDS,
  secretOutputs: [],
  // Every project has the switch: adopting takes it as it is.
  ...onePerProject<ProjectCronsInputs, ProjectCronsInputs>(async (ctx, inputs) => ({
    id: inputs.projectId,
    outputs: await readCrons(ctx, inputs.projectId),
  })),

  async create(ctx, inputs) {
    const project = await ctx.client.projectSettings.setCrons(inputs.projectId, inputs.enabled);
    return { id: project.id, outputs: { projectId: inputs.projectId, enabled: cronsEnabled(project) } };
  },

  async read(ctx, id, state) {
    return { ...(await readCrons(ctx, id)), projectId: state?.projectId ?? id };
  },

  async update(ctx, id, _olds, news) {
    const project = await ctx.client.projectSettings.setCrons(id, news.enabled);
    return { projectId: news.projectId, enabled: cronsEnabled(project) };
  },

  async delete(ctx, id) {
    await ctx.client.projectSettings.setCrons(id, true);
  },
});
