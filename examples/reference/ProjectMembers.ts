import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

// The project's whole member list: members added outside the program are removed on the next update.
const members = new vercel.ProjectMembers("web-members", {
  projectId: web.id,
  members: [
    { email: "jane.doe@example.com", role: "ADMIN" },
    { username: "alex-acme", role: "PROJECT_DEVELOPER" },
    { email: "support@example.com", role: "PROJECT_VIEWER" },
  ],
});

export const memberRoles = members.members;
