import * as vercel from "vercel-pulumi";

const staging = vercel.getAliasOutput({ alias: "staging.example.com" });
const deployment = vercel.getDeploymentOutput({ id: staging.deploymentId });

export const stagingDeploymentId = staging.deploymentId;
export const stagingDeploymentUrl = deployment.url;
