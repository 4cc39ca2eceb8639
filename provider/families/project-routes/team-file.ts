// A project's `routes` in the team file: its routing rules, in order.
import { z } from "zod";
import { projectSettingSection } from "../../team-file/sections";
import { Rule } from "./project-routes";

export const projectRoutesSection = projectSettingSection({
  key: "routes",
  type: "ProjectRoutes",
  schema: z.array(Rule).optional(),
  args: (rules) => ({ rules }),
});
