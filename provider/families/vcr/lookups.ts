// getVcrRepository (a project's repository by name, as @pulumiverse/vercel 5.4.1's), with the
// resource's outputs and the repository's id.
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { vcrRepositoryOutputs, VcrRepositoryOutputs } from "./vcr-repository";

export const getVcrRepositoryFunction = defineFunction({
  name: "getVcrRepository",
  subject: "VcrRepository",
  description:
    "A container registry repository of a project by name; `url` is where images are pushed and pulled.",
  labelArg: "name",
  args: z.strictObject({
    projectId: z.string().min(1, "must not be empty").describe("The project the repository belongs to."),
    name: z.string().min(1, "must not be empty").describe("The repository's name."),
  }),
  result: VcrRepositoryOutputs.extend({ id: z.string().describe("The repository's id.") }),
  secretResults: [],
  async call(ctx, args) {
    const repository = await ctx.client.vcr.get(args.projectId, args.name);
    return { id: repository.id, ...(await vcrRepositoryOutputs(ctx, repository)) };
  },
});
