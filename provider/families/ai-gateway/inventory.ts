// The team's virtual model configs (live ones) and routing rules (disabled ones too).
import { reader } from "../../inventory/types";

export const virtualModels = reader({
  types: ["AiGatewayVirtualModel"],
  list: (client) => client.aiGateway.listVirtualModels(),
  toListed: (config) => ({
    type: "AiGatewayVirtualModel",
    importId: config.virtualModelSlug,
    label: config.virtualModelSlug,
  }),
});

export const rules = reader({
  types: ["AiGatewayRule"],
  list: (client) => client.aiGateway.listRules(),
  toListed: (rule) => ({
    type: "AiGatewayRule",
    importId: rule.ruleId,
    label: `${rule.type} ${rule.match?.model ?? ""}`,
  }),
});
