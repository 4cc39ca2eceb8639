import * as vercel from "vercel-pulumi";

// A variable is found by its key and its exact set of targets (or by its id alone).
const sentryDsn = vercel.getSharedEnvironmentVariableOutput({
  key: "SENTRY_DSN",
  targets: ["production", "preview"],
});

export const sentryDsnId = sentryDsn.id;
export const linkedProjectIds = sentryDsn.projectIds;
