// The observability family: ObservabilityConfiguration (the platform's `observability` group; the
// Terraform provider has no data source for it, so no lookup).
import { defineFamily } from "../kit/manifest";
import { observabilityConfigurations } from "./inventory";
import { ObservabilityApi } from "./observability-api";
import { observabilityConfigurationDefinition } from "./observability-configuration";
import { observabilitySection } from "./team-file";

export const observabilityFamily = defineFamily({
  name: "observability",
  resources: { ObservabilityConfiguration: observabilityConfigurationDefinition },
  functions: {},
  client: { observability: (http) => new ObservabilityApi(http) },
  inventory: [observabilityConfigurations],
  teamFile: { nested: [observabilitySection] },
});
