// Wire types of shared (team) environment variables (api-contract §6): POST|PATCH|DELETE /v1/env
// (many at once), GET /v1/env and /v1/env/all (lists), GET /v1/env/{id} (decrypted) and
// PATCH /v1/env/{id}/unlink/{projectId}.
import { z } from "zod";
import { EpochMs, Pagination } from "./common";
import { EnvComment, EnvFailure, EnvKey, EnvSecurityIssue, EnvTarget } from "./env";

export const SHARED_ENV_WRITE_TYPES = ["encrypted", "sensitive"] as const;
export const SharedEnvWriteType = z.enum(SHARED_ENV_WRITE_TYPES);

export const SharedEnvCreateRequest = z.looseObject({
  /** One shared variable per entry, all with the same type, targets and projects. */
  evs: z
    .array(z.looseObject({ key: EnvKey, value: z.string(), comment: EnvComment.optional() }))
    .min(1, "must hold at least one variable"),
  type: SharedEnvWriteType.optional(),
  target: z.array(EnvTarget).min(1, "must name at least one environment"),
  projectId: z.array(z.string().min(1)).optional(),
  applyToAllCustomEnvironments: z.boolean().optional(),
});
export type SharedEnvCreateRequest = z.infer<typeof SharedEnvCreateRequest>;

/** One variable's changes in a PATCH /v1/env (keyed by the variable's id). */
export const SharedEnvUpdate = z.looseObject({
  key: EnvKey.optional(),
  value: z.string().optional(),
  target: z.array(EnvTarget).min(1, "must name at least one environment").optional(),
  type: SharedEnvWriteType.optional(),
  comment: EnvComment.optional(),
  /** The full list of linked projects. */
  projectId: z.array(z.string().min(1)).optional(),
  projectIdUpdates: z
    .object({ link: z.array(z.string().min(1)).optional(), unlink: z.array(z.string().min(1)).optional() })
    .optional(),
  applyToAllCustomEnvironments: z.boolean().optional(),
});
export type SharedEnvUpdate = z.infer<typeof SharedEnvUpdate>;

export const SharedEnvUpdateRequest = z.object({ updates: z.record(z.string(), SharedEnvUpdate) });
export type SharedEnvUpdateRequest = z.infer<typeof SharedEnvUpdateRequest>;

export const SharedEnv = z.looseObject({
  id: z.string(),
  key: z.string(),
  /** Ciphertext in lists and write answers, plaintext on GET by id, absent there when sensitive. */
  value: z.string().optional(),
  type: z.enum(["encrypted", "plain", "sensitive", "system"]),
  target: z.array(EnvTarget),
  projectId: z.array(z.string()),
  ownerId: z.string(),
  comment: z.string().optional(),
  applyToAllCustomEnvironments: z.boolean().optional(),
  decrypted: z.boolean().optional(),
  securityIssues: z.array(EnvSecurityIssue).optional(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  /** `createdAt` as an ISO date. */
  created: z.iso.datetime().optional(),
});
export type SharedEnv = z.infer<typeof SharedEnv>;

export const SharedEnvCreateResponse = z.object({ created: z.array(SharedEnv), failed: z.array(EnvFailure) });
export const SharedEnvUpdateResponse = z.object({ updated: z.array(SharedEnv), failed: z.array(EnvFailure) });
export const SharedEnvList = z.object({ data: z.array(SharedEnv), pagination: Pagination });
export type SharedEnvList = z.infer<typeof SharedEnvList>;

export const SharedEnvDeleteRequest = z.object({ ids: z.array(z.string().min(1)).min(1) });
export const SharedEnvDeleteResponse = z.object({
  deleted: z.array(z.string()),
  failed: z.array(EnvFailure),
});
export const SharedEnvUnlinkResponse = z.object({ id: z.string() });
