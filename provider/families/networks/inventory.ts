// The team's Secure Compute networks, and each project's private-link endpoints and static IPs.
import { reader } from "../../inventory/types";

export const networks = reader({
  types: ["Network"],
  list: async (client) => (client.http.team === undefined ? [] : client.networks.networks()),
  toListed: (network) => ({
    type: "Network",
    importId: network.id,
    label: `${network.name} (${network.cidr})`,
  }),
});

export const privateLinkEndpoints = reader({
  types: ["PrivateLinkEndpoint"],
  parent: "Project",
  list: async (client, projectId) =>
    client.http.team === undefined ? [] : client.networks.endpoints(projectId),
  toListed: (endpoint, projectId) => ({
    type: "PrivateLinkEndpoint",
    importId: `${projectId}/${endpoint.endpointId}`,
    label: endpoint.name,
  }),
});

export const projectStaticIps = reader({
  types: ["ProjectStaticIps"],
  parent: "Project",
  after: ["Network"],
  list: async (client, projectId) => {
    const links = (await client.projects.get(projectId)).connectConfigurations ?? [];
    if (links.length === 0) return [];
    const teamNetworks = new Set((await client.networks.networks()).map((network) => network.id));
    const shared = links.filter((link) => !teamNetworks.has(link.connectConfigurationId));
    return shared.length > 0 ? [[...new Set(shared.map((link) => link.dc ?? ""))]] : [];
  },
  toListed: (regions, projectId) => ({
    type: "ProjectStaticIps",
    importId: projectId,
    label: `static IPs in ${regions.join(", ")}`,
  }),
});
