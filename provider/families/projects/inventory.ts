// Projects (top level) and their domains.
import { collect } from "../../client/paginate";
import { reader } from "../../inventory/types";

export const projects = reader({
  types: ["Project"],
  list: (client) => collect(client.projects.list()),
  toListed: (project) => ({ type: "Project", importId: project.id, label: project.name }),
});

export const projectDomains = reader({
  types: ["ProjectDomain"],
  parent: "Project",
  // A domain may be bound to one of the project's custom environments.
  after: ["CustomEnvironment"],
  list: (client, projectId) => collect(client.projectDomains.list(projectId)),
  toListed: (domain, projectId) => ({
    type: "ProjectDomain",
    importId: `${projectId}/${domain.name}`,
    label: domain.name,
  }),
});
