import * as vercel from "vercel-pulumi";

const web = vercel.getProjectOutput({ name: "acme-web" });
const checkout = vercel.getFeatureFlagOutput({ projectId: web.id, key: "new-checkout" });

export const flagId = checkout.flagId;
export const variantIds = checkout.variants.apply((variants) => variants.map((variant) => variant.id));
export const enabledInProduction = checkout.production.enabled;
