import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

// A contributor sees only the projects given to them here.
const contractor = new vercel.TeamMember("jane-doe", {
  email: "jane.doe@example.com",
  role: "CONTRIBUTOR",
  projects: [{ projectId: web.id, role: "PROJECT_DEVELOPER" }],
});

// False until Jane accepts the invitation.
export const invitationAccepted = contractor.confirmed;
