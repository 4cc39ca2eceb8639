// getSharedEnvironmentVariable: a team's shared variable by id, or by key and its full set of
// targets (as pulumiverse's function takes them). The value is a secret result; a sensitive
// variable has none (the platform never returns it).
import { z } from "zod";
import { EnvTarget } from "../../../schema/env";
import { sharedOutputs, SharedEnvironmentVariableOutputs } from "./shared-environment-variable";
import { defineFunction } from "../kit/function-definition";

const Args = z
  .strictObject({
    id: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe("The variable's id; or give key and targets."),
    key: z.string().min(1, "must not be empty").optional().describe("The variable's key, with its targets."),
    targets: z
      .array(EnvTarget)
      .min(1, "must name at least one environment")
      .optional()
      .describe("The variable's environments, all of them (with key)."),
  })
  .superRefine((args, ctx) => {
    if (args.id !== undefined && (args.key !== undefined || args.targets !== undefined)) {
      ctx.addIssue({ code: "custom", path: ["id"], message: "give either id, or key and targets, not both" });
    } else if (args.id === undefined && args.key === undefined) {
      ctx.addIssue({ code: "custom", path: ["key"], message: "is required when no id is given" });
    } else if (args.key !== undefined && args.targets === undefined) {
      ctx.addIssue({ code: "custom", path: ["targets"], message: "is required with key" });
    }
  });

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export const getSharedEnvironmentVariableFunction = defineFunction({
  name: "getSharedEnvironmentVariable",
  subject: "SharedEnvironmentVariable",
  description:
    "A team's shared environment variable by id, or by key and its exact set of targets. Its value is a secret result; a sensitive variable has none.",
  labelArg: "key",
  args: Args,
  result: SharedEnvironmentVariableOutputs.omit({ valueWrittenAt: true, valueWo: true }).extend({
    id: z.string().describe("The variable's id."),
    value: z.string().optional().describe("The variable's value; absent for a sensitive variable. Secret."),
  }),
  secretResults: ["value"],
  teamOnly: true,
  async call(ctx, args) {
    let id = args.id;
    if (id === undefined) {
      const found = (await ctx.client.sharedEnv.list()).find(
        (env) => env.key === args.key && sameSet(env.target, args.targets ?? []),
      );
      if (!found) {
        throw new Error(
          `no shared environment variable "${args.key}" with exactly the targets ${(args.targets ?? []).join(", ")}`,
        );
      }
      id = found.id;
    }
    const env = await ctx.client.sharedEnv.get(id);
    const { value, ...rest } = sharedOutputs(env, {});
    // The platform never returns a sensitive value: the result has none rather than a marker.
    return { id: env.id, ...rest, ...(env.type === "sensitive" ? {} : { value }) };
  },
});
