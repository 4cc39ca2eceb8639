// Every lookup function, by name: the fronts serve this list, and the registry-wide test walks it.
import type { AnyFunctionDefinition } from "./definition";
import { getDomainConfigFunction } from "./domain-config";
import { getProjectFunction } from "./project";
import { getCustomEnvironmentFunction } from "./custom-environment";
import { getSharedEnvironmentVariableFunction } from "./shared-environment-variable";
import { getLogDrainFunction, getTraceDrainFunction } from "./drain";
import {
  getEdgeConfigFunction,
  getEdgeConfigItemFunction,
  getEdgeConfigSchemaFunction,
  getEdgeConfigTokenFunction,
} from "./edge-config";
import {
  getFeatureFlagFunction,
  getFeatureFlagSdkKeyFunction,
  getFeatureFlagSegmentFunction,
} from "./feature-flag";

export const functionDefinitions: readonly AnyFunctionDefinition[] = [
  getProjectFunction as never,
  getDomainConfigFunction as never,
  getCustomEnvironmentFunction as never,
  getSharedEnvironmentVariableFunction as never,
  getLogDrainFunction as never,
  getTraceDrainFunction as never,
  getEdgeConfigFunction as never,
  getEdgeConfigItemFunction as never,
  getEdgeConfigSchemaFunction as never,
  getEdgeConfigTokenFunction as never,
  getFeatureFlagFunction as never,
  getFeatureFlagSegmentFunction as never,
  getFeatureFlagSdkKeyFunction as never,
];

/** The function named `name` (e.g. "getProject"), for a front that receives it by token. */
export function functionByName(name: string): AnyFunctionDefinition | undefined {
  return functionDefinitions.find((definition) => definition.name === name);
}
