import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", {
  name: "acme-web",
  framework: "nextjs",
  nodeVersion: "22.x",
  gitRepository: {
    type: "github",
    repo: "acme/web",
    productionBranch: "main",
  },
  vercelAuthentication: { deploymentType: "standard_protection_new" },
  skewProtection: "12 hours",
});

export const projectId = web.id;
