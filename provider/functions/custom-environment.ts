// getCustomEnvironment: a project's custom environment by name (or id), with the same outputs as
// the CustomEnvironment resource.
import { z } from "zod";
import { CustomEnvironmentOutputs, toOutputs } from "../resources/custom-environment";
import { defineFunction } from "./definition";

export const getCustomEnvironmentFunction = defineFunction({
  name: "getCustomEnvironment",
  subject: "CustomEnvironment",
  labelArg: "name",
  args: z.strictObject({
    projectId: z.string().min(1, "must not be empty"),
    name: z.string().min(1, "must not be empty"),
  }),
  result: CustomEnvironmentOutputs.extend({ id: z.string() }),
  secretResults: [],
  async call(ctx, args) {
    const environment = await ctx.client.customEnvironments.get(args.projectId, args.name);
    return { id: environment.id, ...toOutputs(args.projectId, environment) };
  },
});
