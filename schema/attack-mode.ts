// Wire types of attack challenge mode (not shown in the platform's documents; @vercel/sdk's
// updateAttackChallengeMode is the contract): POST /v1/security/attack-mode switches it for one
// project, optionally until a time; a project answers its state in `security` (GET /v9/projects).
import { z } from "zod";
import { EpochMs } from "./common";

/** `{ projectId, attackModeEnabled, attackModeActiveUntil? }` (the SDK's two body variants in one). */
export const AttackModeRequest = z.looseObject({
  projectId: z.string().min(1),
  attackModeEnabled: z.boolean(),
  /** Epoch ms; the platform switches the mode off then. Absent: until switched off. */
  attackModeActiveUntil: EpochMs.nullable().optional(),
});
export type AttackModeRequest = z.infer<typeof AttackModeRequest>;

export const AttackModeResponse = z.looseObject({
  attackModeEnabled: z.boolean(),
  attackModeUpdatedAt: EpochMs,
});
export type AttackModeResponse = z.infer<typeof AttackModeResponse>;

/** The attack mode part of a project's `security`, as GET /v9/projects/{idOrName} answers it. */
export const ProjectSecurity = z.looseObject({
  attackModeEnabled: z.boolean().optional(),
  attackModeUpdatedAt: EpochMs.optional(),
  attackModeActiveUntil: EpochMs.nullable().optional(),
});
export type ProjectSecurity = z.infer<typeof ProjectSecurity>;
