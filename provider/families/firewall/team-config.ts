// A project's `firewall` in the team file.
import { fieldsOf, without } from "../../team-config/entries";
import { nestedSection } from "../../team-config/sections";
import { firewallConfigDefinition } from "./firewall-config";

export const FirewallEntry = fieldsOf(firewallConfigDefinition).omit(without("projectId"));

export const firewallSection = nestedSection({
  under: "projects",
  key: "firewall",
  schema: FirewallEntry.optional(),
  plan(firewall, project, planner) {
    planner.add({
      type: "FirewallConfig",
      id: project.name,
      at: [...project.at, "firewall"],
      args: { ...firewall, projectId: project.id },
    });
  },
});
