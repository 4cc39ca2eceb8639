// Use either ProjectRoute resources or one ProjectRoutes for a project, not both.
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const pricing = new vercel.ProjectRoute("pricing-moved", {
  projectId: web.id,
  name: "Pricing moved",
  srcSyntax: "equals",
  position: { placement: "start" },
  route: {
    src: "/plans",
    status: 308,
    headers: { Location: "/pricing" },
  },
});

export const routeId = pricing.id;
