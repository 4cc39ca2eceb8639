// Who calls the emulator: users, the teams they belong to, and their tokens. They live in the store
// (persisted with --state, undone with a failed transaction) under one global owner key, since they
// belong to nobody. The default user and team have fixed ids so that tests, examples and state files
// can name them; the tokens given at start act as the default user.
import type { TeamRole } from "../../../schema/access-roles";
import type { FEEDBACK_MODES, Plan, SamlRoleMapping, SENSITIVE_ENV_POLICIES } from "../../../schema/teams";
import { forbidden, notFound } from "../../errors";
import type { Store } from "../../store";

/** The user the tokens given at start authenticate as; also the owner id of its personal account. */
export const DEFAULT_USER_ID = "user_EmulatorUser000000000000";

export interface Team {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

/** GET /v2/user's `version` of an account that is a team (the vercel CLI branches on it). */
export const NORTHSTAR = "northstar";

/** The default user's one team, selected with `?teamId=` or `?slug=`. */
export const DEFAULT_TEAM: Team = Object.freeze({
  id: "team_EmulatorTeam000000000000",
  slug: "emulator",
  name: "Emulator",
});

/** Identities are nobody's resources: every one of them is stored under this owner key. */
export const IDENTITY_OWNER = "_global";

/** Collections that hold identities rather than platform resources (left out of `/_emulator/state`). */
export const IDENTITY_COLLECTIONS: ReadonlySet<string> = new Set(["users", "teams", "tokens"]);

/** A personal account is on Hobby; a team is on Pro unless created on another plan. */
export const PERSONAL_PLAN: Plan = "hobby";
export const DEFAULT_TEAM_PLAN: Plan = "pro";

/**
 * Custom environments per project that each plan allows (the list's `accountLimit.total`). The
 * emulator reports the figure but does not enforce it, so tests can make as many as they need.
 */
const CUSTOM_ENVIRONMENT_LIMITS: Readonly<Record<Plan, number>> = { hobby: 1, pro: 1, enterprise: 12 };

export interface StoredUser {
  id: string;
  username: string;
  email: string;
  name: string | null;
  createdAt: number;
  /**
   * "northstar": an account of today's kind, where every account is a team. It was created with a
   * Hobby team of its own, `defaultTeamId`, and a call that names no team acts for that team.
   * Absent: an older account, whose calls without a team act for its personal account (the
   * default user is one, so the suites' personal-account cases keep their owner).
   */
  version?: typeof NORTHSTAR;
  /** The team a northstar account was created with; absent for an older one. */
  defaultTeamId?: string;
  /** When the user asked for the account to be deleted (DELETE /v1/user); it goes once confirmed by email. */
  deletionRequestedAt?: number;
}

export interface StoredTeam {
  id: string;
  slug: string;
  name: string | null;
  /** User ids, in the order given; membership is what scoping checks. */
  memberIds: string[];
  /** Absent in state files from before plans were stored: the default team plan. */
  plan?: Plan;
  /** The user who created the team (the first member given); absent in older state files. */
  creatorId?: string;
  createdAt: number;
  /** Moves on every write to the team (members); absent in older state files: `createdAt`. */
  updatedAt?: number;
  /**
   * Each member's role on the team, by user id. A member without an entry is an OWNER: every
   * member of a team made before roles were stored (and of the admin API without `roles`) was one.
   */
  roles?: Record<string, TeamRole>;
  /** When each member joined, by user id; absent: the team's `createdAt`. */
  joinedAt?: Record<string, number>;
  /** Invitations sent to an email that no user of the emulator has (it has no mail to send). */
  invites?: StoredInvite[];
  /** The team's Remote Caching switch (the platform's `Team.remoteCaching`); absent: enabled. */
  remoteCaching?: { enabled: boolean };
  /** What PATCH /v2/teams/{teamId} set (settings.ts); absent fields: the platform's defaults. */
  settings?: TeamSettings;
}

type Feedback = (typeof FEEDBACK_MODES)[number];

/** What PATCH keeps on the team record (StoredTeam.settings); absent: the platform's default. */
export interface TeamSettings {
  avatar?: string | null;
  description?: string;
  emailDomain?: string | null;
  previewDeploymentSuffix?: string | null;
  inviteCode?: string;
  saml?: { enforced?: boolean; roles?: Record<string, SamlRoleMapping> };
  enablePreviewFeedback?: Feedback;
  enableProductionFeedback?: Feedback;
  sensitiveEnvironmentVariablePolicy?: (typeof SENSITIVE_ENV_POLICIES)[number];
  hideIpAddresses?: boolean;
  hideIpAddressesInLogDrains?: boolean;
}

export interface StoredInvite {
  id: string;
  email: string;
  role: TeamRole;
  createdAt: number;
}

export interface StoredToken {
  /** The token's SHA-256 (`tokens.ts`), never the token itself. */
  id: string;
  userId: string;
  createdAt: number;
  /**
   * The id the authentication routes name it by (`GET /v5/user/tokens/{tokenId}`); tokens issued by
   * the admin API before these routes existed have none and are listed under their hash's start.
   */
  tokenId?: string;
  name?: string;
  /** Epoch ms after which the token is refused. */
  expiresAt?: number;
  /** A token made with `?teamId=` acts for that team only. */
  teamId?: string;
  /** The token's first and last characters, as the dashboard shows them; never enough to use it. */
  prefix?: string;
  suffix?: string;
}

export const usersOf = (store: Store) => store.collection<StoredUser>("users");
export const teamsOf = (store: Store) => store.collection<StoredTeam>("teams");
export const tokensOf = (store: Store) => store.collection<StoredToken>("tokens");

export function findUser(store: Store, userId: string): StoredUser | undefined {
  return usersOf(store).get(IDENTITY_OWNER, userId);
}

/** `{teamId}` path parameters accept the id or the slug. */
export function findTeam(store: Store, idOrSlug: string): StoredTeam | undefined {
  return teamsOf(store).find(IDENTITY_OWNER, (t) => t.id === idOrSlug || t.slug === idOrSlug);
}

/** The team a `:teamId` path names, which the caller must be a member of (403 as for any team not theirs). */
export function callersTeam(store: Store, userId: string, teamId: string): StoredTeam {
  const team = findTeam(store, teamId);
  if (!team) throw notFound(`Team not found: ${teamId}`);
  if (!teamRoleOf(team, userId)) throw forbidden(`Not authorized to access the team "${teamId}"`);
  return team;
}

/** The teams `userId` belongs to, oldest first. */
export function teamsOfUser(store: Store, userId: string): StoredTeam[] {
  return teamsOf(store)
    .list(IDENTITY_OWNER)
    .filter((t) => t.memberIds.includes(userId));
}

/** A member's role on the team (OWNER for a member without a stored role); undefined for a non-member. */
export function teamRoleOf(team: StoredTeam, userId: string): TeamRole | undefined {
  if (!team.memberIds.includes(userId)) return undefined;
  return team.roles?.[userId] ?? "OWNER";
}

/** Turn the team's Remote Caching on or off (`/_emulator/teams/:teamId/remote-caching`). */
export function setRemoteCaching(store: Store, team: StoredTeam, enabled: boolean): StoredTeam {
  return teamsOf(store).replace(IDENTITY_OWNER, {
    ...team,
    remoteCaching: { enabled },
    updatedAt: store.now(),
  });
}

/** The team of `ownerId` when it is one; undefined for a personal account. */
export function teamOfOwner(store: Store, ownerId: string): StoredTeam | undefined {
  return teamsOf(store).get(IDENTITY_OWNER, ownerId);
}

/** A user by id, username or email (the ways project members and invitations name one). */
export function findUserBy(
  store: Store,
  by: { uid?: string | undefined; username?: string | undefined; email?: string | undefined },
): StoredUser | undefined {
  return usersOf(store).find(
    IDENTITY_OWNER,
    (u) =>
      (by.uid !== undefined && u.id === by.uid) ||
      (by.username !== undefined && u.username === by.username) ||
      (by.email !== undefined && u.email.toLowerCase() === by.email.toLowerCase()),
  );
}

/** Saves a changed team, stamping `updatedAt`. */
export function saveTeam(store: Store, team: StoredTeam): StoredTeam {
  team.updatedAt = store.now();
  return teamsOf(store).replace(IDENTITY_OWNER, team);
}

/** The billing plan of an owner: a team's own, else the personal account's. */
export function planOf(store: Store, ownerId: string): Plan {
  const team = teamsOf(store).get(IDENTITY_OWNER, ownerId);
  return team ? (team.plan ?? DEFAULT_TEAM_PLAN) : PERSONAL_PLAN;
}

/** How many custom environments per project the owner's plan allows. */
export function customEnvironmentLimit(store: Store, ownerId: string): number {
  return CUSTOM_ENVIRONMENT_LIMITS[planOf(store, ownerId)];
}

/**
 * The prefix of the account's preview hostnames: the platform derives it from the account's handle
 * (the team's slug, the user's username), lower case, at most 32 characters.
 */
export function stagingPrefixOf(handle: string): string {
  return handle.toLowerCase().slice(0, 32);
}

/** A user as GET /v2/user reports it: with a default team, or null for none. */
export type UserWithDefaultTeam = Omit<StoredUser, "defaultTeamId"> & { defaultTeamId: string | null };

/**
 * The user with what the platform derives: its default team, the one it was created with (a
 * northstar account) or else the one its dashboard opens on (the oldest it is in).
 */
export function withDefaultTeam(store: Store, user: StoredUser): UserWithDefaultTeam {
  return { ...user, defaultTeamId: user.defaultTeamId ?? teamsOfUser(store, user.id)[0]?.id ?? null };
}

/**
 * Whom a call that names no team acts for: a northstar account's default team (while it is still
 * a member), else the caller's personal account, whose owner id is its user id.
 */
export function ownScope(store: Store, userId: string): string {
  const user = findUser(store, userId);
  if (user?.version !== NORTHSTAR || user.defaultTeamId === undefined) return userId;
  const team = teamsOf(store).get(IDENTITY_OWNER, user.defaultTeamId);
  return team?.memberIds.includes(userId) ? team.id : userId;
}

/** Fixed, so that the default identities sort before every created one. */
const DEFAULTS_CREATED_AT = Date.UTC(2024, 0, 1);

/**
 * Put the default user and team back where they are missing: on start (an empty store or a state
 * file from before identities were stored) and after a reset. Runs inside a transaction.
 */
export function ensureDefaultIdentities(store: Store): void {
  if (!findUser(store, DEFAULT_USER_ID)) {
    usersOf(store).insert(IDENTITY_OWNER, {
      id: DEFAULT_USER_ID,
      username: "emulator",
      email: "emulator@example.com",
      name: "Emulator User",
      createdAt: DEFAULTS_CREATED_AT,
    });
  }
  if (!teamsOf(store).get(IDENTITY_OWNER, DEFAULT_TEAM.id)) {
    teamsOf(store).insert(IDENTITY_OWNER, {
      ...DEFAULT_TEAM,
      memberIds: [DEFAULT_USER_ID],
      plan: DEFAULT_TEAM_PLAN,
      creatorId: DEFAULT_USER_ID,
      createdAt: DEFAULTS_CREATED_AT,
      updatedAt: DEFAULTS_CREATED_AT,
    });
  }
}
