// The AI gateway's management groups (virtual model configs, rules) with their state and rules,
// and the gateway honouring them: a virtual model routes to its target (falling back to its models,
// or refused when deleted or a relay), a rewrite rule serves another model, a deny rule refuses, a
// disabled rule and another team's rules do not apply. Keys and platform tokens do not mix.
import { expect } from "chai";
import type { Rule, VirtualModelConfig, VirtualModelConfigList } from "../../schema/ai-gateway";
import { useEmulator } from "../support/emulator";
import { gatewayCall, mintGatewayKey, setProvider } from "../support/gateway";

const VMC = "/v1/ai-gateway/virtual-model-configs";
const RULES = "/v1/ai-gateway/rules";

interface Routed {
  model: string;
  choices: Array<{ message: { content: string } }>;
  provider_metadata: {
    gateway: { routing: { finalProvider: string; ruleId?: string; attempts: unknown[] } };
  };
}

describe("emulator AI gateway: virtual model configs and rules", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);
  const create = async (body: object) => {
    const response = await api<VirtualModelConfig>("POST", VMC, body);
    expect(response.status, JSON.stringify(response.body)).to.equal(201);
    return response.body;
  };
  const createRule = async (body: object) => {
    const response = await api<Rule>("POST", RULES, body);
    expect(response.status, JSON.stringify(response.body)).to.equal(201);
    return response.body;
  };
  let key: string;
  const chat = (model: string, extra: object = {}) =>
    gatewayCall<Routed>(emulator, key, "POST", "/v1/chat/completions", {
      model,
      messages: [{ role: "user", content: "route me" }],
      ...extra,
    });

  beforeEach(async () => {
    key = await mintGatewayKey(emulator);
  });

  describe("virtual model configs", () => {
    it("creates an alias, reads it by slug in the path and in the query, and pages the list with a cursor", async () => {
      const created = await create({
        virtualModelSlug: "fast",
        modelSlug: "openai/gpt-4o-mini",
        displayName: "Fast",
      });
      expect(created).to.include({
        virtualModelSlug: "fast",
        kind: "alias",
        status: "active",
        deleted: false,
        ownerId: emulator.teamId,
        modelSlug: "openai/gpt-4o-mini",
      });
      expect(created).not.to.have.property("id");
      expect((await api("GET", `${VMC}/fast`)).body).to.deep.equal(created);
      expect((await api("GET", `${VMC}?virtualModelSlug=fast`)).body).to.deep.equal(created);

      await create({ virtualModelSlug: "second", modelSlug: "emulator/echo" });
      await create({ virtualModelSlug: "third", modelSlug: "emulator/echo" });
      const first = await api<VirtualModelConfigList>("GET", `${VMC}/list?limit=2`);
      expect(first.body.virtualModelConfigs.map((c) => c.virtualModelSlug)).to.deep.equal(["fast", "second"]);
      expect(first.body.cursor).to.be.a("string");
      const rest = await api<VirtualModelConfigList>(
        "GET",
        `${VMC}/list?limit=2&cursor=${first.body.cursor}`,
      );
      expect(rest.body).to.deep.include({ cursor: null });
      expect(rest.body.virtualModelConfigs.map((c) => c.virtualModelSlug)).to.deep.equal(["third"]);
      const unsluggedList = await api<VirtualModelConfigList>("GET", VMC);
      expect(unsluggedList.body.virtualModelConfigs).to.have.length(3);
    });

    it("refuses what a kind cannot serve, a taken slug, and another owner named in ownerId", async () => {
      for (const [body, field] of [
        [{ virtualModelSlug: "a" }, "modelSlug"],
        [{ virtualModelSlug: "r", kind: "router" }, "models"],
        [{ virtualModelSlug: "x", kind: "relay" }, "baseUrl"],
      ] as const) {
        const response = await api<{ error: { message: string } }>("POST", VMC, body);
        expect(response.status).to.equal(400);
        expect(response.body.error.message).to.contain(`"${field}" is required`);
      }
      const bad = await api<{ error: { message: string } }>("POST", VMC, {
        virtualModelSlug: "a b",
        modelSlug: "x",
      });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.message).to.contain('"virtualModelSlug"').and.contain('"modelSlug"');

      await create({ virtualModelSlug: "taken", modelSlug: "emulator/echo" });
      expect(
        (await api("POST", VMC, { virtualModelSlug: "taken", modelSlug: "emulator/echo" })).status,
      ).to.equal(409);
      expect((await api("GET", `${VMC}/taken?ownerId=team_someoneElse`)).status).to.equal(403);
    });

    it("updates by slug in the path or the body, renames, soft-deletes, restores and recreates", async () => {
      await create({ virtualModelSlug: "main", modelSlug: "emulator/echo" });
      const patched = await api<VirtualModelConfig>("PATCH", `${VMC}/main`, {
        providerOrder: ["vertex"],
        description: "d",
      });
      expect(patched.body).to.deep.include({
        providerOrder: ["vertex"],
        description: "d",
        modelSlug: "emulator/echo",
      });
      const byBody = await api<VirtualModelConfig>("PATCH", VMC, {
        virtualModelSlug: "main",
        status: "draft",
      });
      expect(byBody.body).to.deep.include({ status: "draft", description: "d" });
      const renamed = await api<VirtualModelConfig>("PATCH", `${VMC}/main`, { virtualModelSlug: "primary" });
      expect(renamed.body.virtualModelSlug).to.equal("primary");
      expect((await api("GET", `${VMC}/main`)).status).to.equal(404);

      expect((await api("DELETE", `${VMC}/primary`)).status).to.equal(204);
      const gone = await api<{ error: { code: string; message: string } }>("GET", `${VMC}/primary`);
      expect(gone.status).to.equal(404);
      expect(gone.body.error.code).to.equal("not_found");
      expect(
        (await api<VirtualModelConfigList>("GET", `${VMC}/list`)).body.virtualModelConfigs,
      ).to.deep.equal([]);
      expect((await api("DELETE", `${VMC}?virtualModelSlug=primary`)).status).to.equal(404);

      const restored = await api<VirtualModelConfig>("PATCH", `${VMC}/primary`, { deleted: false });
      expect(restored.body).to.deep.include({ deleted: false, description: "d" });
      expect((await api("DELETE", `${VMC}?virtualModelSlug=primary`)).status).to.equal(204);
      const again = await create({ virtualModelSlug: "primary", modelSlug: "openai/gpt-4o-mini" });
      expect(again).not.to.have.property("description");
    });
  });

  describe("rules", () => {
    it("creates, lists (disabled ones on request), updates enabled, action and description, and deletes", async () => {
      const deny = await createRule({
        type: "deny",
        match: { model: "openai/gpt-4o-mini" },
        action: { reason: "cost" },
      });
      expect(deny).to.include({ type: "deny", enabled: true, ownerId: emulator.teamId });
      expect(deny.ruleId).to.match(/^rule_/);
      const rewrite = await createRule({
        type: "rewrite",
        match: { model: "anthropic/claude-sonnet-4" },
        action: { rewriteModel: "emulator/echo" },
        enabled: false,
      });
      const listed = async (query = "") =>
        (await api<{ rules: Rule[] }>("GET", `${RULES}${query}`)).body.rules;
      expect((await listed()).map((rule) => rule.ruleId)).to.deep.equal([deny.ruleId]);
      expect((await listed("?includeDisabled=true")).map((rule) => rule.ruleId)).to.deep.equal([
        deny.ruleId,
        rewrite.ruleId,
      ]);

      const updated = await api<Rule>("PATCH", RULES, {
        ruleId: rewrite.ruleId,
        enabled: true,
        description: "save",
      });
      expect(updated.body).to.deep.include({ enabled: true, description: "save", type: "rewrite" });
      expect(updated.body.action).to.deep.equal({ rewriteModel: "emulator/echo" });
      const broken = await api<{ error: { message: string } }>("PATCH", RULES, {
        ruleId: deny.ruleId,
        action: { rewriteModel: "emulator/echo" },
      });
      expect(broken.status).to.equal(400);

      expect((await api("DELETE", `${RULES}?ruleId=${deny.ruleId}`)).status).to.equal(204);
      expect((await api("DELETE", `${RULES}?ruleId=${deny.ruleId}`)).status).to.equal(404);
      expect((await api("PATCH", RULES, { ruleId: deny.ruleId, enabled: false })).status).to.equal(404);
    });

    it("refuses a rewrite without a model to rewrite to, and a deny with one", async () => {
      const rewrite = await api<{ error: { message: string } }>("POST", RULES, {
        type: "rewrite",
        match: { model: "emulator/echo" },
      });
      expect(rewrite.status).to.equal(400);
      expect(rewrite.body.error.message).to.contain('"action.rewriteModel" is required for a rewrite rule');
      const deny = await api("POST", RULES, {
        type: "deny",
        match: { model: "emulator/echo" },
        action: { rewriteModel: "openai/gpt-4o-mini" },
      });
      expect(deny.status).to.equal(400);
    });
  });

  describe("the gateway honours them", () => {
    it("routes a virtual model to its target, then to its fallback models when every provider of the target fails", async () => {
      await create({
        virtualModelSlug: "assistant",
        modelSlug: "anthropic/claude-sonnet-4",
        providerOrder: ["bedrock"],
        models: ["openai/gpt-4o-mini"],
      });
      const served = await chat("vmc/assistant");
      expect(served.status, served.text).to.equal(200);
      expect(served.body.model).to.equal("anthropic/claude-sonnet-4");
      expect(served.body.provider_metadata.gateway.routing.finalProvider).to.equal("bedrock");

      for (const provider of ["anthropic", "vertex", "bedrock"]) await setProvider(emulator, provider, false);
      const fallback = await chat("vmc/assistant");
      expect(fallback.body.model).to.equal("openai/gpt-4o-mini");
      expect(fallback.body.provider_metadata.gateway.routing.attempts).to.have.length(4);
    });

    it("routes a router to its first available candidate, refuses a relay (not emulated) and a deleted config", async () => {
      await create({
        virtualModelSlug: "pick",
        kind: "router",
        models: ["google/gemini-2.5-flash", "emulator/echo"],
      });
      expect((await chat("vmc/pick")).body.model).to.equal("google/gemini-2.5-flash");
      await setProvider(emulator, "google", false);
      await setProvider(emulator, "vertex", false);
      expect((await chat("vmc/pick")).body.model).to.equal("emulator/echo");

      await create({ virtualModelSlug: "away", kind: "relay", baseUrl: "https://llm.example.com/v1" });
      const relay = await chat("vmc/away");
      expect(relay.status).to.equal(501);

      await api("DELETE", `${VMC}/pick`);
      const deleted = await chat("vmc/pick");
      expect(deleted.status).to.equal(400);
      expect(deleted.body).to.deep.nested.include({
        "error.type": "model_not_found",
        "error.param.modelId": "vmc/pick",
      });
    });

    it("applies the first enabled rule: a rewrite serves another model, a deny refuses; a disabled rule does nothing", async () => {
      const rewrite = await createRule({
        type: "rewrite",
        match: { model: "openai/gpt-4o-mini" },
        action: { rewriteModel: "emulator/echo" },
      });
      const rewritten = await chat("openai/gpt-4o-mini");
      expect(rewritten.body.model).to.equal("emulator/echo");
      expect(rewritten.body.provider_metadata.gateway.routing.ruleId).to.equal(rewrite.ruleId);

      const deny = await createRule({
        type: "deny",
        match: { model: "google/gemini-2.5-flash" },
        action: { reason: "not approved" },
      });
      const denied = await chat("google/gemini-2.5-flash");
      expect(denied.status).to.equal(403);
      expect(denied.body).to.deep.nested.include({
        "error.type": "forbidden",
        "error.param.ruleId": deny.ruleId,
      });
      expect(JSON.stringify(denied.body)).to.contain("not approved");

      await api("PATCH", RULES, { ruleId: deny.ruleId, enabled: false });
      expect((await chat("google/gemini-2.5-flash")).status).to.equal(200);
    });

    it("applies the key owner's configs and rules only: another team's key and the personal account see none", async () => {
      await createRule({ type: "deny", match: { model: "emulator/echo" } });
      await create({ virtualModelSlug: "team-only", modelSlug: "emulator/echo" });
      expect((await chat("emulator/echo")).status).to.equal(403);
      key = await mintGatewayKey(emulator, { personal: true });
      expect((await chat("emulator/echo")).status).to.equal(200);
      expect((await chat("vmc/team-only")).status).to.equal(400);
    });
  });

  describe("keys", () => {
    it("keeps gateway keys and platform tokens apart, and out of the emulator's resources", async () => {
      const platformOnGateway = await gatewayCall(emulator, emulator.token, "GET", "/v1/models");
      expect(platformOnGateway.status).to.equal(401);
      expect(platformOnGateway.body).to.deep.nested.include({ "error.type": "authentication_error" });
      const keyOnPlatform = await fetch(`${emulator.url}/v2/user`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(keyOnPlatform.status).to.equal(403);
      expect(await emulator.admin.state()).to.deep.include({ total: 0 });
      expect(emulator.logs.join("\n")).not.to.contain(key);
    });

    it("revokes a key", async () => {
      const minted = await emulator.admin.api<{ keyId: string; key: string }>(
        "POST",
        "/_emulator/ai-gateway/keys",
        {
          name: "ci",
        },
      );
      expect(minted.body.key).to.match(/^vck_/);
      expect((await gatewayCall(emulator, minted.body.key, "GET", "/v1/models")).status).to.equal(200);
      expect(
        (await emulator.admin.api("DELETE", `/_emulator/ai-gateway/keys/${minted.body.keyId}`)).status,
      ).to.equal(204);
      expect((await gatewayCall(emulator, minted.body.key, "GET", "/v1/models")).status).to.equal(401);
    });
  });
});
