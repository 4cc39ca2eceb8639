// Every project answers a firewall configuration and an attack mode; only one in use (on, or with
// rules) is an object. Bypass rules are objects each.
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

export const attackChallengeModes = reader({
  types: ["AttackChallengeMode"],
  parent: "Project",
  list: async (client, projectId) =>
    (await client.projects.get(projectId)).security?.attackModeEnabled ? [projectId] : [],
  toListed: (_on, projectId) => ({
    type: "AttackChallengeMode",
    importId: projectId,
    label: "attack mode on",
  }),
});

export const firewallBypasses = reader({
  types: ["FirewallBypass"],
  parent: "Project",
  list: (client, projectId) => client.security.bypassRules(projectId),
  toListed: (rule) => ({
    type: "FirewallBypass",
    importId: rule.Id,
    label: `${rule.Ip} on ${rule.IsProjectRule ? "all domains" : rule.Domain}`,
  }),
});
