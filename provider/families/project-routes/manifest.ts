// The project-routes family: ProjectRoutes (a project's ordered rules as one set: why, in
// project-routes.ts) and getProjectRoutes (the Terraform provider's `vercel_project_routes`).
import { defineFamily } from "../kit/manifest";
import { projectRoutes } from "./inventory";
import { getProjectRoutesFunction } from "./lookups";
import { ProjectRoutesApi } from "./project-routes-api";
import { projectRoutesDefinition } from "./project-routes";
import { projectRoutesSection } from "./team-config";

export const projectRoutesFamily = defineFamily({
  name: "project-routes",
  resources: { ProjectRoutes: projectRoutesDefinition },
  functions: { getProjectRoutes: getProjectRoutesFunction },
  client: { projectRoutes: (http) => new ProjectRoutesApi(http) },
  inventory: [projectRoutes],
  teamConfig: { nested: [projectRoutesSection] },
});
