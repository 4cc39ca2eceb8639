import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });
const api = new vercel.Project("api", { name: "acme-api" });

const sentryDsn = new vercel.SharedEnvironmentVariable("sentry-dsn", {
  key: "SENTRY_DSN",
  value: config.requireSecret("sentryDsn"),
  targets: ["production", "preview"],
  projectIds: [web.id, api.id],
  comment: "Error reporting for every Acme app",
});

export const sharedVariableId = sentryDsn.id;
