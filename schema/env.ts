// Wire types of project environment variables (api-contract §5.1–§5.4): POST /v10/projects/{idOrName}/env
// (one object or an array; `?upsert=true` overwrites), GET /v10/.../env (list), GET /v1/.../env/{id}
// (decrypted), PATCH /v9/.../env/{id}, DELETE /v9/.../env/{id} and the batch DELETE /v1/.../env.
import { z } from "zod";
import { EpochMs, Pagination } from "./common";

/** The three system environments a variable can target. */
export const ENV_TARGETS = ["production", "preview", "development"] as const;
export const EnvTarget = z.enum(ENV_TARGETS);
export type EnvTarget = z.infer<typeof EnvTarget>;

/** Names the function runtimes reserve: the platform refuses them (docs "Reserved environment variables"). */
export const RESERVED_ENV_KEYS: ReadonlySet<string> = new Set([
  "AWS_SECRET_KEY",
  "AWS_EXECUTION_ENV",
  "AWS_LAMBDA_LOG_GROUP_NAME",
  "AWS_LAMBDA_LOG_STREAM_NAME",
  "AWS_LAMBDA_FUNCTION_NAME",
  "AWS_LAMBDA_FUNCTION_MEMORY_SIZE",
  "AWS_LAMBDA_FUNCTION_VERSION",
  "NOW_REGION",
  "TZ",
  "LAMBDA_TASK_ROOT",
  "LAMBDA_RUNTIME_DIR",
]);

/** A variable name as the platform accepts it: letters, digits and '_', not starting with a digit, not reserved. */
export const EnvKey = z
  .string()
  .min(1, "must not be empty")
  .max(256, "must be at most 256 characters")
  .regex(
    /^[A-Za-z_][A-Za-z0-9_]*$/,
    "may contain only letters, digits and '_', and must not start with a digit",
  )
  .refine((key) => !RESERVED_ENV_KEYS.has(key), "is reserved by the platform's function runtimes");

/** A variable's comment: the platform keeps up to 1000 characters. */
export const EnvComment = z.string().max(1000, "must be at most 1000 characters");

/** Types a create or edit may set (`secret` is legacy: read only). */
export const ENV_WRITE_TYPES = ["system", "encrypted", "plain", "sensitive"] as const;
export const EnvWriteType = z.enum(ENV_WRITE_TYPES);
export const EnvType = z.enum([...ENV_WRITE_TYPES, "secret"]);
export type EnvType = z.infer<typeof EnvType>;

/** One variable of a create body. */
export const EnvCreateItem = z.looseObject({
  key: EnvKey,
  value: z.string(),
  type: EnvWriteType,
  target: z.array(EnvTarget).optional(),
  customEnvironmentIds: z.array(z.string().min(1)).optional(),
  gitBranch: z.string().min(1).nullable().optional(),
  comment: EnvComment.optional(),
});
export type EnvCreateItem = z.infer<typeof EnvCreateItem>;

/** PATCH: every field optional; a present field is set. */
export const EnvUpdateRequest = z.looseObject({
  key: EnvKey.optional(),
  value: z.string().optional(),
  type: EnvWriteType.optional(),
  target: z.array(EnvTarget).optional(),
  gitBranch: z.string().min(1).nullable().optional(),
  customEnvironmentIds: z.array(z.string().min(1)).optional(),
  comment: EnvComment.optional(),
});
export type EnvUpdateRequest = z.infer<typeof EnvUpdateRequest>;

/** What a list reports about a variable's handling (list items only). */
export const EnvSecurityIssue = z.enum(["flags-secret-needs-split", "readable-secret"]);

/**
 * A variable as the API answers it. `value` is ciphertext in lists and write answers, plaintext on
 * the decrypted read, and absent there for a sensitive variable (it is never readable).
 */
export const Env = z.looseObject({
  id: z.string(),
  key: z.string(),
  value: z.string().optional(),
  type: EnvType,
  target: z.union([z.array(EnvTarget), EnvTarget]).optional(),
  /** Absent for a variable of every branch (older answers said null). */
  gitBranch: z.string().nullable().optional(),
  customEnvironmentIds: z.array(z.string()).optional(),
  comment: z.string().optional(),
  decrypted: z.boolean().optional(),
  securityIssues: z.array(EnvSecurityIssue).optional(),
  /** What the value is, for a variable a store writes (`blob-read-write-token` of `storeId`). */
  contentHint: z.looseObject({ type: z.string(), storeId: z.string().optional() }).nullable().optional(),
  createdAt: EpochMs.optional(),
  updatedAt: EpochMs.optional(),
});
export type Env = z.infer<typeof Env>;

/** The error of a variable a batch create could not make (e.g. ENV_CONFLICT). */
export const EnvFailure = z.object({
  error: z.looseObject({ code: z.string(), message: z.string() }),
});

/** 201: `created` is one object for a one-object body, an array for an array body. */
export const EnvCreateResponse = z.object({
  created: z.union([Env, z.array(Env)]),
  failed: z.array(EnvFailure),
});
export type EnvCreateResponse = z.infer<typeof EnvCreateResponse>;

export const EnvList = z.object({ envs: z.array(Env), pagination: Pagination });
export type EnvList = z.infer<typeof EnvList>;

/** `DELETE /v1/projects/{idOrName}/env`: removes several variables in one call. */
export const EnvBatchDeleteRequest = z.object({ ids: z.array(z.string().min(1)).min(1) });
export const EnvBatchDeleteResponse = z.object({ deleted: z.number(), ids: z.array(z.string()) });

/**
 * GET /v3/env/pull/{projectId}/{target}[/{gitBranch}] (what `vercel env pull` reads): every
 * variable of the project for that environment by key, values decrypted; a sensitive variable's
 * key with an empty value (the CLI reads an empty sensitive value as one it cannot pull).
 */
export const EnvPullResponse = z.object({ env: z.record(z.string(), z.string()) });
export type EnvPullResponse = z.infer<typeof EnvPullResponse>;
