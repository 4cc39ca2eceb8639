import * as vercel from "vercel-pulumi";

const docs = new vercel.Project("docs", { name: "acme-docs", framework: "vite" });

// The folder is read at preview: a changed file shows as a new deployment before anything is uploaded.
const release = new vercel.Deployment("docs", {
  projectId: docs.id,
  directory: "./docs",
  production: true,
  projectSettings: { buildCommand: "npm run build", outputDirectory: "dist" },
  environment: { DOCS_VERSION: "2026.12" },
});

export const deploymentUrl = release.url;
export const servedAt = release.aliases;
