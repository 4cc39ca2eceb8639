// A project's `observability` in the team file.
import { fieldsOf, without } from "../../team-file/entries";
import { projectSettingSection } from "../../team-file/sections";
import { observabilityConfigurationDefinition } from "./observability-configuration";

export const ObservabilityEntry = fieldsOf(observabilityConfigurationDefinition).omit(without("projectId"));

export const observabilitySection = projectSettingSection({
  key: "observability",
  type: "ObservabilityConfiguration",
  schema: ObservabilityEntry.optional(),
});
