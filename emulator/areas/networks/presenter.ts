// Networks and private-link endpoints as the platform answers them (@vercel/sdk network,
// privatelinkendpoint). The state is read from the clock by the handler, which passes a view.
import type { Network, PrivateLinkEndpoint } from "../../../schema/networks";
import { presenter } from "../../present";
import { awsIds, awsRegionOf, type StoredNetwork, type StoredPrivateLinkEndpoint } from "./store";

export interface NetworkView {
  readonly network: StoredNetwork;
  readonly ready: boolean;
  readonly projectIds: readonly string[];
}

export const presentNetwork = presenter<NetworkView>(({ network, ready, projectIds }): Network => {
  const aws = awsIds(network.id);
  return {
    id: network.id,
    name: network.name,
    teamId: network.teamId,
    cidr: network.cidr,
    region: network.region,
    awsAccountId: aws.accountId,
    awsRegion: awsRegionOf(network.region),
    ...(network.awsAvailabilityZoneIds
      ? { awsAvailabilityZoneIds: [...network.awsAvailabilityZoneIds] }
      : {}),
    // The VPC and its egress addresses exist once it is provisioned.
    ...(ready ? { vpcId: aws.vpcId, egressIpAddresses: aws.egressIps } : {}),
    status: ready ? "ready" : "create_in_progress",
    createdAt: network.createdAt,
    hostedZones: { count: 0 },
    peeringConnections: { count: 0 },
    projects: { count: projectIds.length, ids: [...projectIds] },
  };
});

export interface EndpointView {
  readonly endpoint: StoredPrivateLinkEndpoint;
  readonly ready: boolean;
}

export const presentEndpoint = presenter<EndpointView>(({ endpoint, ready }): PrivateLinkEndpoint => {
  const aws = awsIds(endpoint.id);
  const awsRegion = awsRegionOf(endpoint.vercelRegion);
  const service = endpoint.awsServiceName.split(".").at(-1) ?? "";
  return {
    endpointId: endpoint.id,
    name: endpoint.name,
    projectId: endpoint.projectId,
    teamId: endpoint.teamId,
    vercelRegion: endpoint.vercelRegion,
    awsServiceName: endpoint.awsServiceName,
    status: ready ? "available" : "creating",
    ...(ready
      ? {
          vpcEndpointId: aws.vpcEndpointId,
          awsDnsEntries: [`${aws.vpcEndpointId}.${service}.${awsRegion}.vpce.amazonaws.com`],
          ...(endpoint.enablePrivateDns
            ? { privateDnsNames: [`${endpoint.name}.${awsRegion}.private.vercel.internal`] }
            : {}),
        }
      : {}),
    createdAt: endpoint.createdAt,
    updatedAt: endpoint.updatedAt,
  };
});
