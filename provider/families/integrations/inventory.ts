// The projects each installation limited to selected projects reaches: what `vercel-pulumi import`
// writes as IntegrationProjectAccess and `drift` reports as unmanaged (a project ticked in the dashboard).
import { reader } from "../../inventory/types";

export const integrationProjectAccesses = reader({
  types: ["IntegrationProjectAccess"],
  after: ["Project"],
  list: (client) => client.integrations.configurations(),
  toListed: (configuration) =>
    configuration.projectSelection === "selected"
      ? (configuration.projects ?? []).map((projectId) => ({
          type: "IntegrationProjectAccess",
          importId: `${configuration.id}/${projectId}`,
          label: `${configuration.slug} on ${projectId}`,
        }))
      : [],
});
