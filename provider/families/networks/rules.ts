// The platform's network rules (schema/network-rules.ts) as zod checks, so that `check` refuses a
// bad region, CIDR block, zone or service name before any call, naming the field and the rule.
import { z } from "zod";
import { cidrProblem, regionProblem } from "../../../schema/network-rules";
import { durationMs } from "./wait";

const ruled = (problem: (value: string) => string | undefined) =>
  z.string().superRefine((value, ctx) => {
    const reason = problem(value);
    if (reason !== undefined) ctx.addIssue({ code: "custom", message: reason });
  });

/** A platform region such as `iad1`. */
export const Region = ruled(regionProblem);
export const Cidr = ruled(cidrProblem);

/** `timeouts` as the Terraform provider takes them: how long create waits for the object to be ready. */
export const Timeouts = z.strictObject({
  create: z
    .string()
    .refine((text) => durationMs(text) !== undefined, 'must be a duration such as "30s", "10m" or "2h45m"')
    .optional()
    .describe(
      'How long a create waits for the object to be ready before it fails, a duration such as "30s", "10m" or "2h45m"; "20m" when omitted.',
    ),
});
export type Timeouts = z.infer<typeof Timeouts>;
