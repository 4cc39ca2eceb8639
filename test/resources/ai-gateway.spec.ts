// AiGatewayVirtualModel and AiGatewayRule through the provider's host functions against the
// emulator: check before any call, create, no diff after a read, drift repaired in place with one
// PATCH, a dropped setting cleared, replaces, adopt, import ids, gone, the lookups, and the gateway
// serving what the provider declared.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { parseImportId } from "../../provider/families/kit/import-id";
import { definitionByName } from "../../provider/families/registry";
import type { AnyResourceDefinition } from "../../provider/families/kit/definition";
import { useEmulator } from "../support/emulator";
import { gatewayCall, mintGatewayKey } from "../support/gateway";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, runNamedFunction, teamApi, type Props } from "./env-support";

const VMC = "AiGatewayVirtualModel";
const RULE = "AiGatewayRule";
const CONFIGS = "/v1/ai-gateway/virtual-model-configs";
const RULES = "/v1/ai-gateway/rules";

describe("AI gateway resources", () => {
  const emulator = useEmulator();
  const calls = async () => (await emulator.admin.requestCounts()).counts;
  const noChange = async (type: string, id: string, state: Props, news: Props) => {
    const { props } = await host.read(type, id, state);
    expect((await host.diff(type, id, props, news)).changes, JSON.stringify(props)).to.equal(false);
    return props;
  };

  beforeEach(() => configureProvider(emulator));

  describe(VMC, () => {
    const assistant = {
      virtualModelSlug: "assistant",
      modelSlug: "anthropic/claude-sonnet-4",
      models: ["openai/gpt-4o-mini"],
      providerOrder: ["bedrock", "anthropic"],
      providerOnly: ["bedrock", "anthropic", "openai"],
      description: "support",
    };

    it("checks kinds, slugs and model ids before any API call", async () => {
      expect(await checkFailures(VMC, { virtualModelSlug: "a" })).to.deep.equal({
        modelSlug: "is required for a virtual model of kind alias",
      });
      expect(await checkFailures(VMC, { virtualModelSlug: "r", kind: "router", models: [] })).to.deep.equal({
        models: "is required for a virtual model of kind router",
      });
      const bad = await checkFailures(VMC, { virtualModelSlug: "no/slash", modelSlug: "gpt", colour: "red" });
      expect(Object.keys(bad)).to.have.members(["virtualModelSlug", "modelSlug", "colour"]);
      expect(await calls()).to.deep.equal({});
    });

    it("creates a config, reads it with no diff (sets compared as sets), and the gateway serves vmc/<slug>", async () => {
      const { id, outs } = await host.create(VMC, assistant);
      expect(id).to.equal("assistant");
      expect(outs).to.include({ modelId: "vmc/assistant", kind: "alias", status: "active" });
      await noChange(VMC, id, outs, { ...assistant, providerOnly: ["openai", "anthropic", "bedrock"] });

      const key = await mintGatewayKey(emulator);
      const served = await gatewayCall<{ model: string }>(emulator, key, "POST", "/v1/chat/completions", {
        model: outs.modelId,
        messages: [{ role: "user", content: "hi" }],
      });
      expect(served.body.model).to.equal("anthropic/claude-sonnet-4");
    });

    it("repairs drift with one PATCH, and clears a setting the program dropped", async () => {
      const { id, outs } = await host.create(VMC, assistant);
      await teamApi(emulator, "PATCH", `${CONFIGS}/assistant`, {
        providerOrder: ["anthropic"],
        displayName: "X",
      });
      const { props: drifted } = await host.read(VMC, id, outs);
      const diff = await host.diff(VMC, id, drifted, assistant);
      expect(diff.changes).to.equal(true);
      expect(diff.replaces).to.deep.equal([]);

      await emulator.admin.clearRequestCounts();
      const withoutDescription: Props = { ...assistant };
      delete withoutDescription["description"]; // dropped from the program
      const { outs: updated } = await host.update(VMC, id, drifted, withoutDescription);
      expect(await calls()).to.deep.equal({ [`PATCH ${CONFIGS}/:vmcSlug`]: 1 });
      const stored = await teamApi<Props>(emulator, "GET", `${CONFIGS}/assistant`);
      expect(stored).to.deep.include({ providerOrder: ["bedrock", "anthropic"] });
      expect(stored).not.to.have.property("displayName");
      expect(stored).not.to.have.property("description");
      await noChange(VMC, id, updated, withoutDescription);
    });

    it("replaces on a new slug or kind, deleting first", async () => {
      const { id, outs } = await host.create(VMC, assistant);
      for (const change of [{ virtualModelSlug: "helper" }, { kind: "router" }]) {
        const diff = await host.diff(VMC, id, outs, { ...assistant, ...change });
        expect(diff.replaces).to.deep.equal(Object.keys(change));
        expect(diff.deleteBeforeReplace).to.equal(true);
      }
    });

    it("adopts a config by slug, refuses a taken slug without adopt, imports `[team/]slug`, and reads a deleted one as gone", async () => {
      await teamApi(emulator, "POST", CONFIGS, { virtualModelSlug: "assistant", modelSlug: "emulator/echo" });
      const conflict = await rejection(host.create(VMC, assistant));
      expect(String(conflict)).to.contain("adopt");
      const adopted = await host.create(VMC, { ...assistant, adopt: true });
      expect(adopted.id).to.equal("assistant");
      expect(adopted.outs).to.include({ modelSlug: "anthropic/claude-sonnet-4" });

      const definition = definitionByName(VMC) as AnyResourceDefinition;
      const { team, id } = parseImportId(definition, `${emulator.teamSlug}/assistant`);
      expect(team).to.equal(emulator.teamSlug);
      expect((await host.read(VMC, id, {})).props).to.include({ virtualModelSlug: "assistant" });

      await host.delete(VMC, id, adopted.outs);
      await host.delete(VMC, id, adopted.outs);
      expect(await host.read(VMC, id, adopted.outs)).to.deep.equal({ id: "", props: {} });
      expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    });

    it("getAiGatewayVirtualModel answers the resource's outputs", async () => {
      const { outs } = await host.create(VMC, assistant);
      const found = await runNamedFunction(emulator, "getAiGatewayVirtualModel", {
        virtualModelSlug: "assistant",
      });
      expect(found).to.deep.include({ id: "assistant", modelId: "vmc/assistant", modelSlug: outs.modelSlug });
      const missing = await rejection(
        runNamedFunction(emulator, "getAiGatewayVirtualModel", { virtualModelSlug: "none" }),
      );
      expect(String(missing)).to.contain("none");
    });
  });

  describe(RULE, () => {
    const rewrite = {
      type: "rewrite",
      match: { model: "openai/gpt-4o-mini" },
      action: { rewriteModel: "emulator/echo" },
      description: "cheaper",
    };

    it("checks a rule's action against its type before any API call", async () => {
      expect(
        await checkFailures(RULE, { type: "rewrite", match: { model: "openai/gpt-4o-mini" } }),
      ).to.deep.equal({
        "action.rewriteModel": "is required for a rewrite rule",
      });
      expect(
        await checkFailures(RULE, {
          type: "deny",
          match: { model: "openai/gpt-4o-mini" },
          action: { rewriteModel: "emulator/echo" },
        }),
      ).to.deep.equal({ "action.rewriteModel": "must not be set on a deny rule" });
      expect(Object.keys(await checkFailures(RULE, { type: "block", match: {} }))).to.have.members([
        "type",
        "match.model",
      ]);
      expect(await calls()).to.deep.equal({});
    });

    it("creates a rule the gateway applies, updates it in place, and replaces it on a new model", async () => {
      const { id, outs } = await host.create(RULE, rewrite);
      expect(id).to.match(/^rule_/);
      expect(outs).to.include({ ruleId: id, enabled: true });
      await noChange(RULE, id, outs, rewrite);

      const key = await mintGatewayKey(emulator);
      const chat = () =>
        gatewayCall<{ model: string }>(emulator, key, "POST", "/v1/chat/completions", {
          model: "openai/gpt-4o-mini",
          messages: [{ role: "user", content: "hi" }],
        });
      expect((await chat()).body.model).to.equal("emulator/echo");

      const paused = { ...rewrite, enabled: false };
      expect((await host.diff(RULE, id, outs, paused)).replaces).to.deep.equal([]);
      const { outs: updated } = await host.update(RULE, id, outs, paused);
      expect(updated).to.include({ enabled: false, ruleId: id });
      expect((await chat()).body.model).to.equal("openai/gpt-4o-mini");
      await noChange(RULE, id, updated, paused);

      const diff = await host.diff(RULE, id, updated, {
        ...paused,
        match: { model: "google/gemini-2.5-flash" },
      });
      expect(diff.replaces).to.deep.equal(["match"]);
      expect(diff.deleteBeforeReplace).to.equal(false);
    });

    it("sees a rule changed outside as drift and puts it back", async () => {
      const { id, outs } = await host.create(RULE, rewrite);
      await teamApi(emulator, "PATCH", RULES, { ruleId: id, enabled: false, description: "" });
      const { props } = await host.read(RULE, id, outs);
      expect((await host.diff(RULE, id, props, rewrite)).changes).to.equal(true);
      await host.update(RULE, id, props, rewrite);
      expect(await teamApi<Props>(emulator, "GET", `${RULES}?includeDisabled=true`)).to.deep.nested.include({
        "rules[0].enabled": true,
        "rules[0].description": "cheaper",
      });
    });

    it("adopts a rule by type and model, imports `[team/]ruleId`, and reads a deleted one as gone", async () => {
      const existing = await teamApi<{ ruleId: string }>(emulator, "POST", RULES, {
        type: "deny",
        match: { model: "google/gemini-2.5-flash" },
      });
      const adopted = await host.create(RULE, {
        type: "deny",
        match: { model: "google/gemini-2.5-flash" },
        action: { reason: "not approved" },
        adopt: true,
      });
      expect(adopted.id).to.equal(existing.ruleId);

      const definition = definitionByName(RULE) as AnyResourceDefinition;
      const { id } = parseImportId(definition, `${emulator.teamId}/${existing.ruleId}`);
      const found = await runNamedFunction(emulator, "getAiGatewayRule", { ruleId: id });
      expect(found).to.deep.include({ id, type: "deny", match: { model: "google/gemini-2.5-flash" } });

      await host.delete(RULE, id, adopted.outs);
      await host.delete(RULE, id, adopted.outs);
      expect(await host.read(RULE, id, adopted.outs)).to.deep.equal({ id: "", props: {} });
    });
  });
});
