// The AI gateway's management groups through @vercel/sdk: `api-ai-gateway` virtual model configs
// (by slug in the path and in the query) and `ai-gateway` rules. The SDK's create and update
// functions send no body (its OpenAPI source lacks them): the test sends the vercel CLI's body with
// the SDK's own request, as exceptions.ts REQUEST_BODY_EXCEPTIONS records.
import { useContract } from "./support/contract";

describe("contract: ai-gateway", () => {
  const contract = useContract("ai-gateway");
  const teamId = () => contract.teamId;
  const config = {
    virtualModelSlug: "assistant",
    kind: "alias",
    modelSlug: "anthropic/claude-sonnet-4",
    providerOrder: ["bedrock"],
  };
  const seedConfig = () => contract.setup("POST", "/v1/ai-gateway/virtual-model-configs", config);
  const seedRule = async () =>
    (
      await contract.setup<{ ruleId: string }>("POST", "/v1/ai-gateway/rules", {
        type: "rewrite",
        match: { model: "openai/gpt-4o-mini" },
        action: { rewriteModel: "emulator/echo" },
      })
    ).ruleId;

  it("createAiGatewayVirtualModelConfig", async () => {
    await contract.check(
      "createAiGatewayVirtualModelConfig",
      (sdk) => sdk.apiAiGateway.createAiGatewayVirtualModelConfig({ teamId: teamId() }),
      { body: config },
    );
  });

  it("getAiGatewayVirtualModelConfig", async () => {
    await seedConfig();
    await contract.check("getAiGatewayVirtualModelConfig", (sdk) =>
      sdk.apiAiGateway.getAiGatewayVirtualModelConfig({ teamId: teamId(), virtualModelSlug: "assistant" }),
    );
    await contract.check("getAiGatewayVirtualModelConfig", (sdk) =>
      sdk.apiAiGateway.getAiGatewayVirtualModelConfig({ teamId: teamId(), limit: 10 }),
    );
  });

  it("listAiGatewayVirtualModelConfigs", async () => {
    await seedConfig();
    await contract.check("listAiGatewayVirtualModelConfigs", (sdk) =>
      sdk.apiAiGateway.listAiGatewayVirtualModelConfigs({ teamId: teamId(), limit: 10 }),
    );
  });

  it("getAiGatewayVirtualModelConfigBySlug", async () => {
    await seedConfig();
    await contract.check("getAiGatewayVirtualModelConfigBySlug", (sdk) =>
      sdk.apiAiGateway.getAiGatewayVirtualModelConfigBySlug({ teamId: teamId(), vmcSlug: "assistant" }),
    );
  });

  it("updateAiGatewayVirtualModelConfig", async () => {
    await seedConfig();
    await contract.check(
      "updateAiGatewayVirtualModelConfig",
      (sdk) => sdk.apiAiGateway.updateAiGatewayVirtualModelConfig({ teamId: teamId() }),
      { body: { virtualModelSlug: "assistant", description: "for the help desk" } },
    );
  });

  it("updateAiGatewayVirtualModelConfigBySlug", async () => {
    await seedConfig();
    await contract.check(
      "updateAiGatewayVirtualModelConfigBySlug",
      (sdk) =>
        sdk.apiAiGateway.updateAiGatewayVirtualModelConfigBySlug({ teamId: teamId(), vmcSlug: "assistant" }),
      { body: { providerOrder: ["vertex", "anthropic"] } },
    );
  });

  it("deleteAiGatewayVirtualModelConfig", async () => {
    await seedConfig();
    await contract.check("deleteAiGatewayVirtualModelConfig", (sdk) =>
      sdk.apiAiGateway.deleteAiGatewayVirtualModelConfig({ teamId: teamId(), virtualModelSlug: "assistant" }),
    );
  });

  it("deleteAiGatewayVirtualModelConfigBySlug", async () => {
    await seedConfig();
    await contract.check("deleteAiGatewayVirtualModelConfigBySlug", (sdk) =>
      sdk.apiAiGateway.deleteAiGatewayVirtualModelConfigBySlug({ teamId: teamId(), vmcSlug: "assistant" }),
    );
  });

  it("createAiGatewayRule", async () => {
    await contract.check(
      "createAiGatewayRule",
      (sdk) => sdk.aiGateway.createAiGatewayRule({ teamId: teamId() }),
      {
        body: {
          type: "deny",
          match: { model: "google/gemini-2.5-flash" },
          action: { reason: "not approved" },
        },
      },
    );
  });

  it("listAiGatewayRules", async () => {
    await seedRule();
    await contract.check("listAiGatewayRules", (sdk) =>
      sdk.aiGateway.listAiGatewayRules({ teamId: teamId(), includeDisabled: "true" }),
    );
  });

  it("updateAiGatewayRule", async () => {
    const ruleId = await seedRule();
    await contract.check(
      "updateAiGatewayRule",
      (sdk) => sdk.aiGateway.updateAiGatewayRule({ teamId: teamId() }),
      { body: { ruleId, enabled: false, description: "paused" } },
    );
  });

  it("deleteAiGatewayRule", async () => {
    const ruleId = await seedRule();
    await contract.check("deleteAiGatewayRule", (sdk) =>
      sdk.aiGateway.deleteAiGatewayRule({ teamId: teamId(), ruleId }),
    );
  });
});
