// The AI gateway family on the real Pulumi engine, in one shared stack: up, a preview with no
// change, the gateway serving what the stack declares (to the key the stack made, through the real
// `openai` client), an out-of-band edit and delete detected and repaired, an API key's quota changed
// in place and its name by replacement, and a destroy that leaves the emulator empty.
import { expect } from "chai";
import OpenAI from "openai";
import { AiGatewayRule, AiGatewayVirtualModel, ApiKey } from "../../provider";
import { gatewayCall, mintGatewayKey } from "../support/gateway";
import { stateResource } from "../support/pulumi-stack";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

describe("the AI gateway's virtual models and rules in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const chat = async (key: string, model: string) =>
    gatewayCall<{ model: string }>(emulator, key, "POST", "/v1/chat/completions", {
      model,
      messages: [{ role: "user", content: "hi" }],
    });

  const program = (keyName: string, limitAmount: number) => async () => {
    const assistant = new AiGatewayVirtualModel("assistant", {
      virtualModelSlug: "assistant",
      modelSlug: "anthropic/claude-sonnet-4",
      models: ["openai/gpt-4o-mini"],
      providerOrder: ["bedrock", "anthropic"],
      description: "the support assistant",
    });
    new AiGatewayRule("no-gemini", {
      type: "deny",
      match: { model: "google/gemini-2.5-flash" },
      action: { reason: "not approved" },
    });
    const key = new ApiKey("ci-key", {
      name: keyName,
      aiGatewayQuota: { limitAmount, refreshPeriod: "monthly", alertThresholds: [75, 50] },
    });
    return { modelId: assistant.modelId, key: key.key, keyId: key.apiKeyId, quota: key.aiGatewayQuota };
  };
  before(() => shared().setProgram(program("ci", 25)));

  it("creates both, previews no change, and the gateway applies them", async () => {
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 4 }); // three resources and the stack
    expect(up.outputs.modelId?.value).to.equal("vmc/assistant");
    expect(up.outputs.key?.secret).to.equal(true);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });

    // The key `up` made opens the gateway, through OpenAI's own client pointed at the emulator.
    const value = String(up.outputs.key?.value);
    const openai = new OpenAI({ apiKey: value, baseURL: `${emulator.gatewayUrl}/v1`, maxRetries: 0 });
    const completion = await openai.chat.completions.create({
      model: "vmc/assistant",
      messages: [{ role: "user", content: "hi" }],
    });
    expect(completion.model).to.equal("anthropic/claude-sonnet-4");
    // Never in state in clear: `pulumi stack export` holds the key only as a ciphertext.
    expect(await shared().exportEncrypted()).not.to.include(value);

    const key = await mintGatewayKey(emulator);
    expect((await chat(key, "vmc/assistant")).body.model).to.equal("anthropic/claude-sonnet-4");
    expect((await chat(key, "google/gemini-2.5-flash")).status).to.equal(403);
  });

  it("detects an out-of-band edit and delete, and puts them back", async () => {
    const ruleId = String((await stateResource(shared().stack, "no-gemini"))?.id);
    await api("PATCH", "/v1/ai-gateway/virtual-model-configs/assistant", { modelSlug: "emulator/echo" });
    await api("DELETE", `/v1/ai-gateway/rules?ruleId=${ruleId}`);

    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);

    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const config = await api("GET", "/v1/ai-gateway/virtual-model-configs/assistant");
    expect(config.modelSlug).to.equal("anthropic/claude-sonnet-4");
    const { rules } = await api<{ rules: Array<{ match: { model: string } }> }>(
      "GET",
      "/v1/ai-gateway/rules",
    );
    expect(rules.map((rule) => rule.match.model)).to.deep.equal(["google/gemini-2.5-flash"]);
  });

  it("changes the quota in place, replaces on a new name, and recreates a key deleted outside", async () => {
    const before = await shared().stack.outputs();
    shared().setProgram(program("ci", 40));
    const quota = await shared().stack.up();
    expect(quota.summary.resourceChanges).to.deep.include({ update: 1 });
    expect(quota.outputs.keyId?.value).to.equal(before.keyId?.value);
    expect(quota.outputs.quota?.value).to.deep.include({ limitAmount: 40, alertThresholds: [50, 75] });

    shared().setProgram(program("ci-renamed", 40));
    const renamed = await shared().stack.up();
    expect(renamed.summary.resourceChanges).to.deep.include({ replace: 1 });
    expect(renamed.outputs.keyId?.value).not.to.equal(before.keyId?.value);
    const { apiKeys } = await api<{ apiKeys: Array<{ name: string }> }>("GET", "/v1/api-keys");
    expect(apiKeys.map((key) => key.name)).to.deep.equal(["ci-renamed"]);

    await api("DELETE", `/v1/api-keys/${String(renamed.outputs.keyId?.value)}`);
    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const after = await shared().stack.outputs();
    expect(after.keyId?.value).not.to.equal(renamed.outputs.keyId?.value);
    expect(String(after.key?.value)).to.match(/\S{20,}/);
  });

  it("destroys all three, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
