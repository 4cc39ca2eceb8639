import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const site = vercel.getProjectDirectoryOutput({ path: "../site" });

const deployment = new vercel.Deployment("site", {
  projectId: web.id,
  files: site.files,
  // Deploys ../site/index.html as index.html.
  pathPrefix: "../site",
  production: true,
});

export const fileCount = site.files.apply((files) => Object.keys(files).length);
export const deploymentUrl = deployment.url;
