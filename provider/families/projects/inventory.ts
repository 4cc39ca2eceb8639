// Projects (top level) and their domains.
import { collect } from "../../client/paginate";
import { reader } from "../../inventory/types";
import { analyticsOn } from "./project-analytics";
import { cronsEnabled } from "./project-crons";

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

// A project's settings with their own endpoints, listed where they differ from the platform's
// default: cron jobs switched off, a retention period set, rolling releases on.
export const projectSettings = reader({
  types: ["ProjectCrons", "ProjectDeploymentRetention", "ProjectRollingRelease", "ProjectAnalytics"],
  parent: "Project",
  list: async (client, projectId) => {
    const project = await client.projects.get(projectId);
    const expiration = (project["deploymentExpiration"] ?? {}) as Record<string, unknown>;
    const rolling = (await client.projectSettings.rollingRelease(projectId)).rollingRelease;
    return [
      ...(cronsEnabled(project) ? [] : ["ProjectCrons" as const]),
      ...(Object.keys(expiration).length > 0 ? ["ProjectDeploymentRetention" as const] : []),
      ...(rolling ? ["ProjectRollingRelease" as const] : []),
      // Off is a new project's state: only a project with a switch on has settings to import.
      ...(analyticsOn(project, "webAnalytics") || analyticsOn(project, "speedInsights")
        ? ["ProjectAnalytics" as const]
        : []),
    ];
  },
  toListed: (type, projectId) => ({ type, importId: projectId, label: type }),
});
