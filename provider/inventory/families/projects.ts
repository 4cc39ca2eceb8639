// Projects (top level), and what hangs off a project: custom environments, project domains,
// its firewall configuration.
import { collect } from "../../client/paginate";
import { inUse } from "../../resources/firewall-config";
import type { Family } from "../types";

export const projects: Family = {
  async list(client) {
    const all = await collect(client.projects.list());
    return all.map((project) => ({ type: "Project", importId: project.id, label: project.name }));
  },
};

export const customEnvironments: Family = {
  parent: "Project",
  async list(client, projectId) {
    const all = await client.customEnvironments.list(projectId);
    return all.map((environment) => ({
      type: "CustomEnvironment",
      importId: `${projectId}/${environment.id}`,
      label: environment.slug,
    }));
  },
};

export const projectDomains: Family = {
  parent: "Project",
  async list(client, projectId) {
    const all = await collect(client.projectDomains.list(projectId));
    return all.map((domain) => ({
      type: "ProjectDomain",
      importId: `${projectId}/${domain.name}`,
      label: domain.name,
    }));
  },
};

export const firewall: Family = {
  parent: "Project",
  async list(client, projectId) {
    // Every project answers a configuration; only one in use (on, or with rules) is an object.
    const config = await client.firewall.find(projectId);
    if (!config || !inUse(config)) return [];
    return [{ type: "FirewallConfig", importId: projectId, label: "firewall" }];
  },
};
