import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", {
  name: "acme-web",
  gitRepository: { type: "github", repo: "acme/web" },
});

const retention = new vercel.ProjectDeploymentRetention("web-retention", {
  projectId: web.id,
  expirationPreview: "1m",
  expirationProduction: "1y",
  expirationCanceled: "1w",
  expirationErrored: "2m",
});

export const productionRetention = retention.expirationProduction;
