// The ai-gateway family's test cases: every suite collects them through test/support/family-cases.
import { AiGatewayVirtualModel, AiGatewayRule, ApiKey } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { createThroughPlugin } from "../../../test/support/family-cases/lookup-fixture";
import { teamApi } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "AiGatewayVirtualModel",
        args: { virtualModelSlug: "Bad Slug", modelSlug: "gpt-4o" },
        mistakes: [
          { field: "virtualModelSlug", rule: "must be letters, digits, '.', '_' or '-'" },
          { field: "modelSlug", rule: 'must be a model id of the form "provider/model-name"' },
        ],
      },
      {
        type: "AiGatewayVirtualModel",
        args: { virtualModelSlug: "relay", kind: "relay" },
        mistakes: [{ field: "baseUrl", rule: "is required for a virtual model of kind relay" }],
      },
      {
        type: "AiGatewayRule",
        args: { type: "block", match: { model: "nomodel" }, enabled: 1 },
        mistakes: [
          { field: "type", rule: "must be one of" },
          { field: "match.model", rule: "provider/model-name" },
          { field: "enabled", rule: "boolean" },
        ],
      },
      {
        type: "ApiKey",
        args: { name: "", expiresAt: 978307200000, aiGatewayQuota: { limitAmount: 0 } },
        mistakes: [
          { field: "name", rule: "must not be empty" },
          { field: "expiresAt", rule: "must be in the future" },
          { field: "aiGatewayQuota.limitAmount", rule: "must be at least 1" },
        ],
      },
    ],
    lookups: [
      {
        fn: "getAiGatewayVirtualModel",
        args: { virtualModelSlug: "Not A Slug" },
        mistakes: [{ field: "virtualModelSlug", rule: "must be letters, digits, '.', '_' or '-'" }],
      },
      {
        fn: "getAiGatewayRule",
        args: { ruleId: "" },
        mistakes: [{ field: "ruleId", rule: "must not be empty" }],
      },
    ],
  },
  notSecret: [
    [
      "AiGatewayVirtualModel.baseUrl",
      "the endpoint a relay forwards to, shown in the dashboard; credentials are BYOK ids",
    ],
    ["ApiKey.partialKey", "the value's last four characters, as the dashboard shows them"],
  ],
  stack: {
    unit({ tag, opts }) {
      new AiGatewayVirtualModel(`${tag}-model`, {
        virtualModelSlug: `${tag}-assistant`,
        modelSlug: "anthropic/claude-sonnet-4",
        ...opts,
      });
      new AiGatewayRule(`${tag}-rule`, {
        type: "deny",
        match: { model: `vendor/${tag}-model` },
        action: { reason: "not approved" },
        ...opts,
      });
      new ApiKey(`${tag}-gateway-key`, { name: `${tag}-gateway`, ...opts });
    },
  },
  driftEdits: [
    {
      resource: "gatewayKey",
      edit: (c, { stateIds }) => c.apiKeys.delete(stateIds.gatewayKey!),
      expect: { recreated: true },
    },
    {
      resource: "assistant",
      edit: (c) =>
        c.aiGateway.updateVirtualModel("assistant", { description: "edited outside" }).then(() => {}),
      expect: { changed: "description" },
    },
    {
      resource: "noPreviewModels",
      edit: (c, { stateIds }) =>
        c.aiGateway.updateRule({ ruleId: stateIds.noPreviewModels!, enabled: false }).then(() => {}),
      expect: { changed: "enabled" },
    },
  ],
  lookupFixtures: {
    async getAiGatewayVirtualModel(_emulator, plugin) {
      const config = await createThroughPlugin(plugin, "AiGatewayVirtualModel", {
        virtualModelSlug: "assistant",
        modelSlug: "anthropic/claude-sonnet-4",
        providerOrder: ["bedrock"],
      });
      return {
        args: { virtualModelSlug: "assistant" },
        expected: {
          id: config.id,
          modelId: "vmc/assistant",
          modelSlug: "anthropic/claude-sonnet-4",
          providerOrder: ["bedrock"],
        },
        secret: [],
      };
    },
    async getAiGatewayRule(emulator) {
      const rule = await teamApi<{ ruleId: string }>(emulator, "POST", "/v1/ai-gateway/rules", {
        type: "deny",
        match: { model: "google/gemini-2.5-flash" },
        enabled: false,
      });
      return {
        args: { ruleId: rule.ruleId },
        expected: {
          id: rule.ruleId,
          type: "deny",
          match: { model: "google/gemini-2.5-flash" },
          enabled: false,
        },
        secret: [],
      };
    },
  },
  seedSteps: [
    {
      name: "assistant",
      type: "AiGatewayVirtualModel",
      inputs: () => ({ virtualModelSlug: "helpdesk", modelSlug: "openai/gpt-4o", description: "help desk" }),
    },
    {
      name: "rewriteRule",
      type: "AiGatewayRule",
      inputs: () => ({
        type: "rewrite",
        match: { model: "openai/gpt-4o-mini" },
        action: { rewriteModel: "openai/gpt-4o" },
      }),
    },
  ],
});
