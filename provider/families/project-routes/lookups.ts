// getProjectRoutes: a project's live routing rules in order (pulumiverse's arguments).
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { ProjectRoutesOutputs, toOutputs } from "./project-routes";

export const getProjectRoutesFunction = defineFunction({
  name: "getProjectRoutes",
  subject: "ProjectRoutes",
  description: "A project's routing rules in production, in order (the first match decides).",
  labelArg: "projectId",
  args: z.strictObject({
    projectId: z.string().min(1, "must not be empty").describe("The id of the project whose rules are read."),
  }),
  result: ProjectRoutesOutputs.extend({ id: z.string().describe("The project's id, as given.") }),
  secretResults: [],
  async call(ctx, args) {
    const live = await ctx.client.projectRoutes.list(args.projectId);
    return { id: args.projectId, ...toOutputs(args.projectId, live.routes, live.version?.id) };
  },
});
