// A team's settings: GET and PATCH /v2/teams/{teamId} (the SDK's `getTeam` and `patchTeam`), what the
// Terraform provider's `vercel_team_config` reads and writes. A PATCH sends only what it changes and
// is idempotent (the same body twice leaves the same settings), so it is retried like a read.
import { TeamWithSettings, type TeamPatchRequest } from "../../../schema/teams";
import type { HttpClient } from "../../client/http";

const TEAM = "/v2/teams/{teamId}";

export class TeamSettingsApi {
  constructor(private readonly http: HttpClient) {}

  get(teamId: string): Promise<TeamWithSettings> {
    return this.http.request({ method: "GET", path: TEAM, params: { teamId }, response: TeamWithSettings });
  }

  patch(teamId: string, body: TeamPatchRequest): Promise<TeamWithSettings> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: TEAM,
      params: { teamId },
      body,
      response: TeamWithSettings,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    teamSettings: TeamSettingsApi;
  }
}
