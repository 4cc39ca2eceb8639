// Projects (top level), and what hangs off a project: custom environments, project domains,
// its firewall configuration.
import { collect } from "../../client/paginate";
import { inUse } from "../../families/firewall/firewall-config";
import { family } from "../types";

export const projects = family(
  undefined,
  (client) => collect(client.projects.list()),
  (project) => ({ type: "Project", importId: project.id, label: project.name }),
);

export const customEnvironments = family(
  "Project",
  (client, projectId) => client.customEnvironments.list(projectId),
  (environment, projectId) => ({
    type: "CustomEnvironment",
    importId: `${projectId}/${environment.id}`,
    label: environment.slug,
  }),
);

export const projectDomains = family(
  "Project",
  (client, projectId) => collect(client.projectDomains.list(projectId)),
  (domain, projectId) => ({
    type: "ProjectDomain",
    importId: `${projectId}/${domain.name}`,
    label: domain.name,
  }),
);

// Every project answers a firewall configuration; only one in use (on, or with rules) is an object.
export const firewall = family(
  "Project",
  async (client, projectId) => {
    const config = await client.firewall.find(projectId);
    return config && inUse(config) ? [config] : [];
  },
  (_config, projectId) => ({ type: "FirewallConfig", importId: projectId, label: "firewall" }),
);
