// getProject: a project by name or id, with the same outputs as the Project resource (without
// the write-only password, which the platform never returns), secret where the resource's are.
import { z } from "zod";
import { ProjectOutputs, toOutputs } from "./project";
import { defineFunction } from "../kit/function-definition";

export const getProjectFunction = defineFunction({
  name: "getProject",
  subject: "Project",
  description:
    "A project by name or id, in `teamId` or the provider's team, with the Project resource's outputs.",
  labelArg: "name",
  args: z.strictObject({
    name: z.string().min(1, "must not be empty").describe("The project's name or id (`prj_...`)."),
  }),
  result: ProjectOutputs.extend({ id: z.string() }),
  // As the Project resource keeps them: deploy hook urls let whoever knows them deploy, and the
  // trusted addresses say where the team works from.
  secretResults: ["gitRepository", "trustedIps"],
  async call(ctx, args) {
    const project = await ctx.client.projects.get(args.name);
    return { id: project.id, ...toOutputs(project) };
  },
});
