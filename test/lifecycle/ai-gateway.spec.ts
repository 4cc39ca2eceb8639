// The AI gateway family on the real Pulumi engine, in one shared stack: up, a preview with no
// change, the gateway serving what the stack declares, an out-of-band edit and delete detected and
// repaired, and a destroy that leaves the emulator empty.
import { expect } from "chai";
import { AiGatewayRule, AiGatewayVirtualModel } from "../../provider";
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

  before(() => {
    shared().setProgram(async () => {
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
      return { modelId: assistant.modelId };
    });
  });

  it("creates both, previews no change, and the gateway applies them", async () => {
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 3 }); // two resources and the stack
    expect(up.outputs.modelId?.value).to.equal("vmc/assistant");
    await shared().stack.preview({ refresh: true, expectNoChanges: true });

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

  it("destroys both, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
