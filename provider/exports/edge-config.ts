// Edge Config: EdgeConfig, EdgeConfigItem, EdgeConfigItems, EdgeConfigSchema, EdgeConfigToken and
// their lookup functions.
import { bindResource } from "../dynamic/resource";
import {
  getEdgeConfigFunction,
  getEdgeConfigItemFunction,
  getEdgeConfigSchemaFunction,
  getEdgeConfigTokenFunction,
} from "../families/edge-config/lookups";
import { bindFunction } from "../functions/invoke";
import {
  edgeConfigDefinition,
  type EdgeConfigInputs,
  type EdgeConfigOutputs,
} from "../families/edge-config/edge-config";
import {
  edgeConfigItemDefinition,
  type EdgeConfigItemInputs,
  type EdgeConfigItemOutputs,
} from "../families/edge-config/edge-config-item";
import {
  edgeConfigItemsDefinition,
  type EdgeConfigItemsInputs,
  type EdgeConfigItemsOutputs,
} from "../families/edge-config/edge-config-items";
import {
  edgeConfigSchemaDefinition,
  type EdgeConfigSchemaInputs,
  type EdgeConfigSchemaOutputs,
} from "../families/edge-config/edge-config-schema";
import {
  edgeConfigTokenDefinition,
  type EdgeConfigTokenInputs,
  type EdgeConfigTokenOutputs,
} from "../families/edge-config/edge-config-token";

export const EdgeConfig = bindResource<EdgeConfigInputs, EdgeConfigOutputs>(edgeConfigDefinition);
export type EdgeConfig = InstanceType<typeof EdgeConfig>;
/** What `new EdgeConfig(name, args)` takes. */
export type EdgeConfigArgs = ConstructorParameters<typeof EdgeConfig>[1];

export const EdgeConfigItem = bindResource<EdgeConfigItemInputs, EdgeConfigItemOutputs>(
  edgeConfigItemDefinition,
);
export type EdgeConfigItem = InstanceType<typeof EdgeConfigItem>;
/** What `new EdgeConfigItem(name, args)` takes. */
export type EdgeConfigItemArgs = ConstructorParameters<typeof EdgeConfigItem>[1];

export const EdgeConfigItems = bindResource<EdgeConfigItemsInputs, EdgeConfigItemsOutputs>(
  edgeConfigItemsDefinition,
);
export type EdgeConfigItems = InstanceType<typeof EdgeConfigItems>;
/** What `new EdgeConfigItems(name, args)` takes. */
export type EdgeConfigItemsArgs = ConstructorParameters<typeof EdgeConfigItems>[1];

export const EdgeConfigSchema = bindResource<EdgeConfigSchemaInputs, EdgeConfigSchemaOutputs>(
  edgeConfigSchemaDefinition,
);
export type EdgeConfigSchema = InstanceType<typeof EdgeConfigSchema>;
/** What `new EdgeConfigSchema(name, args)` takes. */
export type EdgeConfigSchemaArgs = ConstructorParameters<typeof EdgeConfigSchema>[1];

export const EdgeConfigToken = bindResource<EdgeConfigTokenInputs, EdgeConfigTokenOutputs>(
  edgeConfigTokenDefinition,
);
export type EdgeConfigToken = InstanceType<typeof EdgeConfigToken>;
/** What `new EdgeConfigToken(name, args)` takes. */
export type EdgeConfigTokenArgs = ConstructorParameters<typeof EdgeConfigToken>[1];

const edgeConfig = bindFunction(getEdgeConfigFunction);
/** An Edge Config store by id. */
export const getEdgeConfig = edgeConfig.direct;
export const getEdgeConfigOutput = edgeConfig.output;

const edgeConfigItem = bindFunction(getEdgeConfigItemFunction);
/** One item of a store (`id`) by key. */
export const getEdgeConfigItem = edgeConfigItem.direct;
export const getEdgeConfigItemOutput = edgeConfigItem.output;

const edgeConfigSchema = bindFunction(getEdgeConfigSchemaFunction);
/** A store's JSON Schema, as JSON text. */
export const getEdgeConfigSchema = edgeConfigSchema.direct;
export const getEdgeConfigSchemaOutput = edgeConfigSchema.output;

const edgeConfigToken = bindFunction(getEdgeConfigTokenFunction);
/** A read token by its value; the value and connection string are secrets in the Output form. */
export const getEdgeConfigToken = edgeConfigToken.direct;
export const getEdgeConfigTokenOutput = edgeConfigToken.output;
