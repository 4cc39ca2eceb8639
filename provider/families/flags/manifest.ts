// The flags family: flag definitions and configs, segments, SDK keys and their lookup functions.
import { defineFamily } from "../kit/manifest";
import { featureFlagConfigDefinition } from "./feature-flag-config";
import { featureFlagDefinitionDefinition } from "./feature-flag-definition";
import { featureFlagSdkKeyDefinition } from "./feature-flag-sdk-key";
import { featureFlagSegmentDefinition } from "./feature-flag-segment";
import { FlagsApi } from "./flags-api";
import { flags, sdkKeys, segments } from "./inventory";
import {
  getFeatureFlagFunction,
  getFeatureFlagSdkKeyFunction,
  getFeatureFlagSegmentFunction,
} from "./lookups";
import { flagsSection, segmentsSection } from "./team-config";

export const flagsFamily = defineFamily({
  name: "flags",
  resources: {
    FeatureFlagDefinition: featureFlagDefinitionDefinition,
    FeatureFlagConfig: featureFlagConfigDefinition,
    FeatureFlagSegment: featureFlagSegmentDefinition,
    FeatureFlagSdkKey: featureFlagSdkKeyDefinition,
  },
  functions: {
    getFeatureFlag: getFeatureFlagFunction,
    getFeatureFlagSegment: getFeatureFlagSegmentFunction,
    getFeatureFlagSdkKey: getFeatureFlagSdkKeyFunction,
  },
  client: { flags: (http) => new FlagsApi(http) },
  inventory: [segments, flags, sdkKeys],
  teamConfig: {
    nested: [flagsSection, segmentsSection],
    notInFile: { FeatureFlagSdkKey: "an SDK key's value is shown once: a program keeps it, not a file" },
  },
});
