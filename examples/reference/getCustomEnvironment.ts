import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const staging = vercel.getCustomEnvironmentOutput({ projectId: web.id, name: "staging" });

export const stagingEnvironmentId = staging.id;
export const stagingBranchPattern = staging.apply((environment) => environment.branchTracking?.pattern);
