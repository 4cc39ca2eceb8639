// The networks family: Secure Compute networks, a project's private-link endpoints and its static
// IPs (the platform's `networking` group), with getNetwork.
import { defineFamily } from "../kit/manifest";
import { networks, privateLinkEndpoints, projectStaticIps } from "./inventory";
import { getNetworkFunction } from "./lookups";
import { networkDefinition } from "./network";
import { NetworksApi } from "./networks-api";
import { privateLinkEndpointDefinition } from "./private-link-endpoint";
import { projectStaticIpsDefinition } from "./project-static-ips";
import { networksSection, privateLinkEndpointsSection, projectStaticIpsSection } from "./team-file";

export const networksFamily = defineFamily({
  name: "networks",
  resources: {
    Network: networkDefinition,
    PrivateLinkEndpoint: privateLinkEndpointDefinition,
    ProjectStaticIps: projectStaticIpsDefinition,
  },
  functions: { getNetwork: getNetworkFunction },
  client: { networks: (http) => new NetworksApi(http) },
  inventory: [networks, privateLinkEndpoints, projectStaticIps],
  teamFile: {
    sections: [networksSection],
    nested: [projectStaticIpsSection, privateLinkEndpointsSection],
  },
});
