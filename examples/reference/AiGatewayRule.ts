import * as vercel from "vercel-pulumi";

// Requests for the model from any of the team's gateway keys are served by the other one.
const rewrite = new vercel.AiGatewayRule("gpt-4o-mini-to-gemini", {
  type: "rewrite",
  match: { model: "openai/gpt-4o-mini" },
  action: { rewriteModel: "google/gemini-2.5-flash" },
  description: "Serve gpt-4o-mini traffic from Gemini 2.5 Flash",
});

new vercel.AiGatewayRule("deny-claude", {
  type: "deny",
  match: { model: "anthropic/claude-sonnet-4" },
  action: { reason: "Not approved for use at Acme yet" },
});

export const rewriteRuleId = rewrite.ruleId;
