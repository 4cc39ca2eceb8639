// A project whose extended observability tier is off has an ObservabilityConfiguration object
// (the default, on, is none).
import { reader } from "../../inventory/types";

export const observabilityConfigurations = reader({
  types: ["ObservabilityConfiguration"],
  parent: "Project",
  list: async (client, projectId) =>
    (await client.observability.disabledProjects()).filter((project) => project.id === projectId),
  toListed: (_project, projectId) => ({
    type: "ObservabilityConfiguration",
    importId: projectId,
    label: "extended tier off",
  }),
});
