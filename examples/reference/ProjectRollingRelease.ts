// The provider adds the final 100% stage after the stages listed.
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", {
  name: "acme-web",
  framework: "nextjs",
  gitRepository: { type: "github", repo: "acme/web" },
});

const rollout = new vercel.ProjectRollingRelease("web-rollout", {
  projectId: web.id,
  advancementType: "automatic",
  stages: [
    { targetPercentage: 10, duration: 30 },
    { targetPercentage: 50, duration: 60 },
  ],
});

export const stages = rollout.stages;
