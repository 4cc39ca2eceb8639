// The group's default app (acme-shell) serves every path that no member claims.
import * as vercel from "vercel-pulumi";

const shell = new vercel.Project("shell", { name: "acme-shell", framework: "nextjs" });
const docs = new vercel.Project("docs", { name: "acme-docs", framework: "nextjs" });

const storefront = new vercel.MicrofrontendGroup("storefront", {
  name: "acme-storefront",
  defaultApp: { projectId: shell.id },
});

const docsMember = new vercel.MicrofrontendGroupMembership("docs", {
  projectId: docs.id,
  microfrontendGroupId: storefront.id,
  defaultRoute: "/docs",
});

export const docsRoute = docsMember.defaultRoute;
