// A project's `routes` in the team file: its routing rules, in order.
import { z } from "zod";
import { nestedSection } from "../../team-config/sections";
import { Rule } from "./project-routes";

export const projectRoutesSection = nestedSection({
  under: "projects",
  key: "routes",
  schema: z.array(Rule).optional(),
  plan(rules, project, planner) {
    planner.add({
      type: "ProjectRoutes",
      id: project.name,
      at: [...project.at, "routes"],
      args: { projectId: project.id, rules },
    });
  },
});
