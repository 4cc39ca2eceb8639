// getTeamConfig: a team's settings by its id, as the Terraform data source `vercel_team_config`:
// the TeamConfig resource's outputs (without the avatar, which the platform answers as a hash only).
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { Id } from "./access-inputs";
import { settingsOutputs, TeamSettingsOutputs } from "./team-settings";

export const getTeamConfigFunction = defineFunction({
  name: "getTeamConfig",
  subject: "TeamConfig",
  description:
    "A team's settings by its id: name, slug, description, email domain, preview suffix, toolbar and sensitive-env policies, IP hiding, Remote Caching, SAML and the invite code (secret).",
  labelArg: "id",
  args: z.strictObject({ id: Id.describe("The team's id (`team_…`) or slug.") }),
  result: TeamSettingsOutputs.extend({ id: z.string().describe("The team's id (`team_…`).") }),
  secretResults: ["inviteCode"],
  async call(ctx, args) {
    const team = await ctx.client.teamSettings.get(args.id);
    return { id: team.id, ...settingsOutputs(team) };
  },
});
