import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const access = vercel.getAccessGroupProjectOutput({ accessGroupId: "engineering", projectId: web.id });

export const engineeringRoleOnWeb = access.role;
