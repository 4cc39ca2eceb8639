// Who owns the objects a call creates: a team (by id or slug) or, when none is named, the token's
// own scope. On the platform every account of today is a team (GET /v2/user says
// `version: "northstar"`): a call naming no team acts for the account's default team, the Hobby
// team it was created with, as the vercel CLI scopes such a user to `defaultTeamId`. An older
// account keeps a personal scope, its user id. Either way the owner is pinned by id, and a team is
// always named in the calls (`?teamId=`), whether the platform would default to it or not.
// Resolved once per process: the answer cannot change while a deployment runs, and a second
// client for the same API and token (a second `configure()`) reuses it.
import { Team, UserResponse } from "../../schema/teams";
import { ForbiddenError } from "./errors";
import type { HttpClient } from "./http";

export type Owner = { kind: "team"; id: string; slug: string } | { kind: "user"; id: string };

/** GET /v2/user's `version` of an account that is a team (its own scope is its default team). */
const ACCOUNT_IS_A_TEAM = "northstar";

/** Keyed by API, token fingerprint and team; a pending lookup is shared by concurrent callers. */
const resolved = new Map<string, Promise<Owner>>();

/** Forgets every resolved owner, so the next resolve asks the API again (tests, a rotated token). */
export function forgetResolvedOwners(): void {
  resolved.clear();
}

/** The token is valid but cannot act for this team. */
export class TeamAccessError extends ForbiddenError {
  readonly team: string;

  constructor(cause: ForbiddenError, team: string) {
    super(
      { ...cause, message: cause.apiMessage },
      `the API token cannot access team "${team}" (${cause.method} ${cause.host} ${cause.path} answered ` +
        `${cause.status} ${cause.code}): check vercel:team and the token's scope`,
    );
    this.team = team;
  }
}

export class OwnersApi {
  constructor(private readonly http: HttpClient) {}

  /** `team` is a `team_...` id or a slug; undefined means the token's own scope (see above). */
  resolve(team: string | undefined): Promise<Owner> {
    const key = `${this.http.credentialKey} ${team ?? ""}`;
    let owner = resolved.get(key);
    if (!owner) {
      owner = this.fetch(team);
      resolved.set(key, owner);
      // A failure is not an answer: the next call asks again.
      owner.catch(() => {
        if (resolved.get(key) === owner) resolved.delete(key);
      });
    }
    return owner;
  }

  /**
   * The token's personal account and its username; an account that is a team has none (its own
   * scope is its default team), which is an error here.
   */
  async personal(): Promise<{ owner: Extract<Owner, { kind: "user" }>; username: string }> {
    const http = this.http.withScope("personal");
    const { user } = await http.request({ method: "GET", path: "/v2/user", response: UserResponse });
    if (user.version === ACCOUNT_IS_A_TEAM) {
      throw new Error(
        `the token's account (${user.username}) has no personal account: its own scope is its default team, ${user.defaultTeamId ?? "(none)"}`,
      );
    }
    return { owner: { kind: "user", id: user.id }, username: user.username };
  }

  private async fetch(team: string | undefined): Promise<Owner> {
    // Identity routes take no team parameter, whatever team the client defaults to.
    const http = this.http.withScope("personal");
    if (team === undefined) {
      const { user } = await http.request({ method: "GET", path: "/v2/user", response: UserResponse });
      if (user.version === ACCOUNT_IS_A_TEAM && user.defaultTeamId) {
        return { kind: "team", id: user.defaultTeamId, slug: "" };
      }
      return { kind: "user", id: user.id };
    }
    try {
      const found = await http.request({
        method: "GET",
        path: "/v2/teams/{teamId}",
        params: { teamId: team },
        response: Team,
      });
      return { kind: "team", id: found.id, slug: found.slug };
    } catch (error) {
      if (error instanceof ForbiddenError) throw new TeamAccessError(error, team);
      throw error;
    }
  }
}
