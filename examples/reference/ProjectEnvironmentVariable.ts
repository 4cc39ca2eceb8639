import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const databaseUrl = new vercel.ProjectEnvironmentVariable("database-url", {
  projectId: web.id,
  key: "DATABASE_URL",
  value: config.requireSecret("databaseUrl"),
  targets: ["production", "preview"],
  sensitive: true,
  comment: "Primary Postgres cluster",
});

export const variableId = databaseUrl.id;
