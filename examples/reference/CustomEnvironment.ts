import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", {
  name: "acme-web",
  framework: "nextjs",
  gitRepository: { type: "github", repo: "acme/web" },
});

const staging = new vercel.CustomEnvironment("staging", {
  projectId: web.id,
  name: "staging",
  description: "Release candidates, before production",
  branchTracking: { type: "startsWith", pattern: "release/" },
});

export const stagingEnvironmentId = staging.id;
