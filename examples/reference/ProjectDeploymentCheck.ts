// Production domains move to a new deployment only once CI reports the e2e run on it as passed.
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", {
  name: "acme-web",
  framework: "nextjs",
  gitRepository: { type: "github", repo: "acme/web" },
});

const e2e = new vercel.ProjectDeploymentCheck("web-e2e", {
  projectId: web.id,
  name: "e2e",
  requires: "deployment-url",
  blocks: "deployment-alias",
  targets: ["production"],
  timeout: 900,
  source: { kind: "git-provider", provider: "github", externalCheckName: "e2e" },
});

export const checkId = e2e.checkId;
