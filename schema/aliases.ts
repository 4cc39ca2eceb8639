// Wire types of the aliases area (a hostname pointed at a deployment), from @vercel/sdk's models
// (assignAlias, listDeploymentAliases, listAliases, getAlias, deleteAlias): the platform's documents show none.
import { z } from "zod";
import { Pagination } from "./common";

export const AliasAssigned = z.looseObject({
  uid: z.string(),
  alias: z.string(),
  /** ISO 8601. */
  created: z.string(),
  oldDeploymentId: z.string().nullable().optional(),
});

export const AliasSummary = z.looseObject({
  uid: z.string(),
  alias: z.string(),
  created: z.string(),
  redirect: z.string().nullable().optional(),
});

export const AliasRecord = AliasSummary.extend({
  deploymentId: z.string().nullable(),
  projectId: z.string().nullable(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
});

export const DeploymentAliasList = z.object({ aliases: z.array(AliasSummary) });
export const AliasList = z.object({ aliases: z.array(AliasRecord), pagination: Pagination });
export const AliasDeleted = z.object({ status: z.literal("SUCCESS") });

/**
 * `PATCH /aliases/{id}/protection-bypass` (@vercel/sdk's patchUrlProtectionBypass): one of a
 * shareable link (made, with an optional `ttl` in seconds, or revoked by its secret and maybe made
 * again), a user's access (granted or denied, by id or email), or the alias's protection override.
 */
export const ShareableLinkChange = z.strictObject({
  ttl: z.number().int().positive().optional(),
  revoke: z.strictObject({ secret: z.string().min(1), regenerate: z.boolean() }).optional(),
});
export const UserAccessChange = z.strictObject({
  scope: z
    .strictObject({
      userId: z.string().min(1).optional(),
      email: z.string().min(1).optional(),
      access: z.enum(["denied", "granted"]),
    })
    .refine((scope) => scope.userId !== undefined || scope.email !== undefined, "name a userId or an email"),
});
export const OverrideChange = z.strictObject({
  override: z.strictObject({
    scope: z.literal("alias-protection-override"),
    action: z.enum(["create", "revoke"]),
  }),
});
export const ProtectionBypassChange = z.union([UserAccessChange, OverrideChange, ShareableLinkChange]);
export type ProtectionBypassChange = z.infer<typeof ProtectionBypassChange>;

/** One entry of an alias's `protectionBypass`, keyed by link secret, user id, email or override. */
export const ProtectionBypassEntry = z.looseObject({
  scope: z.enum(["shareable-link", "user", "alias-protection-override", "email_invite"]),
  createdAt: z.number(),
});
export type ProtectionBypassEntry = z.infer<typeof ProtectionBypassEntry> & Record<string, unknown>;
export const ProtectionBypassAnswer = z.object({
  protectionBypass: z.record(z.string(), ProtectionBypassEntry),
});
