import * as vercel from "vercel-pulumi";

// By id (`dpl_…`) or by URL.
const release = vercel.getDeploymentOutput({ id: "acme-web-7f3k2m9qa-acme.vercel.app" });

export const deploymentId = release.deploymentId;
export const readyState = release.readyState;
export const servedAt = release.aliases;
