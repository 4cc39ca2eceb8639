// A project's `firewall` in the team file.
import { fieldsOf, without } from "../../team-file/entries";
import { projectSettingSection } from "../../team-file/sections";
import { firewallConfigDefinition } from "./firewall-config";

export const FirewallEntry = fieldsOf(firewallConfigDefinition).omit(without("projectId"));

export const firewallSection = projectSettingSection({
  key: "firewall",
  type: "FirewallConfig",
  schema: FirewallEntry.optional(),
});
