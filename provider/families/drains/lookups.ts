// getLogDrain and getTraceDrain: a drain by id, with the same outputs as its resource. The drain's
// secret and its headers (which often carry credentials) are secret results.
import { z } from "zod";
import type { Drain } from "../../../schema/drains";
import { requireSchema } from "./drain";
import { logDrainOutputs, LogDrainOutputs } from "./log-drain";
import { commonOutputs } from "./drain";
import { TraceDrainOutputs } from "./trace-drain";
import { defineFunction } from "../kit/function-definition";

function drainFunction<Result extends z.ZodObject<z.ZodRawShape>>(
  name: string,
  subject: string,
  description: string,
  schema: "log" | "trace",
  result: Result,
  toOutputs: (drain: Drain) => Omit<z.infer<Result>, "id">,
) {
  return defineFunction({
    name,
    subject,
    description,
    labelArg: "id",
    args: z.strictObject({
      id: z.string().min(1, "must not be empty").describe("The drain's id."),
      // @pulumiverse/vercel's getLogDrain requires it: its programs pass it, so it is checked.
      endpoint: z
        .string()
        .optional()
        .describe("Where the drain delivers, if known: the lookup fails when the drain delivers elsewhere."),
    }),
    result: result.extend({ id: z.string().describe("The drain's id.") }),
    secretResults: ["secret", "headers"],
    async call(ctx, args) {
      const drain = requireSchema(await ctx.client.drains.get(args.id), schema);
      if (args.endpoint !== undefined && drain.url !== args.endpoint) {
        throw new Error(
          `${name} ${args.id}: endpoint: the drain delivers to ${drain.url}, not ${args.endpoint}`,
        );
      }
      return { id: drain.id, ...toOutputs(drain) } as z.infer<Result> & { id: string };
    },
  });
}

export const getLogDrainFunction = drainFunction(
  "getLogDrain",
  "LogDrain",
  "A log drain by id; its secret and headers are secret results.",
  "log",
  LogDrainOutputs,
  (drain) => logDrainOutputs(drain, {}),
);

export const getTraceDrainFunction = drainFunction(
  "getTraceDrain",
  "TraceDrain",
  "A trace drain by id; its secret and headers are secret results.",
  "trace",
  TraceDrainOutputs,
  commonOutputs,
);

/**
 * getEndpointVerification (@pulumiverse/vercel's, the Terraform provider's
 * `vercel_endpoint_verification`): the account's code for a log drain endpoint's `x-vercel-verify`
 * header. The Terraform provider marks it sensitive: both results are secret.
 */
// No arguments but the `teamId` every function takes (typed `{}`: `{ teamId }` must compile).
export const getEndpointVerificationFunction = defineFunction<
  Record<never, never>,
  { id: string; verificationCode: string }
>({
  name: "getEndpointVerification",
  subject: "EndpointVerification",
  description:
    "The account's endpoint verification code: a log drain's endpoint returns it in its `x-vercel-verify` header. Secret results.",
  labelArg: "teamId",
  args: z.strictObject({}),
  result: z.object({
    id: z.string().describe("The verification code again, as the Terraform data source's id. Secret."),
    verificationCode: z
      .string()
      .describe(
        "The code a log drain's endpoint returns in its `x-vercel-verify` header to prove the account controls it. Secret.",
      ),
  }),
  secretResults: ["id", "verificationCode"],
  async call(ctx) {
    const code = await ctx.client.drains.endpointVerificationCode();
    return { id: code, verificationCode: code };
  },
});
