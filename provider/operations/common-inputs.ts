// Inputs every resource takes, handled once by the operations rather than by each definition.
import { z } from "zod";

export const CommonInputs = z.object({
  teamId: z
    .string()
    .min(1, "must not be empty")
    .optional()
    .describe(
      "The team that owns the object, by id (`team_...`) or slug; defaults to the provider's `vercel:team`. The same team named by slug or by id is no change; another team replaces the object.",
    ),
  // Pulumi's `import` option does not work for dynamic resources (pulumi/pulumi#16175).
  adopt: z
    .boolean()
    .optional()
    .describe(
      "Take over an existing object with the same natural key instead of failing on the conflict, then update it to match the program.",
    ),
});

export type CommonInputs = z.infer<typeof CommonInputs>;
export const COMMON_INPUT_KEYS = Object.keys(CommonInputs.shape);

/** Outputs every resource stores: its owner, pinned at create so read/update/delete never guess it. */
export interface OwnerOutputs {
  /** The team id, or the user id for the personal account. */
  ownerId: string;
  /** The team id when a team owns the object (absent for the personal account). */
  teamId?: string;
}
export const OWNER_OUTPUT_KEYS = ["ownerId", "teamId"] as const;

/**
 * A definition's input schema with the common inputs, built once per schema. zod 4 compiles a
 * parser for every new object schema on its first parse (`generateFastpass`), so extending on
 * each check cost that compile on every call: a third of check's CPU in the profile of 300
 * creates (BENCHMARKS.md, "Where the fronts' time goes").
 */
const withCommonInputs = new WeakMap<z.ZodObject<z.ZodRawShape>, z.ZodObject<z.ZodRawShape>>();
export function inputsWithCommon(inputs: z.ZodObject<z.ZodRawShape>): z.ZodObject<z.ZodRawShape> {
  let extended = withCommonInputs.get(inputs);
  if (extended === undefined) {
    extended = inputs.extend(CommonInputs.shape);
    withCommonInputs.set(inputs, extended);
  }
  return extended;
}
