// Every resource of the edge config, feature flag, firewall, drain and webhook families in one
// stack on the real Pulumi engine: up, a preview with no change, out-of-band edits and a delete
// detected and repaired, and a destroy that leaves the emulator empty.
import { expect } from "chai";
import {
  EdgeConfig,
  EdgeConfigItem,
  EdgeConfigItems,
  EdgeConfigSchema,
  EdgeConfigToken,
  FeatureFlagConfig,
  FeatureFlagDefinition,
  FeatureFlagSdkKey,
  FeatureFlagSegment,
  FirewallConfig,
  LogDrain,
  Project,
  TraceDrain,
  Webhook,
} from "../../provider";
import { stateResource } from "../support/pulumi-stack";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

describe("every edge config, flag, firewall, drain and webhook resource in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();

  async function idOf(name: string): Promise<string> {
    return String((await stateResource(shared().stack, name))?.id);
  }

  before(() => {
    shared().setProgram(async () => {
      const project = new Project("app", { name: "platform-app" });
      const store = new EdgeConfig("store", { name: "app_config" });
      new EdgeConfigSchema("schema", {
        edgeConfigId: store.id,
        definition: JSON.stringify({ type: "object" }),
      });
      new EdgeConfigItem("greeting", { edgeConfigId: store.id, key: "greeting", value: "hello" });
      new EdgeConfigItems("limits", {
        edgeConfigId: store.id,
        items: [
          { key: "maxUploads", valueJson: 10 },
          { key: "regions", valueJson: ["iad1", "fra1"], description: "where uploads go" },
        ],
      });
      new EdgeConfigToken("reader", { edgeConfigId: store.id, label: "reader" });
      new LogDrain("logs", {
        name: "app-logs",
        endpoint: "https://logs.example.com/in",
        environments: ["production"],
        sources: ["lambda", "edge"],
        projectIds: [project.id],
        headers: { authorization: "Bearer drain-header-secret" },
      });
      new TraceDrain("traces", {
        name: "app-traces",
        endpoint: "https://otel.example.com/v1/traces",
        deliveryFormat: "proto",
        samplingRules: [{ environment: "production", rate: 0.5, requestPath: "/api" }],
      });
      new FirewallConfig("firewall", {
        projectId: project.id,
        rules: {
          rules: [
            {
              name: "Block probes",
              conditionGroups: [{ conditions: [{ type: "path", op: "pre", value: "/wp-admin" }] }],
              action: { action: "deny" },
            },
          ],
        },
      });
      const staff = new FeatureFlagSegment("staff", {
        projectId: project.id,
        slug: "staff",
        name: "Staff",
        include: [{ entity: "user", attribute: "email", values: ["ada@example.com"] }],
      });
      const flag = new FeatureFlagDefinition("flag", {
        projectId: project.id,
        key: "new-checkout",
        kind: "boolean",
        variants: [
          { id: "off", valueBool: false },
          { id: "on", valueBool: true },
        ],
      });
      const off = { defaultVariantId: "off", disabledVariantId: "off" };
      new FeatureFlagConfig("targeting", {
        projectId: project.id,
        flagId: flag.key,
        production: {
          ...off,
          rules: [{ conditions: [{ segments: [staff.segmentId], cmp: "oneOf" }], variantId: "on" }],
        },
        preview: off,
        development: off,
      });
      new FeatureFlagSdkKey("sdk-key", { projectId: project.id, environment: "production", type: "server" });
      new Webhook("hook", {
        events: ["deployment.created", "project.created"],
        endpoint: "https://hooks.example.com/in",
        projectIds: [project.id],
      });
    });
  });

  it("creates every resource and then previews no change", async () => {
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 15 }); // fourteen resources and the stack
    await shared().stack.preview({ expectNoChanges: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("detects out-of-band edits and a delete, and puts them back", async () => {
    const storeId = await idOf("store");
    const logsId = await idOf("logs");
    const hookId = await idOf("hook");
    await api("PATCH", `/v1/edge-config/${storeId}/items`, {
      items: [{ operation: "upsert", key: "greeting", value: "tampered" }],
    });
    await api("PATCH", `/v1/drains/${logsId}`, { name: "renamed-outside" });
    await api("DELETE", `/v1/webhooks/${hookId}`);

    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);

    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const greeting = await api("GET", `/v1/edge-config/${storeId}/item/greeting`);
    expect(greeting.value).to.equal("hello");
    const drain = await api("GET", `/v1/drains/${logsId}`);
    expect(drain.name).to.equal("app-logs");
    const hooks = await api<unknown[]>("GET", "/v1/webhooks");
    expect(hooks).to.have.length(1);
  });

  it("destroys everything, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
