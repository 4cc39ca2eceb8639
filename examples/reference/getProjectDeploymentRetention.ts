import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const retention = vercel.getProjectDeploymentRetentionOutput({ projectId: web.id });

export const previewRetention = retention.expirationPreview;
export const productionRetention = retention.expirationProduction;
