// The flags family: flag definitions and configs, segments, SDK keys, a project's flag settings
// and the lookup functions (the Terraform provider has no data source for the settings).
import { defineFamily } from "../kit/manifest";
import { featureFlagConfigDefinition } from "./feature-flag-config";
import { featureFlagDefinitionDefinition } from "./feature-flag-definition";
import { featureFlagSdkKeyDefinition } from "./feature-flag-sdk-key";
import { featureFlagSegmentDefinition } from "./feature-flag-segment";
import { featureFlagSettingsDefinition } from "./feature-flag-settings";
import { FlagsApi } from "./flags-api";
import { flagSettings, flags, sdkKeys, segments } from "./inventory";
import {
  getFeatureFlagFunction,
  getFeatureFlagSdkKeyFunction,
  getFeatureFlagSegmentFunction,
} from "./lookups";
import { flagSettingsSection, flagsSection, segmentsSection } from "./team-file";

export const flagsFamily = defineFamily({
  name: "flags",
  resources: {
    FeatureFlagDefinition: featureFlagDefinitionDefinition,
    FeatureFlagConfig: featureFlagConfigDefinition,
    FeatureFlagSegment: featureFlagSegmentDefinition,
    FeatureFlagSdkKey: featureFlagSdkKeyDefinition,
    FeatureFlagSettings: featureFlagSettingsDefinition,
  },
  functions: {
    getFeatureFlag: getFeatureFlagFunction,
    getFeatureFlagSegment: getFeatureFlagSegmentFunction,
    getFeatureFlagSdkKey: getFeatureFlagSdkKeyFunction,
  },
  client: { flags: (http) => new FlagsApi(http) },
  inventory: [segments, flags, sdkKeys, flagSettings],
  teamFile: {
    nested: [flagsSection, segmentsSection, flagSettingsSection],
    notInFile: { FeatureFlagSdkKey: "an SDK key's value is shown once: a program keeps it, not a file" },
  },
});
