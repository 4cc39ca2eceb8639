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
    args: z.strictObject({ id: z.string().min(1, "must not be empty").describe("The drain's id.") }),
    result: result.extend({ id: z.string() }),
    secretResults: ["secret", "headers"],
    async call(ctx, args) {
      const drain = requireSchema(await ctx.client.drains.get(args.id), schema);
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
