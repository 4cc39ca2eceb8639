// The edge-config family's test cases: every suite collects them through test/support/family-cases.
import { EdgeConfig, EdgeConfigSchema, EdgeConfigItem, EdgeConfigItems, EdgeConfigToken } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_EDGE_CONFIG } from "../../../test/support/family-cases/bad-input";
import { edgeConfigStore } from "../../../test/support/family-cases/lookup-fixture";
import { teamApi } from "../../../test/resources/env-support";
import { secretValue } from "../../../test/support/native-plugin";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "EdgeConfig",
        args: { name: "has spaces!" },
        mistakes: [{ field: "name", rule: 'must be letters, digits, "_" and "-"' }],
      },
      {
        type: "EdgeConfigItem",
        args: { edgeConfigId: CATALOGUE_EDGE_CONFIG, key: "k", value: "a", valueJson: { b: 1 } },
        mistakes: [{ field: "value", rule: "give value or valueJson, not both" }],
      },
      {
        type: "EdgeConfigItems",
        args: { edgeConfigId: CATALOGUE_EDGE_CONFIG, items: [{ key: "", value: "x" }], itmes: [] },
        mistakes: [
          { field: "items[0].key", rule: "must be 1 to 256 letters" },
          { field: "itmes", rule: "did you mean items?" },
        ],
      },
      {
        type: "EdgeConfigSchema",
        args: { edgeConfigId: CATALOGUE_EDGE_CONFIG, definition: "{not json" },
        mistakes: [{ field: "definition", rule: "must be a JSON object (a JSON Schema)" }],
      },
      {
        type: "EdgeConfigToken",
        args: { edgeConfigId: "", label: "x".repeat(80) },
        mistakes: [
          { field: "edgeConfigId", rule: "must not be empty" },
          { field: "label", rule: "at most" },
        ],
      },
    ],
    lookups: [
      { fn: "getEdgeConfig", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
      {
        fn: "getEdgeConfigItem",
        args: { id: CATALOGUE_EDGE_CONFIG, kye: "k" },
        mistakes: [{ field: "kye", rule: "did you mean key?" }],
      },
      { fn: "getEdgeConfigSchema", args: { id: 5 }, mistakes: [{ field: "id", rule: "string" }] },
      {
        fn: "getEdgeConfigToken",
        args: { edgeConfigId: CATALOGUE_EDGE_CONFIG, token: "" },
        mistakes: [{ field: "token", rule: "must not be empty" }],
      },
    ],
  },
  notSecret: [
    ["EdgeConfigItem.key", "an Edge Config key: config read by anyone holding a read token"],
    ["EdgeConfigItem.value", "Edge Config holds public config, not credentials (tokens are secret)"],
    ["EdgeConfigItems.items[].key", "an Edge Config key: config read by anyone holding a read token"],
    ["EdgeConfigItems.items[].value", "Edge Config holds public config, not credentials (tokens are secret)"],
  ],
  stack: {
    unit({ tag, opts }) {
      const store = new EdgeConfig(`${tag}-store`, { name: `${tag}_config`, ...opts });
      new EdgeConfigSchema(`${tag}-schema`, {
        edgeConfigId: store.id,
        definition: JSON.stringify({ type: "object" }),
        ...opts,
      });
      new EdgeConfigItem(`${tag}-greeting`, {
        edgeConfigId: store.id,
        key: "greeting",
        value: "hello",
        ...opts,
      });
      new EdgeConfigItems(`${tag}-limits`, {
        edgeConfigId: store.id,
        items: [{ key: "maxUploads", valueJson: 10 }],
        ...opts,
      });
      new EdgeConfigToken(`${tag}-reader`, { edgeConfigId: store.id, label: `${tag}-reader`, ...opts });
    },
  },
  driftEdits: [
    {
      resource: "settings",
      edit: (c, { edgeConfigId }) => c.edgeConfig.rename(edgeConfigId, "renamed_outside").then(() => {}),
      expect: { changed: "name" },
    },
    {
      resource: "settingsSchema",
      edit: (c, { edgeConfigId }) =>
        c.edgeConfig.setSchema(edgeConfigId, { type: "object", properties: {} }).then(() => {}),
      expect: { changed: "definition" },
    },
    {
      resource: "maintenance",
      edit: (c, { edgeConfigId }) =>
        c.edgeConfig.patchItems(edgeConfigId, [
          { operation: "update", key: "maintenance", value: { enabled: true } },
        ]),
      expect: { changed: "valueJson" },
    },
    {
      resource: "limits",
      edit: (c, { edgeConfigId }) =>
        c.edgeConfig.patchItems(edgeConfigId, [{ operation: "update", key: "maxUploads", value: 99 }]),
      expect: { changed: "items" },
    },
    {
      resource: "settingsReader",
      edit: async (c, { edgeConfigId }) => {
        const tokens = await c.edgeConfig.tokens(edgeConfigId);
        await c.edgeConfig.deleteTokens(
          edgeConfigId,
          tokens.filter((token) => token.label === "site reader").map((token) => token.id),
        );
      },
      expect: { recreated: true },
    },
  ],
  lookupFixtures: {
    async getEdgeConfig(emulator) {
      const id = await edgeConfigStore(emulator);
      return { args: { id }, expected: { id, name: "looked-up", itemCount: 1 }, secret: [] };
    },
    async getEdgeConfigItem(emulator) {
      const id = await edgeConfigStore(emulator);
      return {
        args: { id, key: "greeting" },
        expected: { id, key: "greeting", value: "hi", valueJson: "hi" },
        secret: [],
      };
    },
    async getEdgeConfigSchema(emulator) {
      const id = await edgeConfigStore(emulator);
      await teamApi(emulator, "POST", `/v1/edge-config/${id}/schema`, { definition: { type: "object" } });
      return { args: { id }, expected: { id, definition: '{"type":"object"}' }, secret: [] };
    },
    async getEdgeConfigToken(emulator) {
      const id = await edgeConfigStore(emulator);
      const created = await teamApi<{ token: string; id: string }>(
        emulator,
        "POST",
        `/v1/edge-config/${id}/token`,
        {
          label: "ci",
        },
      );
      return {
        // As the engine sends a value the program made secret.
        args: { edgeConfigId: id, token: secretValue(created.token) },
        expected: {
          id: created.id,
          edgeConfigId: id,
          label: "ci",
          token: created.token,
          connectionString: `https://edge-config.vercel.com/${id}?token=${created.token}`,
        },
        secret: ["token", "connectionString"],
      };
    },
  },
  seedSteps: [
    { name: "store", type: "EdgeConfig", inputs: () => ({ name: "app_config" }) },
    {
      name: "storeSchema",
      type: "EdgeConfigSchema",
      inputs: (ids) => ({ edgeConfigId: ids.store, definition: JSON.stringify({ type: "object" }) }),
    },
    {
      name: "greeting",
      type: "EdgeConfigItem",
      inputs: (ids) => ({ edgeConfigId: ids.store, key: "greeting", value: "hello" }),
    },
    {
      name: "limits",
      type: "EdgeConfigItem",
      inputs: (ids) => ({ edgeConfigId: ids.store, key: "limits", valueJson: { uploads: 10 } }),
    },
    {
      name: "reader",
      type: "EdgeConfigToken",
      inputs: (ids) => ({ edgeConfigId: ids.store, label: "reader" }),
    },
  ],
});
