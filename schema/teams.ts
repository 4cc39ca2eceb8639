// Wire types of the caller's identity: GET /v2/user (the authenticated user) and
// GET /v2/teams/{teamId} (a team, by id or slug). The provider resolves the owner of every
// object through them once per process; the emulator serves them.
import { z } from "zod";
import { TeamRole } from "./access-roles";
import { EpochMs } from "./common";

/** The platform's billing plans. */
export const Plan = z.enum(["hobby", "pro", "enterprise"]);
export type Plan = z.infer<typeof Plan>;

/** The authenticated user (the `user` field of GET /v2/user). Only the fields the provider reads are strict. */
export const User = z.looseObject({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable().optional(),
  /**
   * The user's default team. For an account that is a team (`version: "northstar"`, every account
   * of today) it is the team the account was created with, and a call naming no team acts for it;
   * for an older account it is only where the dashboard opens, and such a call acts for the user.
   */
  defaultTeamId: z.string().nullable().optional(),
  /**
   * "northstar" for an account that is a team (the vercel CLI scopes such a user to
   * `defaultTeamId` and refuses a personal scope); absent for an older account. @vercel/sdk's
   * AuthUser does not model it; its user event payloads do (`version: "northstar"`).
   */
  version: z.string().optional(),
  createdAt: EpochMs.optional(),
  avatar: z.string().nullable().optional(),
  /** The personal account's billing; null when the platform has none to show. */
  billing: z.looseObject({ plan: Plan.optional() }).nullable().optional(),
  hasTrialAvailable: z.boolean().optional(),
  /** Set while the account is blocked (overage, admin); null otherwise. */
  softBlock: z.looseObject({ blockedAt: EpochMs }).nullable().optional(),
  /** The prefix of the account's preview hostnames. */
  stagingPrefix: z.string().optional(),
  resourceConfig: z.looseObject({}).optional(),
});
export type User = z.infer<typeof User>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

/** A team, as GET /v2/teams/{teamId} returns it (the path accepts the id or the slug). */
export const Team = z.looseObject({
  id: z.string().startsWith("team_"),
  slug: z.string(),
  name: z.string().nullable(),
  avatar: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  billing: z.looseObject({ plan: Plan }).nullable().optional(),
  /** The user who created the team. */
  creatorId: z.string().optional(),
  /** The prefix of the team's preview hostnames. */
  stagingPrefix: z.string().optional(),
  createdAt: EpochMs.optional(),
  updatedAt: EpochMs.optional(),
});
export type Team = z.infer<typeof Team>;

/** DELETE /v1/user: why the account goes (optional), and the answer (202: a confirmation email is sent). */
export const UserDeleteRequest = z.object({
  reasons: z.array(z.object({ slug: z.string(), description: z.string() })).optional(),
});
export const UserDeleteResponse = z.object({ id: z.string(), email: z.string(), message: z.string() });

// A team's settings (PATCH /v2/teams/{teamId}, the SDK's `PatchTeamRequestBody`; the Terraform
// provider's `vercel_team_config`): the fields the emulator keeps, with the platform's rules.
export const FEEDBACK_MODES = ["default", "default-force", "off", "off-force", "on", "on-force"] as const;
export const SENSITIVE_ENV_POLICIES = ["default", "off", "on"] as const;
export const TEAM_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/;
/** A host name: labels of letters, digits and inner hyphens, at least two of them. */
export const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** A directory group's mapping (the SDK's `PatchTeamRoles`): a team role, or an access group. */
export const SamlRoleMapping = z.union([TeamRole, z.strictObject({ accessGroupId: z.string().min(1) })]);
export type SamlRoleMapping = z.infer<typeof SamlRoleMapping>;

export const TeamSaml = z.looseObject({
  enforced: z.boolean().optional(),
  roles: z.record(z.string(), SamlRoleMapping).optional(),
});

/**
 * The settings GET and PATCH /v2/teams/{teamId} answer (the SDK's `Team`): what the Terraform
 * provider's `vercel_team_config` reads back. `inviteCode` is there for owners.
 */
export const TeamWithSettings = Team.extend({
  emailDomain: z.string().nullable().optional(),
  previewDeploymentSuffix: z.string().nullable().optional(),
  inviteCode: z.string().optional(),
  enablePreviewFeedback: z.string().nullable().optional(),
  enableProductionFeedback: z.string().nullable().optional(),
  sensitiveEnvironmentVariablePolicy: z.string().nullable().optional(),
  hideIpAddresses: z.boolean().nullable().optional(),
  hideIpAddressesInLogDrains: z.boolean().nullable().optional(),
  remoteCaching: z.looseObject({ enabled: z.boolean().optional() }).nullable().optional(),
  saml: z
    .looseObject({
      enforced: z.boolean().optional(),
      roles: z
        .record(z.string(), z.union([z.string(), z.looseObject({ accessGroupId: z.string() })]))
        .optional(),
    })
    .nullable()
    .optional(),
});
export type TeamWithSettings = z.infer<typeof TeamWithSettings>;

export const TeamPatchRequest = z.looseObject({
  avatar: z.string().nullable().optional(),
  description: z.string().max(140, "is at most 140 characters").optional(),
  emailDomain: z.string().regex(DOMAIN_NAME, "is not a domain name").nullable().optional(),
  name: z.string().min(1, "is required").max(256, "is at most 256 characters").optional(),
  previewDeploymentSuffix: z.string().regex(DOMAIN_NAME, "is not a domain name").nullable().optional(),
  regenerateInviteCode: z.boolean().optional(),
  saml: TeamSaml.optional(),
  slug: z.string().regex(TEAM_SLUG, "is 1 to 48 lowercase letters, digits and inner hyphens").optional(),
  enablePreviewFeedback: z.enum(FEEDBACK_MODES).optional(),
  enableProductionFeedback: z.enum(FEEDBACK_MODES).optional(),
  sensitiveEnvironmentVariablePolicy: z.enum(SENSITIVE_ENV_POLICIES).optional(),
  remoteCaching: z.object({ enabled: z.boolean().optional() }).optional(),
  hideIpAddresses: z.boolean().optional(),
  hideIpAddressesInLogDrains: z.boolean().optional(),
});
export type TeamPatchRequest = z.infer<typeof TeamPatchRequest>;
