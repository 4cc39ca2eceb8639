// Flag rules refer to the segment by `segmentId` (a condition's `segments`).
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const betaTesters = new vercel.FeatureFlagSegment("beta-testers", {
  projectId: web.id,
  slug: "beta-testers",
  name: "Beta testers",
  hint: "customers in the beta programme",
  include: [{ entity: "team", attribute: "slug", values: ["acme-labs", "initech"] }],
  exclude: [{ entity: "user", attribute: "email", values: ["audit@example.com"] }],
});

export const segmentId = betaTesters.segmentId;
