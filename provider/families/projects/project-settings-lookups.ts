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
    id: z.string().describe("The project's id."),
    projectId: z.string().describe("The project's id, as given."),
    expirationPreview: z
      .string()
      .describe(
        "How long preview deployments are kept: `1d`, `1w`, `1m`, `2m`, `3m`, `6m`, `1y` or `unlimited`.",
      ),
    expirationProduction: z
      .string()
      .describe("How long production deployments are kept, from `1d` to `1y` or `unlimited`."),
    expirationCanceled: z
      .string()
      .describe("How long canceled deployments are kept, from `1d` to `1y` or `unlimited`."),
    expirationErrored: z
      .string()
      .describe("How long deployments that failed are kept, from `1d` to `1y` or `unlimited`."),
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
    id: z.string().describe("The project's id, as given."),
    projectId: z.string().describe("The project's id, as given."),
    advancementType: z
      .string()
      .describe(
        "How a rollout moves to its next stage: `automatic` after each stage's duration, `manual-approval` on approval; empty while rolling releases are off.",
      ),
    stages: z
      .array(
        z.object({
          targetPercentage: z
            .number()
            .describe("The share of traffic, in percent, the new deployment gets at this stage."),
          duration: z
            .number()
            .optional()
            .describe("Minutes before the rollout moves on, with `automatic` advancement."),
        }),
      )
      .describe("The stages before the final 100% one; empty while rolling releases are off."),
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
