// A project's `firewall` in the team file.
import { fieldsOf, without } from "../../team-config/entries";
import { projectSettingSection } from "../../team-config/sections";
import { firewallConfigDefinition } from "./firewall-config";

export const FirewallEntry = fieldsOf(firewallConfigDefinition).omit(without("projectId"));

export const firewallSection = projectSettingSection({
  key: "firewall",
  type: "FirewallConfig",
  schema: FirewallEntry.optional(),
});
