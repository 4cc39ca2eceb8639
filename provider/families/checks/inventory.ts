// A project's checks (their runs are per deployment: no resource declares them).
import { reader } from "../../inventory/types";

export const projectChecks = reader({
  types: ["ProjectDeploymentCheck"],
  parent: "Project",
  list: (client, projectId) => client.checks.list(projectId),
  toListed: (check, projectId) => ({
    type: "ProjectDeploymentCheck",
    importId: `${projectId}/${check.id}`,
    label: check.name,
  }),
});
