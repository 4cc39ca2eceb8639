// A project's `observability` in the team file.
import { fieldsOf, without } from "../../team-config/entries";
import { nestedSection } from "../../team-config/sections";
import { observabilityConfigurationDefinition } from "./observability-configuration";

export const ObservabilityEntry = fieldsOf(observabilityConfigurationDefinition).omit(without("projectId"));

export const observabilitySection = nestedSection({
  under: "projects",
  key: "observability",
  schema: ObservabilityEntry.optional(),
  plan(observability, project, planner) {
    planner.add({
      type: "ObservabilityConfiguration",
      id: project.name,
      at: [...project.at, "observability"],
      args: { ...observability, projectId: project.id },
    });
  },
});
