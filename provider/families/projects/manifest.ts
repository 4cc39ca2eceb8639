// The projects family: Project, ProjectDomain and getProject.
import { defineFamily } from "../kit/manifest";
import { projectDomains, projects } from "./inventory";
import { getProjectFunction } from "./lookups";
import { projectDefinition } from "./project";
import { projectDomainDefinition } from "./project-domain";
import { ProjectDomainsApi } from "./project-domains-api";
import { ProjectsApi } from "./projects-api";
import { projectDomainsSection, projectsSection } from "./team-config";

export const projectsFamily = defineFamily({
  name: "projects",
  resources: { Project: projectDefinition, ProjectDomain: projectDomainDefinition },
  functions: { getProject: getProjectFunction },
  client: {
    projects: (http) => new ProjectsApi(http),
    projectDomains: (http) => new ProjectDomainsApi(http),
  },
  inventory: [projects, projectDomains],
  teamConfig: { sections: [projectsSection], nested: [projectDomainsSection] },
});
