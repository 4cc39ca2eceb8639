// The lookup functions of `vercel-pulumi/native`: for each definition of provider/functions,
// `getX(args, opts)` (a Promise) and `getXOutput(args, opts)` (an Output), invoking
// `vercel:index:getX` on the pulumi-resource-vercel plugin through the engine, so they use the
// native provider's configuration (or the `provider` option's) like the native classes do. Typed
// from the definitions as the dynamic front's functions are (functions/invoke.ts).
import * as pulumi from "@pulumi/pulumi";
import type { FunctionDefinition } from "../families/kit/function-definition";
import type { FunctionArgs, FunctionOutputArgs, FunctionResult } from "../functions/invoke";
import { getCustomEnvironmentFunction } from "../families/environment/lookup-custom-environment";
import { getDomainConfigFunction } from "../families/domains/lookups";
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
import { getProjectFunction } from "../families/projects/lookups";
import { getSharedEnvironmentVariableFunction } from "../families/environment/lookup-shared-environment-variable";
import { NATIVE_TYPE_PREFIX } from "./type-token";

/**
 * Both forms of one function. The plugin validates the arguments, reads the object and marks the
 * secret results; the Output form keeps them secret (the Promise form, as Pulumi's, returns plain
 * values), and in a preview where an argument is not known yet it is unknown without an invoke.
 */
export function nativeFunction<Args extends object, Result extends object>(
  definition: FunctionDefinition<Args, Result>,
) {
  const token = NATIVE_TYPE_PREFIX + definition.name;
  return {
    direct: (args: FunctionArgs<Args>, opts?: pulumi.InvokeOptions): Promise<FunctionResult<Result>> =>
      pulumi.runtime.invoke(token, args, opts) as Promise<FunctionResult<Result>>,
    output: (
      args: FunctionOutputArgs<Args>,
      opts?: pulumi.InvokeOutputOptions,
    ): pulumi.Output<FunctionResult<Result>> =>
      pulumi.runtime.invokeOutput<FunctionResult<Result>>(token, args, opts),
  };
}

export const { direct: getProject, output: getProjectOutput } = nativeFunction(getProjectFunction);
export const { direct: getDomainConfig, output: getDomainConfigOutput } =
  nativeFunction(getDomainConfigFunction);
export const { direct: getCustomEnvironment, output: getCustomEnvironmentOutput } = nativeFunction(
  getCustomEnvironmentFunction,
);
export const { direct: getSharedEnvironmentVariable, output: getSharedEnvironmentVariableOutput } =
  nativeFunction(getSharedEnvironmentVariableFunction);
export const { direct: getLogDrain, output: getLogDrainOutput } = nativeFunction(getLogDrainFunction);
export const { direct: getTraceDrain, output: getTraceDrainOutput } = nativeFunction(getTraceDrainFunction);
export const { direct: getEdgeConfig, output: getEdgeConfigOutput } = nativeFunction(getEdgeConfigFunction);
export const { direct: getEdgeConfigItem, output: getEdgeConfigItemOutput } =
  nativeFunction(getEdgeConfigItemFunction);
export const { direct: getEdgeConfigSchema, output: getEdgeConfigSchemaOutput } =
  nativeFunction(getEdgeConfigSchemaFunction);
export const { direct: getEdgeConfigToken, output: getEdgeConfigTokenOutput } =
  nativeFunction(getEdgeConfigTokenFunction);
export const { direct: getFeatureFlag, output: getFeatureFlagOutput } =
  nativeFunction(getFeatureFlagFunction);
export const { direct: getFeatureFlagSegment, output: getFeatureFlagSegmentOutput } = nativeFunction(
  getFeatureFlagSegmentFunction,
);
export const { direct: getFeatureFlagSdkKey, output: getFeatureFlagSdkKeyOutput } = nativeFunction(
  getFeatureFlagSdkKeyFunction,
);
