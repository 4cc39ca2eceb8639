import * as vercel from "vercel-pulumi";

const support = vercel.getAiGatewayVirtualModelOutput({ virtualModelSlug: "acme-support" });

// What requests pass as `model`: vmc/acme-support.
export const modelId = support.modelId;
export const underlyingModel = support.modelSlug;
export const status = support.status;
