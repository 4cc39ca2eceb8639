import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });
// An integration installed on the team for selected projects only.
const sentry = vercel.getIntegrationOutput({ slug: "sentry" });

const access = new vercel.IntegrationProjectAccess("sentry-web", {
  integrationId: sentry.id,
  projectId: web.id,
});

export const accessId = access.id;
