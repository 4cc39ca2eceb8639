import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const analytics = new vercel.ProjectAnalytics("web-analytics", {
  projectId: web.id,
  webAnalytics: true,
  speedInsights: true,
});

export const speedInsights = analytics.speedInsights;
