// The projects family: Project, ProjectDomain, the project settings with their own endpoints
// (ProjectCrons, ProjectDeploymentRetention, ProjectRollingRelease, ProjectAnalytics) and their
// lookups.
import { defineFamily } from "../kit/manifest";
import { projectDomains, projects, projectSettings } from "./inventory";
import { getProjectFunction } from "./lookups";
import { projectDefinition } from "./project";
import { projectDomainDefinition } from "./project-domain";
import { ProjectDomainsApi } from "./project-domains-api";
import { ProjectsApi } from "./projects-api";
import { projectAnalyticsDefinition } from "./project-analytics";
import { projectCronsDefinition } from "./project-crons";
import { projectDeploymentRetentionDefinition } from "./project-deployment-retention";
import { projectRollingReleaseDefinition } from "./project-rolling-release";
import { ProjectSettingsApi } from "./project-settings-api";
import {
  getProjectDeploymentRetentionFunction,
  getProjectRollingReleaseFunction,
} from "./project-settings-lookups";
import { projectDomainsSection, projectsSection } from "./team-file";

export const projectsFamily = defineFamily({
  name: "projects",
  resources: {
    Project: projectDefinition,
    ProjectDomain: projectDomainDefinition,
    ProjectCrons: projectCronsDefinition,
    ProjectDeploymentRetention: projectDeploymentRetentionDefinition,
    ProjectRollingRelease: projectRollingReleaseDefinition,
    ProjectAnalytics: projectAnalyticsDefinition,
  },
  functions: {
    getProject: getProjectFunction,
    getProjectDeploymentRetention: getProjectDeploymentRetentionFunction,
    getProjectRollingRelease: getProjectRollingReleaseFunction,
  },
  client: {
    projects: (http) => new ProjectsApi(http),
    projectDomains: (http) => new ProjectDomainsApi(http),
    projectSettings: (http) => new ProjectSettingsApi(http),
  },
  inventory: [projects, projectDomains, projectSettings],
  teamFile: {
    sections: [projectsSection],
    nested: [projectDomainsSection],
    notInFile: {
      ProjectCrons:
        "a switch per project, kept in the program (pulumiverse's resource); the team file has no section for it yet",
      ProjectDeploymentRetention:
        "retention periods per project, kept in the program (pulumiverse's resource); the team file has no section for it yet",
      ProjectRollingRelease:
        "a rollout template per project, kept in the program (pulumiverse's resource); the team file has no section for it yet",
      ProjectAnalytics:
        "two switches per project, kept in the program; the team file has no section for them yet",
    },
  },
});
