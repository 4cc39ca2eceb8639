// Feature flags: FeatureFlagDefinition, FeatureFlagConfig, FeatureFlagSegment, FeatureFlagSdkKey
// and their lookup functions.
import { bindResource } from "../dynamic/resource";
import {
  getFeatureFlagFunction,
  getFeatureFlagSdkKeyFunction,
  getFeatureFlagSegmentFunction,
} from "../families/flags/lookups";
import { bindFunction } from "../functions/invoke";
import {
  featureFlagConfigDefinition,
  type FeatureFlagConfigInputs,
  type FeatureFlagConfigOutputs,
} from "../families/flags/feature-flag-config";
import {
  featureFlagDefinitionDefinition,
  type FeatureFlagDefinitionInputs,
  type FeatureFlagDefinitionOutputs,
} from "../families/flags/feature-flag-definition";
import {
  featureFlagSdkKeyDefinition,
  type FeatureFlagSdkKeyInputs,
  type FeatureFlagSdkKeyOutputs,
} from "../families/flags/feature-flag-sdk-key";
import {
  featureFlagSegmentDefinition,
  type FeatureFlagSegmentInputs,
  type FeatureFlagSegmentOutputs,
} from "../families/flags/feature-flag-segment";

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

const featureFlag = bindFunction(getFeatureFlagFunction);
/** A flag of a project by key (or id). */
export const getFeatureFlag = featureFlag.direct;
export const getFeatureFlagOutput = featureFlag.output;

const featureFlagSegment = bindFunction(getFeatureFlagSegmentFunction);
/** A segment of a project by slug (or id). */
export const getFeatureFlagSegment = featureFlagSegment.direct;
export const getFeatureFlagSegmentOutput = featureFlagSegment.output;

const featureFlagSdkKey = bindFunction(getFeatureFlagSdkKeyFunction);
/** An SDK key of a project by id (its hashKey); its value cannot be read back, its masked form is secret. */
export const getFeatureFlagSdkKey = featureFlagSdkKey.direct;
export const getFeatureFlagSdkKeyOutput = featureFlagSdkKey.output;
