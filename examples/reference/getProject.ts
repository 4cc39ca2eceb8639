import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });

export const projectId = web.id;
export const framework = web.framework;
export const productionBranch = web.apply((project) => project.gitRepository?.productionBranch);
