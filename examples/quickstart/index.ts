// The quickstart: one project, configured the way a platform team keeps it in code.
// Settings come from stack config (`vercel:apiToken` as a secret, `vercel:team`, `vercel:apiUrl`)
// or from VERCEL_API_TOKEN / VERCEL_TEAM / VERCEL_API_URL.
import * as vercel from "vercel-pulumi";

const site = new vercel.Project("site", {
  name: "quickstart-site",
  framework: "nextjs",
  buildCommand: "npm run build",
  outputDirectory: ".next",
  nodeVersion: "22.x",
  gitRepository: { type: "github", repo: "acme/quickstart-site" },
});

export const projectId = site.id;
export const projectName = site.name;
export const accountId = site.accountId;
export const createdAt = site.createdAt;
