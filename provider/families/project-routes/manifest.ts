// The project-routes family: ProjectRoutes (a project's ordered rules as one set: why, in
// project-routes.ts), ProjectRoute (one rule, as @pulumiverse/vercel's) and getProjectRoutes (the Terraform provider's `vercel_project_routes`).
import { defineFamily } from "../kit/manifest";
import { projectRoutes } from "./inventory";
import { getProjectRoutesFunction } from "./lookups";
import { ProjectRoutesApi } from "./project-routes-api";
import { projectRouteDefinition } from "./project-route";
import { projectRoutesDefinition } from "./project-routes";
import { projectRoutesSection } from "./team-file";

export const projectRoutesFamily = defineFamily({
  name: "project-routes",
  resources: { ProjectRoutes: projectRoutesDefinition, ProjectRoute: projectRouteDefinition },
  functions: { getProjectRoutes: getProjectRoutesFunction },
  client: { projectRoutes: (http) => new ProjectRoutesApi(http) },
  inventory: [projectRoutes],
  notInventoried: {
    ProjectRoute:
      "a project's live rules are listed and imported as one ProjectRoutes, the shape that keeps their order",
  },
  teamFile: {
    nested: [projectRoutesSection],
    notInFile: {
      ProjectRoute: "the file's `routes` holds a project's rules as one ordered list (ProjectRoutes)",
    },
  },
});
