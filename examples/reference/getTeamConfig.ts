import * as vercel from "vercel-pulumi";

// By the team's id (`team_…`) or its slug.
const team = vercel.getTeamConfigOutput({ id: "acme" });

export const teamName = team.name;
export const sensitiveEnvironmentVariablePolicy = team.sensitiveEnvironmentVariablePolicy;
export const remoteCachingEnabled = team.remoteCaching.enabled;
