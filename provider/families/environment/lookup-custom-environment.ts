// getCustomEnvironment: a project's custom environment by name (or id), with the same outputs as
// the CustomEnvironment resource.
import { z } from "zod";
import { CustomEnvironmentOutputs, toOutputs } from "./custom-environment";
import { defineFunction } from "../kit/function-definition";

export const getCustomEnvironmentFunction = defineFunction({
  name: "getCustomEnvironment",
  subject: "CustomEnvironment",
  description: "A project's custom environment by name or id.",
  labelArg: "name",
  args: z.strictObject({
    projectId: z.string().min(1, "must not be empty").describe("The project the environment belongs to."),
    name: z.string().min(1, "must not be empty").describe("The environment's name (its slug) or id."),
  }),
  result: CustomEnvironmentOutputs.extend({ id: z.string().describe("The environment's id.") }),
  secretResults: [],
  async call(ctx, args) {
    const environment = await ctx.client.customEnvironments.get(args.projectId, args.name);
    return { id: environment.id, ...toOutputs(args.projectId, environment) };
  },
});
