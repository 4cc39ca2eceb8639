import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
// Run `vercel build` in ../web first: this reads ../web/.vercel/output.
const built = vercel.getPrebuiltProjectOutput({ path: "../web", projectId: web.id });

const deployment = new vercel.Deployment("web", {
  projectId: web.id,
  files: built.output,
  pathPrefix: "../web",
  production: true,
});

export const deploymentUrl = deployment.url;
