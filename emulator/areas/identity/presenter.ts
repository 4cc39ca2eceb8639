// The identity area's wire shapes: the stored user and team as the platform answers them
// (@vercel/sdk models AuthUser and Team). A team's avatar, description and other settings are what
// PATCH /v2/teams/{teamId} kept (settings.ts); trials and blocks answer their "none" value; the plan,
// prefix and dates come from the store.
import { createHash } from "node:crypto";
import type { Team as WireTeam, User } from "../../../schema/teams";
import {
  DEFAULT_TEAM_PLAN,
  PERSONAL_PLAN,
  stagingPrefixOf,
  teamRoleOf,
  type StoredTeam,
  type UserWithDefaultTeam,
} from "./store";

/** GET /v2/user's `user`: the full (not the limited) user, with its derived default team. */
export function presentUser(user: UserWithDefaultTeam): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    avatar: null,
    defaultTeamId: user.defaultTeamId,
    createdAt: user.createdAt,
    billing: { plan: PERSONAL_PLAN },
    hasTrialAvailable: false,
    softBlock: null,
    stagingPrefix: stagingPrefixOf(user.username),
    resourceConfig: {},
    ...(user.version ? { version: user.version } : {}),
  };
}

/**
 * A team as one member sees it: the invite code is "only visible to Team owners" (@vercel/sdk's
 * Team model), so a view for another role leaves it out. Never stored: a handler answers it.
 */
export type TeamView = StoredTeam & { readonly viewerIsOwner?: boolean };

export function teamSeenBy(team: StoredTeam, userId: string): TeamView {
  return { ...team, viewerIsOwner: teamRoleOf(team, userId) === "OWNER" };
}

/** The platform's Team: membership is the emulator's bookkeeping, not part of the wire shape. */
export function presentTeam(team: TeamView): WireTeam {
  return {
    id: team.id,
    slug: team.slug,
    name: team.name,
    avatar: team.settings?.avatar ?? null,
    description: team.settings?.description ?? null,
    billing: { plan: team.plan ?? DEFAULT_TEAM_PLAN },
    ...presentSettings(team),
    creatorId: team.creatorId ?? team.memberIds[0] ?? "",
    stagingPrefix: stagingPrefixOf(team.slug),
    createdAt: team.createdAt,
    updatedAt: team.updatedAt ?? team.createdAt,
  };
}

/** The settings PATCH keeps (settings.ts), as the SDK's Team fields; unset ones are the defaults. */
function presentSettings(team: TeamView) {
  const settings = team.settings ?? {};
  return {
    emailDomain: settings.emailDomain ?? null,
    previewDeploymentSuffix: settings.previewDeploymentSuffix ?? null,
    enablePreviewFeedback: settings.enablePreviewFeedback ?? "default",
    enableProductionFeedback: settings.enableProductionFeedback ?? "default",
    sensitiveEnvironmentVariablePolicy: settings.sensitiveEnvironmentVariablePolicy ?? "default",
    hideIpAddresses: settings.hideIpAddresses ?? false,
    hideIpAddressesInLogDrains: settings.hideIpAddressesInLogDrains ?? false,
    remoteCaching: { enabled: team.remoteCaching?.enabled !== false },
    ...(team.viewerIsOwner === false ? {} : { inviteCode: settings.inviteCode ?? firstInviteCode(team.id) }),
    ...(settings.saml === undefined ? {} : { saml: settings.saml }),
  };
}

/** The invite code a team has until one is regenerated: stable, so reads agree with each other. */
function firstInviteCode(teamId: string): string {
  return createHash("sha256").update(`invite:${teamId}`).digest("hex").slice(0, 12);
}
