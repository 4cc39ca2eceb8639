// getAiGatewayVirtualModel (a live virtual model config by slug) and getAiGatewayRule (a routing
// rule by id), with their resources' outputs.
import { z } from "zod";
import { VirtualModelSlug } from "../../../schema/ai-gateway";
import { defineFunction } from "../kit/function-definition";
import { ruleOutputs, RuleOutputs } from "./ai-gateway-rule";
import { virtualModelOutputs, VirtualModelOutputs } from "./ai-gateway-virtual-model";

export const getAiGatewayVirtualModelFunction = defineFunction({
  name: "getAiGatewayVirtualModel",
  subject: "AiGatewayVirtualModel",
  description:
    "A virtual model config of the AI gateway by slug; `modelId` is the `vmc/<slug>` requests use.",
  labelArg: "virtualModelSlug",
  args: z.strictObject({ virtualModelSlug: VirtualModelSlug.describe("The config's slug.") }),
  result: VirtualModelOutputs.extend({
    id: z.string().describe("The config's slug, as `virtualModelSlug`."),
  }),
  secretResults: [],
  async call(ctx, args) {
    const config = await ctx.client.aiGateway.getVirtualModel(args.virtualModelSlug);
    return { id: config.virtualModelSlug, ...virtualModelOutputs(config) };
  },
});

export const getAiGatewayRuleFunction = defineFunction({
  name: "getAiGatewayRule",
  subject: "AiGatewayRule",
  description: "A routing rule of the AI gateway by id, enabled or not.",
  labelArg: "ruleId",
  args: z.strictObject({ ruleId: z.string().min(1, "must not be empty").describe("The rule's id.") }),
  result: RuleOutputs.extend({ id: z.string().describe("The rule's id, as `ruleId`.") }),
  secretResults: [],
  async call(ctx, args) {
    const rule = await ctx.client.aiGateway.getRule(args.ruleId);
    return { id: rule.ruleId, ...ruleOutputs(rule) };
  },
});
