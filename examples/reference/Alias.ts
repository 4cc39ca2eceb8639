import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });
const preview = new vercel.Deployment("web-preview", { projectId: web.id, directory: "./web" });

// Points the hostname at the deployment; a new deployment moves it in place.
const staging = new vercel.Alias("staging", {
  alias: "acme-web-staging.vercel.app",
  deploymentId: preview.deploymentId,
});

export const stagingUrl = staging.alias.apply((hostname) => `https://${hostname}`);
