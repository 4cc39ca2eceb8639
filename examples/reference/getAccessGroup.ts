import * as vercel from "vercel-pulumi";

// By name, or by id (`ag_…`).
const engineering = vercel.getAccessGroupOutput({ id: "engineering" });

export const accessGroupId = engineering.accessGroupId;
export const membersCount = engineering.membersCount;
export const projectsCount = engineering.projectsCount;
