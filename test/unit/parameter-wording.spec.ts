// API errors' words about team query parameters, put as the settings a provider user controls.
import { expect } from "chai";
import { inUserSettings } from "../../provider/operations/parameter-wording";

describe("API error wording about query parameters", () => {
  const cases: Array<[string, string]> = [
    [
      "Shared environment variables belong to a team: call with ?teamId= or ?slug=",
      "Shared environment variables belong to a team: set `vercel:team` or `teamId`",
    ],
    [
      "This token belongs to an installation on the team team_1: add ?teamId=team_1 to the request",
      "This token belongs to an installation on the team team_1: set `vercel:team` or `teamId` to team_1",
    ],
    ["Missing the teamId query parameter", "Missing `vercel:team` or `teamId`"],
    ["Invalid query parameter `slug`", "Invalid `vercel:team` or `teamId`"],
    ["Not allowed for ?teamId=team_2", "Not allowed for team team_2 (`vercel:team` or `teamId`)"],
  ];
  for (const [api, user] of cases) {
    it(`rewrites "${api}"`, () => {
      expect(inUserSettings(api)).to.equal(user);
    });
  }

  it("leaves other messages, and other words for teams, as they are", () => {
    for (const text of [
      'Not authorized to access the team "acme"',
      "Project not found",
      'Invalid request: "limit" must be at most 100',
    ]) {
      expect(inUserSettings(text)).to.equal(text);
    }
  });
});
