// The edge-config family: EdgeConfig, its items, schema and tokens, and their lookup functions.
import { defineFamily } from "../kit/manifest";
import { edgeConfigDefinition } from "./edge-config";
import { EdgeConfigApi } from "./edge-config-api";
import { edgeConfigItemDefinition } from "./edge-config-item";
import { edgeConfigItemsDefinition } from "./edge-config-items";
import { edgeConfigSchemaDefinition } from "./edge-config-schema";
import { edgeConfigTokenDefinition } from "./edge-config-token";
import { edgeConfigItems, edgeConfigs, edgeConfigSchemas, edgeConfigTokens } from "./inventory";
import {
  getEdgeConfigFunction,
  getEdgeConfigItemFunction,
  getEdgeConfigSchemaFunction,
  getEdgeConfigTokenFunction,
} from "./lookups";
import { edgeConfigsSection } from "./team-file";

export const edgeConfigFamily = defineFamily({
  name: "edge-config",
  resources: {
    EdgeConfig: edgeConfigDefinition,
    EdgeConfigItem: edgeConfigItemDefinition,
    EdgeConfigItems: edgeConfigItemsDefinition,
    EdgeConfigSchema: edgeConfigSchemaDefinition,
    EdgeConfigToken: edgeConfigTokenDefinition,
  },
  functions: {
    getEdgeConfig: getEdgeConfigFunction,
    getEdgeConfigItem: getEdgeConfigItemFunction,
    getEdgeConfigSchema: getEdgeConfigSchemaFunction,
    getEdgeConfigToken: getEdgeConfigTokenFunction,
  },
  client: { edgeConfig: (http) => new EdgeConfigApi(http) },
  inventory: [edgeConfigs, edgeConfigSchemas, edgeConfigItems, edgeConfigTokens],
  notInventoried: {
    EdgeConfigItems: "a program's grouping of items the inventory lists one by one (EdgeConfigItem)",
  },
  teamFile: {
    sections: [edgeConfigsSection],
    notInFile: { EdgeConfigItem: "a store's `items` are one EdgeConfigItems resource" },
  },
});
