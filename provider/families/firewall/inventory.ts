// Every project answers a firewall configuration; only one in use (on, or with rules) is an object.
import { reader } from "../../inventory/types";
import { inUse } from "./firewall-config";

export const firewall = reader({
  types: ["FirewallConfig"],
  parent: "Project",
  list: async (client, projectId) => {
    const config = await client.firewall.find(projectId);
    return config && inUse(config) ? [config] : [];
  },
  toListed: (_config, projectId) => ({ type: "FirewallConfig", importId: projectId, label: "firewall" }),
});
