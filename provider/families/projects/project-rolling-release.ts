// ProjectRollingRelease: the template a project's next production deployments roll out by, as
// @pulumiverse/vercel's (the Terraform provider's vercel_project_rolling_release): an advancement
// type and the stages before everyone is served. As there, `stages` lists the stages before the
// final 100% one, which the provider adds (a trailing 100% stage in the program is taken as that
// final stage). Checked before any call: whole percentages rising from 0 to below 100, at most 9
// stages, automatic stages each with a duration (1-10000 minutes), manual stages without one.
// One per project; delete turns rolling releases off. Import id `[team/]projectId`.
import { z } from "zod";
import { ADVANCEMENT_TYPES, type RollingReleaseConfig } from "../../../schema/project-settings";
import { NotFoundError } from "../../client/errors";
import type { FieldMap } from "../../reconcile/fields";
import { defineResource, type ResourceContext } from "../kit/definition";
import { onePerProject } from "../kit/one-per-project";

/** The platform takes 10 stages in all, the last the 100% one the provider adds. */
const MAX_STAGES = 9;

const Stage = z.strictObject({
  targetPercentage: z
    .number()
    .int("must be a whole percentage")
    .min(0)
    .max(100)
    .describe("The share of traffic, in whole percent, the new deployment gets at this stage."),
  duration: z
    .number()
    .int("must be whole minutes")
    .min(1)
    .max(10_000)
    .optional()
    .describe(
      "Minutes before the rollout moves on to the next stage, 1 to 10000: required with `automatic` advancement, refused with `manual-approval`.",
    ),
});
type Stage = z.infer<typeof Stage>;

/** The program's stages without a trailing 100% one (the final stage the provider adds). */
const beforeFinal = (stages: readonly Stage[]) =>
  stages.length > 0 && stages.at(-1)!.targetPercentage === 100 ? stages.slice(0, -1) : [...stages];

const ProjectRollingReleaseInputs = z
  .strictObject({
    projectId: z
      .string()
      .min(1, "must not be empty")
      .describe(
        "The id of the project whose production deployments roll out; changing it replaces the resource.",
      ),
    advancementType: z
      .enum(ADVANCEMENT_TYPES, { message: `must be one of ${ADVANCEMENT_TYPES.join(", ")}` })
      .describe(
        "How a rollout moves to its next stage: `automatic` once the stage's `duration` has passed, `manual-approval` when someone approves it.",
      ),
    stages: z
      .array(Stage)
      .min(1, "must hold at least one stage before the final 100% one")
      .describe(
        "The stages before the final 100% one, which is added: 1 to 9, their percentages rising from 0 to below 100 (a last stage of 100% is taken as the final one).",
      ),
  })
  .superRefine((inputs, ctx) => {
    const stages = beforeFinal(inputs.stages);
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    if (stages.length === 0) issue(["stages"], "must hold at least one stage before the final 100% one");
    if (stages.length > MAX_STAGES) {
      issue(
        ["stages"],
        `must hold at most ${MAX_STAGES} stages before the final 100% one (the platform takes 10)`,
      );
    }
    stages.forEach((stage, index) => {
      if (stage.targetPercentage === 100) {
        issue(["stages", index, "targetPercentage"], "only the last stage may be 100");
      } else if (index > 0 && stage.targetPercentage <= stages[index - 1]!.targetPercentage) {
        issue(["stages", index, "targetPercentage"], "must be above the stage before's: stages increase");
      }
      if (inputs.advancementType === "automatic" && stage.duration === undefined) {
        issue(["stages", index, "duration"], "is required with automatic advancement");
      }
      if (inputs.advancementType === "manual-approval" && stage.duration !== undefined) {
        issue(["stages", index, "duration"], "is only taken with automatic advancement");
      }
    });
  });
export type ProjectRollingReleaseInputs = z.infer<typeof ProjectRollingReleaseInputs>;
const ProjectRollingReleaseOutputs = ProjectRollingReleaseInputs;

const FIELDS: FieldMap = {
  projectId: { replaceOnChange: true },
  stages: { normalize: (value) => (Array.isArray(value) ? beforeFinal(value as Stage[]) : value) },
};

/** The platform's configuration as the resource's arguments; undefined while off. */
export function fromConfig(
  projectId: string,
  config: RollingReleaseConfig | null,
): ProjectRollingReleaseInputs | undefined {
  if (!config?.advancementType) return undefined;
  const stages = (config.stages ?? [])
    .filter((stage) => stage.targetPercentage !== 100)
    .map((stage) => ({
      targetPercentage: stage.targetPercentage,
      ...(stage.duration !== undefined ? { duration: stage.duration } : {}),
    }));
  return { projectId, advancementType: config.advancementType, stages };
}

async function current(ctx: ResourceContext, projectId: string) {
  return fromConfig(projectId, (await ctx.client.projectSettings.rollingRelease(projectId)).rollingRelease);
}

async function write(ctx: ResourceContext, projectId: string, inputs: ProjectRollingReleaseInputs) {
  const manual = inputs.advancementType === "manual-approval";
  const stages = [
    ...beforeFinal(inputs.stages).map((stage) => ({ ...stage, requireApproval: manual })),
    { targetPercentage: 100, requireApproval: false },
  ];
  const answer = await ctx.client.projectSettings.setRollingRelease(projectId, {
    enabled: true,
    advancementType: inputs.advancementType,
    stages,
  });
  return fromConfig(inputs.projectId, answer.rollingRelease) ?? inputs;
}

export const projectRollingReleaseDefinition = defineResource<
  ProjectRollingReleaseInputs,
  ProjectRollingReleaseInputs
>({
  name: "ProjectRollingRelease",
  description:
    "How a project's production deployments roll out: the stages (shares of traffic) a new deployment serves before everyone, advanced automatically after a duration or by hand. Destroying it turns rolling releases off.",
  inputs: ProjectRollingReleaseInputs,
  outputs: ProjectRollingReleaseOutputs,
  fields: FIELDS,
  secretOutputs: [],
  ...onePerProject<ProjectRollingReleaseInputs, ProjectRollingReleaseInputs>(async (ctx, inputs) => {
    const found = await current(ctx, inputs.projectId);
    return found && { id: inputs.projectId, outputs: found };
  }),

  async create(ctx, inputs) {
    const project = await ctx.client.projects.get(inputs.projectId);
    return { id: project.id, outputs: await write(ctx, project.id, inputs) };
  },

  async read(ctx, id, state) {
    const found = await current(ctx, id);
    // Turned off: the platform answers `rollingRelease: null`, which means the object is gone.
    if (!found) {
      throw new NotFoundError({
        status: 404,
        code: "not_found",
        message: `Rolling releases are off for project ${id}`,
        method: "GET",
        path: `/v1/projects/${id}/rolling-release/config`,
        host: "",
      });
    }
    return { ...found, projectId: state?.projectId ?? id };
  },

  async update(ctx, id, _olds, news) {
    return write(ctx, id, news);
  },

  async delete(ctx, id) {
    await ctx.client.projectSettings.deleteRollingRelease(id);
  },
});
