import * as vercel from "vercel-pulumi";

const member = vercel.getTeamMemberOutput({ email: "jane.doe@example.com" });

export const userId = member.userId;
export const teamRole = member.role;
export const projectRoles = member.projects;
