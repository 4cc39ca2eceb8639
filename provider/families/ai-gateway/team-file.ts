// The team file's `aiGatewayVirtualModels` (keyed by slug) and `aiGatewayRules` (keyed by type and
// model: one rule per type and model in a file).
import { z } from "zod";
import { fieldsOf } from "../../team-file/entries";
import { topSection } from "../../team-file/sections";
import { ruleDefinition } from "./ai-gateway-rule";
import { virtualModelDefinition } from "./ai-gateway-virtual-model";

export const VirtualModelEntry = fieldsOf(virtualModelDefinition);
export const RuleEntry = fieldsOf(ruleDefinition);

export const virtualModelsSection = topSection({
  key: "aiGatewayVirtualModels",
  schema: () => z.array(VirtualModelEntry).optional(),
  plan(configs: z.infer<typeof VirtualModelEntry>[], planner) {
    configs.forEach((config, i) =>
      planner.add(
        {
          type: "AiGatewayVirtualModel",
          id: config.virtualModelSlug,
          at: ["aiGatewayVirtualModels", i],
          args: config,
        },
        ["aiGatewayVirtualModels", i, "virtualModelSlug"],
      ),
    );
  },
});

export const rulesSection = topSection({
  key: "aiGatewayRules",
  schema: () => z.array(RuleEntry).optional(),
  plan(rules: z.infer<typeof RuleEntry>[], planner) {
    rules.forEach((rule, i) =>
      planner.add(
        {
          type: "AiGatewayRule",
          id: `${rule.type}/${rule.match.model}`,
          at: ["aiGatewayRules", i],
          args: rule,
        },
        ["aiGatewayRules", i, "match", "model"],
      ),
    );
  },
});
