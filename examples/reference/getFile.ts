import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const page = vercel.getFileOutput({ path: "maintenance/index.html" });

const maintenance = new vercel.Deployment("maintenance", {
  projectId: web.id,
  files: page.file,
  pathPrefix: "maintenance",
});

export const maintenanceUrl = maintenance.url;
