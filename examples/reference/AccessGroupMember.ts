import * as vercel from "vercel-pulumi";

const frontend = new vercel.AccessGroup("frontend", { name: "Frontend" });
// The user must already be a member of the team.
const jane = vercel.getTeamMemberOutput({ email: "jane.doe@example.com" });

const membership = new vercel.AccessGroupMember("frontend-jane", {
  accessGroupId: frontend.id,
  userId: jane.userId,
});

export const membershipId = membership.id;
