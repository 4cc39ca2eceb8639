import * as vercel from "vercel-pulumi";

// Applications call `vmc/acme-support`; which model serves it is changed here, not in their code.
const support = new vercel.AiGatewayVirtualModel("support", {
  virtualModelSlug: "acme-support",
  kind: "alias",
  modelSlug: "anthropic/claude-sonnet-4",
  models: ["openai/gpt-4o-mini"],
  displayName: "Acme support assistant",
  providerOrder: ["anthropic", "bedrock"],
  zeroDataRetention: true,
  observabilityTags: ["team:support"],
});

export const modelId = support.modelId;
