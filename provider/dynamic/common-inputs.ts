// Inputs every resource takes, handled once by the binding rather than by each definition.
import { z } from "zod";

export const CommonInputs = z.object({
  /**
   * The team that owns the object (id `team_...` or slug); defaults to the provider's
   * `vercel:team`. Changing it moves nothing: the object is replaced in the new team.
   */
  teamId: z.string().min(1, "must not be empty").optional(),
  /**
   * Take over an existing object with the same natural key instead of failing on a conflict
   * (Pulumi's `import` option does not work for dynamic resources, pulumi/pulumi#16175).
   */
  adopt: z.boolean().optional(),
});

export type CommonInputs = z.infer<typeof CommonInputs>;

export const COMMON_COMPUTED_INPUTS = ["teamId"] as const;
export const COMMON_REPLACE_ON_CHANGES = ["teamId"] as const;
export const CREATE_ONLY_INPUTS = ["adopt"] as const;
