// The team's configuration is team.yaml: this program only hands it to the TeamFile component,
// which checks the whole file (reporting each problem with its line) before creating anything.
import { join } from "node:path";
import * as vercel from "vercel-pulumi";

const team = new vercel.TeamFile("team", { file: join(__dirname, "team.yaml") });

/** What other programs and the tests read: the projects' ids and the store's read token. */
export const projectIds = {
  web: team.resource<vercel.Project>("Project", "web").id,
  api: team.resource<vercel.Project>("Project", "api").id,
};
export const edgeConfigConnection = team.resource<vercel.EdgeConfigToken>(
  "EdgeConfigToken",
  "web-settings/web",
).connectionString;
export const resourceCount = Object.keys(team.resources).length;
