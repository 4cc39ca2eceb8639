import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const checkout = new vercel.FeatureFlagDefinition("new-checkout", {
  projectId: web.id,
  key: "new-checkout",
  kind: "boolean",
  variants: [
    { id: "off", valueBool: false },
    { id: "on", valueBool: true },
  ],
});

const serving = new vercel.FeatureFlagConfig("new-checkout-serving", {
  projectId: web.id,
  flagId: checkout.id,
  production: {
    defaultVariantId: "off",
    disabledVariantId: "off",
    rules: [
      {
        conditions: [{ entity: "user", attribute: "email", cmp: "endsWith", value: "@example.com" }],
        variantId: "on",
      },
    ],
  },
  preview: { defaultVariantId: "on", disabledVariantId: "off" },
  development: { defaultVariantId: "on", disabledVariantId: "off" },
});

export const productionRules = serving.production.rules;
