// The firewall family: FirewallConfig (pulumiverse has no lookup function for it).
import { defineFamily } from "../kit/manifest";
import { FirewallApi } from "./firewall-api";
import { firewallConfigDefinition } from "./firewall-config";
import { firewall } from "./inventory";
import { firewallSection } from "./team-config";

export const firewallFamily = defineFamily({
  name: "firewall",
  resources: { FirewallConfig: firewallConfigDefinition },
  functions: {},
  client: { firewall: (http) => new FirewallApi(http) },
  inventory: [firewall],
  teamConfig: { nested: [firewallSection] },
});
