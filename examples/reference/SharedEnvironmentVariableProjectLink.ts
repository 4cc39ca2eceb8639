// Attaches a project to a shared variable that another program (or stack) manages.
import * as vercel from "vercel-pulumi";

const docs = new vercel.Project("docs", { name: "acme-docs", framework: "nextjs" });

const sentryDsn = vercel.getSharedEnvironmentVariableOutput({
  key: "SENTRY_DSN",
  targets: ["production", "preview"],
});

const link = new vercel.SharedEnvironmentVariableProjectLink("docs-sentry-dsn", {
  sharedEnvironmentVariableId: sentryDsn.id,
  projectId: docs.id,
});

export const linkId = link.id;
