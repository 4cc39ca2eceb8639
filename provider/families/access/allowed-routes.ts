// Routes the access family's client calls although @vercel/sdk's model says otherwise, each with its
// evidence; test/support/sdk-requests/ holds every other request the provider sends to the SDK's models.
import type { AllowedRoute } from "../../../test/support/sdk-requests/allowed-route";

export const allowedRoutes: readonly AllowedRoute[] = [
  {
    method: "POST",
    template: "/v1/teams/{teamId}/members",
    // The SDK has the path as v2, with a body of emails only; the platform's documents leave the teams group out.
    kind: "other-version",
    evidence:
      "the Terraform provider's vercel_team_member adds an existing user by id: client/team_member.go " +
      '`TeamMemberInviteRequest { UserID string `json:"uid,omitempty"`; Email ...; Role ... }` sent by ' +
      '`InviteTeamMember` to `fmt.Sprintf("%s/v1/teams/%s/members", ...)`, `method: "POST"` (commit ' +
      "91135cb3e3dede8430694ce6586aa885e5f61268); @vercel/sdk 1.28.35 has only POST /v2/teams/{teamId}/members, " +
      "whose model takes emails only.",
  },
  {
    method: "GET",
    template: "/teams/{teamId}/dsync/groups",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider's vercel_dsync_groups data source lists a team's directory-sync groups through it: " +
      "github.com/vercel/terraform-provider-vercel client/dsync_groups.go (commit " +
      "20dfecc4e981be2c8a802c23986b8217f9cf4d1a) `GetDsyncGroups`: " +
      '`fmt.Sprintf("%s/teams/%s/dsync/groups", c.baseURL, TeamID)`, paged with `?after=`, answer ' +
      "`{ groups: [{ id, name }], pagination: { before, after } }`; @vercel/sdk 1.28.35 has only POST " +
      "/v1/teams/{teamId}/dsync-roles.",
  },
];
