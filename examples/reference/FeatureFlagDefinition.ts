// A new flag starts paused on its first variant everywhere; FeatureFlagConfig sets how it is served.
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const checkout = new vercel.FeatureFlagDefinition("new-checkout", {
  projectId: web.id,
  key: "new-checkout",
  kind: "boolean",
  description: "The redesigned checkout flow",
  variants: [
    { id: "off", label: "Off", valueBool: false },
    { id: "on", label: "On", valueBool: true },
  ],
});

export const flagId = checkout.id;
