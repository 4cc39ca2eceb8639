// Wire types of a team's members (the catalogue leaves the teams group in its gap; shapes from
// @vercel/sdk's getteammembersop, inviteusertoteamop / invitedteammember, updateteammemberop,
// removeteammemberop).
import { z } from "zod";
import { EpochMs } from "./common";
import { GrantedProjectRole, ProjectRole, TeamRole } from "./access-roles";

const ProjectGrant = z.object({ projectId: z.string().min(1), role: GrantedProjectRole });

/**
 * One invitation: POST /v2/teams/{teamId}/members takes one, or (the SDK's newer model) a list;
 * by `email`, or by `uid` for an existing user (as the Terraform provider's `user_id`).
 */
export const TeamInvite = z
  .object({
    email: z.email().optional(),
    uid: z.string().min(1).optional(),
    role: TeamRole.optional(),
    projects: z.array(ProjectGrant).optional(),
  })
  .refine((invite) => invite.email ?? invite.uid, { message: 'one of "email" or "uid" is required' });
export type TeamInvite = z.infer<typeof TeamInvite>;
export const TeamInviteRequest = z.union([TeamInvite, z.array(TeamInvite).min(1).max(1)]);

export const InvitedTeamMember = z.looseObject({
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  role: TeamRole,
});

/** PATCH /v1/teams/{teamId}/members/{uid}: a `null` project role removes the member from it. */
export const TeamMemberUpdateRequest = z.object({
  role: TeamRole.optional(),
  confirmed: z.literal(true).optional(),
  projects: z
    .array(z.object({ projectId: z.string().min(1), role: GrantedProjectRole.nullable() }))
    .optional(),
});
export type TeamMemberUpdateRequest = z.infer<typeof TeamMemberUpdateRequest>;

export const TeamMember = z.looseObject({
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string().optional(),
  confirmed: z.boolean(),
  createdAt: EpochMs,
  role: TeamRole,
  projects: z.array(z.object({ id: z.string(), name: z.string(), role: ProjectRole.optional() })).optional(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const EmailInvite = z.looseObject({
  id: z.string(),
  email: z.string().optional(),
  role: TeamRole.optional(),
  isDSyncUser: z.boolean(),
  createdAt: EpochMs.optional(),
});

export type EmailInvite = z.infer<typeof EmailInvite>;

export const TeamMemberList = z.object({
  members: z.array(TeamMember),
  emailInviteCodes: z.array(EmailInvite).optional(),
  pagination: z.object({
    count: z.number().int(),
    hasNext: z.boolean(),
    next: z.number().nullable(),
    prev: z.number().nullable(),
  }),
});

/** The update and remove answers: the member's user id. */
export const MemberIdAnswer = z.object({ id: z.string() });
