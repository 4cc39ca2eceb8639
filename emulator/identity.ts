// Who the emulator's tokens act as. Every accepted token is the same user, who belongs to exactly
// one team; ids are fixed (not random) so that tests, examples and state files can name them.

/** The user every accepted token authenticates as; also the owner id of its personal account. */
export const DEFAULT_USER_ID = "user_EmulatorUser000000000000";

export interface Team {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

/** The one team the user belongs to, selected with `?teamId=` or `?slug=`. */
export const DEFAULT_TEAM: Team = Object.freeze({
  id: "team_EmulatorTeam000000000000",
  slug: "emulator",
  name: "Emulator",
});
