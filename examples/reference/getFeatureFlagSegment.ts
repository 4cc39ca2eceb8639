import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const betaTesters = vercel.getFeatureFlagSegmentOutput({ projectId: web.id, slug: "beta-testers" });

export const segmentId = betaTesters.segmentId;
export const segmentName = betaTesters.name;
