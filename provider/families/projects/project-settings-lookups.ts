// getProjectDeploymentRetention and getProjectRollingRelease, as @pulumiverse/vercel's: a project's
// retention periods, and its rolling release configuration (the stages before the final 100% one).
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { retentionOf } from "./project-deployment-retention";
import { fromConfig } from "./project-rolling-release";

const ProjectId = z.string().min(1, "must not be empty").describe("The project's id.");

export const getProjectDeploymentRetentionFunction = defineFunction({
  name: "getProjectDeploymentRetention",
  subject: "ProjectDeploymentRetention",
  description: "How long a project's preview, production, canceled and errored deployments are kept.",
  labelArg: "projectId",
  args: z.strictObject({ projectId: ProjectId }),
  result: z.object({
    id: z.string(),
    projectId: z.string(),
    expirationPreview: z.string(),
    expirationProduction: z.string(),
    expirationCanceled: z.string(),
    expirationErrored: z.string(),
  }),
  secretResults: [],
  async call(ctx, args) {
    const project = await ctx.client.projects.get(args.projectId);
    return { id: project.id, projectId: args.projectId, ...retentionOf(project) };
  },
});

export const getProjectRollingReleaseFunction = defineFunction({
  name: "getProjectRollingRelease",
  subject: "ProjectRollingRelease",
  description:
    "A project's rolling release configuration: its advancement type and the stages before the final 100% one (none while off).",
  labelArg: "projectId",
  args: z.strictObject({ projectId: ProjectId }),
  result: z.object({
    id: z.string(),
    projectId: z.string(),
    advancementType: z.string(),
    stages: z.array(z.object({ targetPercentage: z.number(), duration: z.number().optional() })),
  }),
  secretResults: [],
  async call(ctx, args) {
    const answer = await ctx.client.projectSettings.rollingRelease(args.projectId);
    const config = fromConfig(args.projectId, answer.rollingRelease);
    return {
      id: args.projectId,
      projectId: args.projectId,
      advancementType: config?.advancementType ?? "",
      stages: config?.stages ?? [],
    };
  },
});
