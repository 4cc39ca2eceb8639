// Wire types of custom environments (api-contract §5.5): POST|GET /v9/projects/{idOrName}/custom-environments,
// GET|PATCH|DELETE /v9/projects/{idOrName}/custom-environments/{environmentSlugOrId}.
import { z } from "zod";
import { EpochMs } from "./common";

/** Lowercase letters, digits and '-', 1 to 32 characters (the platform's slug rule). */
export const CustomEnvironmentSlug = z
  .string()
  .min(1, "must not be empty")
  .max(32, "must be at most 32 characters")
  .regex(/^[a-z0-9-]+$/, "may contain only lowercase letters, digits and '-'");

export const BRANCH_MATCHER_TYPES = ["equals", "startsWith", "endsWith"] as const;
/** Which branches deploy to the environment: `pattern` matched by `type`. */
export const BranchMatcher = z.object({
  type: z.enum(BRANCH_MATCHER_TYPES),
  pattern: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters"),
});
export type BranchMatcher = z.infer<typeof BranchMatcher>;

export const CustomEnvironmentCreateRequest = z.looseObject({
  slug: CustomEnvironmentSlug,
  description: z.string().max(256).optional(),
  branchMatcher: BranchMatcher.optional(),
  copyEnvVarsFrom: z.string().optional(),
});
export type CustomEnvironmentCreateRequest = z.infer<typeof CustomEnvironmentCreateRequest>;

/** PATCH: a present field is set; `branchMatcher: null` stops tracking branches. */
export const CustomEnvironmentUpdateRequest = z.looseObject({
  slug: CustomEnvironmentSlug.optional(),
  description: z.string().max(256).optional(),
  branchMatcher: BranchMatcher.nullable().optional(),
});
export type CustomEnvironmentUpdateRequest = z.infer<typeof CustomEnvironmentUpdateRequest>;

export const CustomEnvironment = z.looseObject({
  id: z.string(),
  slug: z.string(),
  type: z.enum(["production", "preview", "development"]),
  description: z.string().optional(),
  branchMatcher: z.object({ type: z.string(), pattern: z.string() }).optional(),
  domains: z.array(z.unknown()).optional(),
  currentDeploymentAliases: z.array(z.string()).optional(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type CustomEnvironment = z.infer<typeof CustomEnvironment>;

export const CustomEnvironmentList = z.object({
  environments: z.array(CustomEnvironment),
  /** How many custom environments per project the account's plan allows. */
  accountLimit: z.object({ total: z.number().int().nonnegative() }).optional(),
});
export type CustomEnvironmentList = z.infer<typeof CustomEnvironmentList>;
