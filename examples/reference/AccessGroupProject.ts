import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });
const frontend = new vercel.AccessGroup("frontend", { name: "Frontend" });

// Every member of the group develops acme-web.
new vercel.AccessGroupProject("frontend-web", {
  accessGroupId: frontend.id,
  projectId: web.id,
  role: "PROJECT_DEVELOPER",
});

export const accessGroupId = frontend.accessGroupId;
