// Feature flags: FeatureFlagDefinition, FeatureFlagConfig, FeatureFlagSegment, FeatureFlagSdkKey
// and their lookup functions.
import { bindResource } from "../dynamic/resource";
import {
  featureFlagConfigDefinition,
  type FeatureFlagConfigInputs,
  type FeatureFlagConfigOutputs,
} from "../resources/feature-flag-config";
import {
  featureFlagDefinitionDefinition,
  type FeatureFlagDefinitionInputs,
  type FeatureFlagDefinitionOutputs,
} from "../resources/feature-flag-definition";
import {
  featureFlagSdkKeyDefinition,
  type FeatureFlagSdkKeyInputs,
  type FeatureFlagSdkKeyOutputs,
} from "../resources/feature-flag-sdk-key";
import {
  featureFlagSegmentDefinition,
  type FeatureFlagSegmentInputs,
  type FeatureFlagSegmentOutputs,
} from "../resources/feature-flag-segment";

export const FeatureFlagDefinition = bindResource<FeatureFlagDefinitionInputs, FeatureFlagDefinitionOutputs>(
  featureFlagDefinitionDefinition,
);
export type FeatureFlagDefinition = InstanceType<typeof FeatureFlagDefinition>;
/** What `new FeatureFlagDefinition(name, args)` takes. */
export type FeatureFlagDefinitionArgs = ConstructorParameters<typeof FeatureFlagDefinition>[1];

export const FeatureFlagConfig = bindResource<FeatureFlagConfigInputs, FeatureFlagConfigOutputs>(
  featureFlagConfigDefinition,
);
export type FeatureFlagConfig = InstanceType<typeof FeatureFlagConfig>;
/** What `new FeatureFlagConfig(name, args)` takes. */
export type FeatureFlagConfigArgs = ConstructorParameters<typeof FeatureFlagConfig>[1];

export const FeatureFlagSegment = bindResource<FeatureFlagSegmentInputs, FeatureFlagSegmentOutputs>(
  featureFlagSegmentDefinition,
);
export type FeatureFlagSegment = InstanceType<typeof FeatureFlagSegment>;
/** What `new FeatureFlagSegment(name, args)` takes. */
export type FeatureFlagSegmentArgs = ConstructorParameters<typeof FeatureFlagSegment>[1];

export const FeatureFlagSdkKey = bindResource<FeatureFlagSdkKeyInputs, FeatureFlagSdkKeyOutputs>(
  featureFlagSdkKeyDefinition,
);
export type FeatureFlagSdkKey = InstanceType<typeof FeatureFlagSdkKey>;
/** What `new FeatureFlagSdkKey(name, args)` takes. */
export type FeatureFlagSdkKeyArgs = ConstructorParameters<typeof FeatureFlagSdkKey>[1];
