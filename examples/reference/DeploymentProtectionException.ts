import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", {
  name: "acme-web",
  framework: "nextjs",
  vercelAuthentication: { deploymentType: "standard_protection" },
});
const preview = new vercel.Deployment("design-review", { projectId: web.id, directory: "./web" });
const review = new vercel.Alias("design-review", {
  alias: "acme-design-review.vercel.app",
  deploymentId: preview.deploymentId,
});

// This preview alias is public; the project's other deployments stay protected.
const exception = new vercel.DeploymentProtectionException("design-review", {
  projectId: web.id,
  alias: review.alias,
});

export const publicPreview = exception.alias;
