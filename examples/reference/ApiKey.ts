import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const gatewayKey = new vercel.ApiKey("web-ai-gateway", {
  name: "acme-web ai gateway",
  purpose: "ai-gateway",
  projectId: web.id,
  aiGatewayQuota: { limitAmount: 200, refreshPeriod: "monthly", alertThresholds: [75, 100] },
});

// The key is a secret output, answered once at creation.
new vercel.ProjectEnvironmentVariable("ai-gateway-key", {
  projectId: web.id,
  key: "AI_GATEWAY_API_KEY",
  value: gatewayKey.key,
  targets: ["production", "preview"],
  sensitive: true,
});

export const partialKey = gatewayKey.partialKey;
