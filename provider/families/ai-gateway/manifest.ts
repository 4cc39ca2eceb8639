// The AI gateway family: AiGatewayVirtualModel, AiGatewayRule, getAiGatewayVirtualModel and
// getAiGatewayRule (the platform's `api-ai-gateway` and `ai-gateway` groups).
import { defineFamily } from "../kit/manifest";
import { AiGatewayApi } from "./ai-gateway-api";
import { ruleDefinition } from "./ai-gateway-rule";
import { virtualModelDefinition } from "./ai-gateway-virtual-model";
import { rules, virtualModels } from "./inventory";
import { getAiGatewayRuleFunction, getAiGatewayVirtualModelFunction } from "./lookups";
import { rulesSection, virtualModelsSection } from "./team-config";

export const aiGatewayFamily = defineFamily({
  name: "ai-gateway",
  resources: { AiGatewayVirtualModel: virtualModelDefinition, AiGatewayRule: ruleDefinition },
  functions: {
    getAiGatewayVirtualModel: getAiGatewayVirtualModelFunction,
    getAiGatewayRule: getAiGatewayRuleFunction,
  },
  client: { aiGateway: (http) => new AiGatewayApi(http) },
  inventory: [virtualModels, rules],
  teamConfig: { sections: [virtualModelsSection, rulesSection] },
});
