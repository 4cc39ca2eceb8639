import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const members = vercel.getProjectMembersOutput({ projectId: web.id });

export const projectAdmins = members.members.apply((list) =>
  list.filter((member) => member.role === "ADMIN").map((member) => member.email),
);
