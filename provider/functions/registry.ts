// Every lookup function, by name: the fronts serve this list, and the registry-wide test walks it.
import type { AnyFunctionDefinition } from "../families/kit/function-definition";
import { getDomainConfigFunction } from "../families/domains/lookups";
import { getProjectFunction } from "../families/projects/lookups";
import { getCustomEnvironmentFunction } from "../families/environment/lookup-custom-environment";
import { getSharedEnvironmentVariableFunction } from "../families/environment/lookup-shared-environment-variable";
import { getLogDrainFunction, getTraceDrainFunction } from "../families/drains/lookups";
import {
  getEdgeConfigFunction,
  getEdgeConfigItemFunction,
  getEdgeConfigSchemaFunction,
  getEdgeConfigTokenFunction,
} from "../families/edge-config/lookups";
import {
  getFeatureFlagFunction,
  getFeatureFlagSdkKeyFunction,
  getFeatureFlagSegmentFunction,
} from "../families/flags/lookups";

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
