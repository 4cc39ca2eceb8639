import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const rollingRelease = vercel.getProjectRollingReleaseOutput({ projectId: web.id });

export const advancementType = rollingRelease.advancementType;
// An empty list while rolling releases are off.
export const stagePercentages = rollingRelease.stages.apply((stages) =>
  stages.map((stage) => stage.targetPercentage),
);
