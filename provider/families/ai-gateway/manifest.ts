// The AI gateway family: AiGatewayVirtualModel, AiGatewayRule, ApiKey (the keys that open the
// gateway), getAiGatewayVirtualModel and getAiGatewayRule (the platform's `api-ai-gateway` and
// `ai-gateway` groups, and the untagged API keys).
import { defineFamily } from "../kit/manifest";
import { AiGatewayApi } from "./ai-gateway-api";
import { apiKeyDefinition } from "./api-key";
import { ApiKeysApi } from "./api-keys-api";
import { ruleDefinition } from "./ai-gateway-rule";
import { virtualModelDefinition } from "./ai-gateway-virtual-model";
import { rules, virtualModels } from "./inventory";
import { getAiGatewayRuleFunction, getAiGatewayVirtualModelFunction } from "./lookups";
import { rulesSection, virtualModelsSection } from "./team-file";

export const aiGatewayFamily = defineFamily({
  name: "ai-gateway",
  resources: {
    AiGatewayVirtualModel: virtualModelDefinition,
    AiGatewayRule: ruleDefinition,
    ApiKey: apiKeyDefinition,
  },
  functions: {
    getAiGatewayVirtualModel: getAiGatewayVirtualModelFunction,
    getAiGatewayRule: getAiGatewayRuleFunction,
  },
  client: { aiGateway: (http) => new AiGatewayApi(http), apiKeys: (http) => new ApiKeysApi(http) },
  inventory: [virtualModels, rules],
  notInventoried: { ApiKey: "a key's value is shown once: an import could never give it back" },
  teamFile: {
    sections: [virtualModelsSection, rulesSection],
    notInFile: { ApiKey: "a key's value is shown once: a file re-applied would make new ones" },
  },
});
