// Feature flags in code: the project's flag settings, a boolean flag served to a staff segment in production, on in previews,
// with an SDK key for the server. Targeting rules round-trip with no diff (the Terraform provider
// refuses flags that have rules).
import * as vercel from "vercel-pulumi";

const app = new vercel.Project("app", { name: "flagged-app", framework: "nextjs" });

// Flags on for the project, with the entity its rules read (the dashboard offers its attributes).
const settings = new vercel.FeatureFlagSettings("settings", {
  projectId: app.id,
  enabled: true,
  environments: ["production", "preview"],
  entities: [{ kind: "user", label: "User", attributes: [{ key: "email", type: "string" }] }],
});

const staff = new vercel.FeatureFlagSegment("staff", {
  projectId: app.id,
  slug: "staff",
  name: "Staff",
  include: [{ entity: "user", attribute: "email", values: ["ada@example.com", "grace@example.com"] }],
});

const checkout = new vercel.FeatureFlagDefinition("checkout", {
  projectId: app.id,
  key: "new-checkout",
  kind: "boolean",
  description: "the new checkout flow",
  variants: [
    { id: "off", label: "Off", valueBool: false },
    { id: "on", label: "On", valueBool: true },
  ],
});

new vercel.FeatureFlagConfig("checkout-targeting", {
  projectId: app.id,
  flagId: checkout.key,
  production: {
    defaultVariantId: "off",
    disabledVariantId: "off",
    rules: [{ conditions: [{ segments: [staff.segmentId], cmp: "oneOf" }], variantId: "on" }],
  },
  preview: { defaultVariantId: "on", disabledVariantId: "off" },
  development: { defaultVariantId: "on", disabledVariantId: "off" },
});

const serverKey = new vercel.FeatureFlagSdkKey("server-key", {
  projectId: app.id,
  environment: "production",
  type: "server",
  label: "checkout service",
});

export const flagKey = checkout.key;
export const flagsEnabled = settings.enabled;
/** Secret: `pulumi stack output --show-secrets connectionString`. */
export const connectionString = serverKey.connectionString;
