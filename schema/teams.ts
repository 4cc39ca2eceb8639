// Wire types of the caller's identity: GET /v2/user (the authenticated user) and
// GET /v2/teams/{teamId} (a team, by id or slug). The provider resolves the owner of every
// object through them once per process; the emulator serves them.
import { z } from "zod";
import { EpochMs } from "./common";

/** The authenticated user (the `user` field of GET /v2/user). Only the fields the provider reads are strict. */
export const User = z.looseObject({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable().optional(),
  /** The team the user's dashboard opens on; null for a personal-only account. */
  defaultTeamId: z.string().nullable().optional(),
  createdAt: EpochMs.optional(),
});
export type User = z.infer<typeof User>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

/** A team, as GET /v2/teams/{teamId} returns it (the path accepts the id or the slug). */
export const Team = z.looseObject({
  id: z.string().startsWith("team_"),
  slug: z.string(),
  name: z.string().nullable(),
  createdAt: EpochMs.optional(),
});
export type Team = z.infer<typeof Team>;
