// getProject: a project by name or id, with the same outputs as the Project resource (without
// the write-only password, which the platform never returns), secret where the resource's are.
import { z } from "zod";
import { ProjectOutputs, toOutputs } from "./project";
import { defineFunction } from "../kit/function-definition";

/** The project's automation bypass secrets (`protectionBypass` keys of scope `automation-bypass`). */
function automationBypassSecrets(project: Readonly<Record<string, unknown>>): string[] {
  const bypass = project["protectionBypass"];
  if (typeof bypass !== "object" || bypass === null) return [];
  return Object.entries(bypass as Record<string, { scope?: unknown }>)
    .filter(([, entry]) => entry.scope === "automation-bypass")
    .map(([secret]) => secret);
}

export const getProjectFunction = defineFunction({
  name: "getProject",
  subject: "Project",
  description:
    "A project by name or id, in `teamId` or the provider's team, with the Project resource's outputs.",
  labelArg: "name",
  args: z.strictObject({
    name: z.string().min(1, "must not be empty").describe("The project's name or id (`prj_...`)."),
    // @pulumiverse/vercel lists two of the project's settings as arguments of its lookup: taken,
    // so its programs compile, and not used (the result holds the project's own values).
    buildMachineType: z
      .string()
      .optional()
      .describe("Accepted for @pulumiverse/vercel programs and not used: the result has the project's."),
    onDemandConcurrentBuilds: z
      .boolean()
      .optional()
      .describe("Accepted for @pulumiverse/vercel programs and not used: the result has the project's."),
  }),
  result: ProjectOutputs.extend({
    id: z.string().describe("The project's id (`prj_...`)."),
    // `environment` and `enablePreviewFeedback` under @pulumiverse/vercel's names for them.
    environments: ProjectOutputs.shape.environment.describe(
      "The same as `environment`, under @pulumiverse/vercel's name for it.",
    ),
    previewComments: ProjectOutputs.shape.enablePreviewFeedback.describe(
      "The same as `enablePreviewFeedback`, under @pulumiverse/vercel's deprecated name for it.",
    ),
    protectionBypassForAutomation: z
      .boolean()
      .describe(
        "Whether the project has automation bypass secrets, with which automated requests get past its deployment protection.",
      ),
    // Absent when there are none, so a project without any is not a secret result.
    protectionBypassForAutomationSecrets: z
      .array(z.string())
      .optional()
      .describe(
        "The project's automation bypass secrets, each sent as the `x-vercel-protection-bypass` header; absent when it has none. Secret.",
      ),
  }),
  // As the Project resource keeps them: deploy hook urls let whoever knows them deploy, and the
  // trusted addresses say where the team works from. Bypass secrets let anyone past protection.
  secretResults: ["gitRepository", "trustedIps", "protectionBypassForAutomationSecrets"],
  async call(ctx, args) {
    const project = await ctx.client.projects.get(args.name);
    const outputs = toOutputs(project);
    const bypassSecrets = automationBypassSecrets(project);
    return {
      id: project.id,
      ...outputs,
      ...(outputs.environment !== undefined ? { environments: outputs.environment } : {}),
      ...(outputs.enablePreviewFeedback !== undefined
        ? { previewComments: outputs.enablePreviewFeedback }
        : {}),
      protectionBypassForAutomation: bypassSecrets.length > 0,
      ...(bypassSecrets.length > 0 ? { protectionBypassForAutomationSecrets: bypassSecrets } : {}),
    };
  },
});
