import * as vercel from "vercel-pulumi";

const sandbox = new vercel.Project("sandbox", { name: "acme-sandbox", framework: "nextjs" });

const observability = new vercel.ObservabilityConfiguration("sandbox-observability", {
  projectId: sandbox.id,
  extendedTierEnabled: false,
});

export const extendedTierDisabledAt = observability.disabledAt;
