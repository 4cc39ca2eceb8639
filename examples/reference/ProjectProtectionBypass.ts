import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", {
  name: "acme-web",
  framework: "nextjs",
  vercelAuthentication: { deploymentType: "standard_protection" },
});

// The secret (generated here) goes in the `x-vercel-protection-bypass` header of CI's requests.
const e2e = new vercel.ProjectProtectionBypass("e2e", {
  projectId: web.id,
  note: "Playwright end-to-end tests",
  isEnvVar: true,
});

export const bypassSecret = e2e.secret;
