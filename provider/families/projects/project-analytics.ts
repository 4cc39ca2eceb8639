// ProjectAnalytics: a project's Web Analytics and Speed Insights switches, the two toggles of its
// dashboard (POST /web/insights/toggle and /speed-insights/toggle). Neither the Terraform provider
// nor @pulumiverse/vercel has them; teams asked to keep them with the rest of a project's settings.
// One per project. A switch left out is not managed (its state is an output, never changed);
// delete turns off the switches the program managed (off is a new project's state). Read from the
// project's `webAnalytics` / `speedInsights`: on while enabled and not disabled since. Import id
// `[team/]projectId`; an imported resource manages both switches.
import { z } from "zod";
import type { Project } from "../../../schema/projects";
import type { FieldMap } from "../../reconcile/fields";
import { defineResource, type ResourceContext } from "../kit/definition";
import { onePerProject } from "../kit/one-per-project";
import type { AnalyticsSwitch } from "./project-settings-api";

const SWITCHES: readonly AnalyticsSwitch[] = ["webAnalytics", "speedInsights"];

const ProjectAnalyticsInputs = z
  .strictObject({
    projectId: z
      .string()
      .min(1, "must not be empty")
      .describe("The id of the project whose switches are set; changing it replaces the resource."),
    webAnalytics: z
      .boolean()
      .optional()
      .describe(
        "Whether Web Analytics (page views and visitors) is on; omitted leaves the switch alone and reports its state.",
      ),
    speedInsights: z
      .boolean()
      .optional()
      .describe(
        "Whether Speed Insights (Core Web Vitals of real visits) is on; omitted leaves the switch alone and reports its state.",
      ),
  })
  .refine((inputs) => inputs.webAnalytics !== undefined || inputs.speedInsights !== undefined, {
    message: "set webAnalytics, speedInsights or both: a ProjectAnalytics that manages neither does nothing",
    path: ["webAnalytics"],
  });
export type ProjectAnalyticsInputs = z.infer<typeof ProjectAnalyticsInputs>;

const ProjectAnalyticsOutputs = z.object({
  projectId: z.string(),
  webAnalytics: z.boolean(),
  speedInsights: z.boolean(),
  managed: z
    .array(z.enum(["webAnalytics", "speedInsights"]))
    .describe("The switches the resource manages (those its program sets), which deleting it turns off."),
});
export type ProjectAnalyticsOutputs = z.infer<typeof ProjectAnalyticsOutputs>;

const FIELDS: FieldMap = {
  projectId: { replaceOnChange: true },
  // Left out, a switch keeps the platform's state; an import still writes both as inputs.
  webAnalytics: { computed: true, reported: true },
  speedInsights: { computed: true, reported: true },
};

/** On while enabled and not disabled since: a project never switched has neither object. */
export function analyticsOn(project: Project, which: AnalyticsSwitch): boolean {
  const state = project[which] as { enabledAt?: number | null; disabledAt?: number | null } | undefined;
  return (
    typeof state?.enabledAt === "number" && (state.disabledAt === undefined || state.disabledAt === null)
  );
}

async function readAnalytics(
  ctx: ResourceContext,
  projectId: string,
  managed: ProjectAnalyticsOutputs["managed"],
): Promise<ProjectAnalyticsOutputs> {
  const project = await ctx.client.projects.get(projectId);
  return {
    projectId,
    webAnalytics: analyticsOn(project, "webAnalytics"),
    speedInsights: analyticsOn(project, "speedInsights"),
    managed,
  };
}

const managedBy = (inputs: ProjectAnalyticsInputs) => SWITCHES.filter((which) => inputs[which] !== undefined);

/** Sets the switches the program names, one call each, then reads both back. */
async function apply(ctx: ResourceContext, inputs: ProjectAnalyticsInputs): Promise<ProjectAnalyticsOutputs> {
  for (const which of SWITCHES) {
    const wanted = inputs[which];
    if (wanted !== undefined) await ctx.client.projectSettings.setAnalytics(inputs.projectId, which, wanted);
  }
  return readAnalytics(ctx, inputs.projectId, managedBy(inputs));
}

export const projectAnalyticsDefinition = defineResource<ProjectAnalyticsInputs, ProjectAnalyticsOutputs>({
  name: "ProjectAnalytics",
  description:
    "A project's Web Analytics and Speed Insights switches. A switch left out is not managed; destroying the resource turns off the switches it managed.",
  inputs: ProjectAnalyticsInputs,
  outputs: ProjectAnalyticsOutputs,
  fields: FIELDS,
  secretOutputs: [],
  // Every project has both switches: adopting takes them as they are.
  ...onePerProject<ProjectAnalyticsInputs, ProjectAnalyticsOutputs>(async (ctx, inputs) => ({
    id: inputs.projectId,
    outputs: await readAnalytics(ctx, inputs.projectId, managedBy(inputs)),
  })),

  async create(ctx, inputs) {
    return { id: inputs.projectId, outputs: await apply(ctx, inputs) };
  },

  async read(ctx, id, state) {
    // An import has no state yet: it manages both switches until the program's first update.
    return {
      ...(await readAnalytics(ctx, id, state?.managed ?? [...SWITCHES])),
      projectId: state?.projectId ?? id,
    };
  },

  update: (ctx, _id, _olds, news) => apply(ctx, news),

  async delete(ctx, id, state) {
    // Only what the program managed goes back off; a switch it left alone stays as it is.
    for (const which of state.managed) await ctx.client.projectSettings.setAnalytics(id, which, false);
  },
});
