// Secure networks as the emulator stores them: the team's Secure Compute networks, a project's
// private-link endpoints (children of the project, relations.ts), and the links of a project's
// environments to networks (its `connectConfigurations`, kept on the project: a team network, or
// the platform's shared network of a region for static IPs). A network or endpoint is provisioned
// on the emulator's clock: `create_in_progress` (`creating`) until `readyAt`, then `ready`
// (`available`); nothing is written when it turns, its state is read from the clock.
import { createHash } from "node:crypto";
import { VERCEL_REGIONS } from "../../../schema/network-rules";
import type { ConnectConfiguration, ConnectConfigurationRequest } from "../../../schema/networks";
import { emulatorNow } from "../../clock";
import { badRequest, notFound } from "../../errors";
import type { Store } from "../../store";
import { projectsOf, type StoredProject } from "../projects/store";

/** How long the platform takes to provision a network and an endpoint [INF: short, so a real client's wait stays short]. */
export const NETWORK_PROVISION_MS = 1_500;
export const ENDPOINT_PROVISION_MS = 1_000;

export interface StoredNetwork {
  /** `sc_…`. */
  id: string;
  name: string;
  teamId: string;
  cidr: string;
  region: string;
  awsAvailabilityZoneIds?: string[];
  createdAt: number;
  readyAt: number;
}

export interface StoredPrivateLinkEndpoint {
  /** `ple_…`, the wire's `endpointId`. */
  id: string;
  projectId: string;
  teamId: string;
  name: string;
  vercelRegion: string;
  awsServiceName: string;
  enablePrivateDns: boolean;
  createdAt: number;
  updatedAt: number;
  readyAt: number;
}

export const NETWORKS = "networks";
export const PRIVATE_LINK_ENDPOINTS = "privateLinkEndpoints";

export const networksOf = (store: Store) => store.collection<StoredNetwork>(NETWORKS);
export const endpointsOf = (store: Store) =>
  store.collection<StoredPrivateLinkEndpoint>(PRIVATE_LINK_ENDPOINTS);

export function findNetwork(store: Store, ownerId: string, networkId: string): StoredNetwork {
  const network = networksOf(store).get(ownerId, networkId);
  if (!network) throw notFound(`Network not found: ${networkId}`);
  return network;
}

/** The projects of the owner whose environments run on the network. */
export function projectsOnNetwork(store: Store, ownerId: string, networkId: string): StoredProject[] {
  return projectsOf(store).filter(ownerId, (project) =>
    (project.connectConfigurations ?? []).some((link) => link.connectConfigurationId === networkId),
  );
}

export const isReady = (item: { readyAt: number }, now: number): boolean => now >= item.readyAt;

/** Stable made-up identifiers of the AWS side, derived from an id so that they never change. */
export function awsIds(id: string) {
  const hex = createHash("sha256").update(id).digest("hex");
  const byte = (i: number) => parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return {
    accountId: String(parseInt(hex.slice(0, 10), 16) % 1e12).padStart(12, "1"),
    vpcId: `vpc-${hex.slice(10, 27)}`,
    vpcEndpointId: `vpce-${hex.slice(27, 44)}`,
    securityGroupId: `sg-${hex.slice(44, 61)}`,
    subnetIds: [`subnet-${hex.slice(0, 17)}`, `subnet-${hex.slice(17, 34)}`],
    // Public egress addresses (3.0.0.0/8 and 52.0.0.0/8, AWS space) a backend allowlists.
    egressIps: [`3.${byte(0)}.${byte(1)}.${byte(2)}`, `52.${byte(3)}.${byte(4)}.${byte(5)}`],
  };
}

/** The platform's shared network of a region: what static IPs link a project to. */
export const sharedNetworkId = (region: string): string => `sc_shared_${region}`;

export function isSharedLink(link: { connectConfigurationId: string }): boolean {
  return link.connectConfigurationId.startsWith("sc_shared_");
}

function link(
  request: ConnectConfigurationRequest,
  region: string,
  now: number,
  previous: ConnectConfiguration | undefined,
): ConnectConfiguration {
  return {
    envId: request.envId,
    connectConfigurationId: request.connectConfigurationId,
    passive: request.passive,
    buildsEnabled: request.buildsEnabled,
    dc: region,
    aws: {
      subnetIds: awsIds(request.connectConfigurationId).subnetIds,
      securityGroupId: awsIds(request.connectConfigurationId).securityGroupId,
    },
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
}

/**
 * A project PATCH's `connectConfigurations`: every link names a network of the team that is ready
 * (400 otherwise, as an unknown setting would be); null or [] takes the project off every network.
 */
export function linkToNetworks(
  store: Store,
  ownerId: string,
  project: StoredProject,
  requests: readonly ConnectConfigurationRequest[] | null,
): ConnectConfiguration[] {
  const now = emulatorNow(store);
  return (requests ?? []).map((request) => {
    const network = networksOf(store).get(ownerId, request.connectConfigurationId);
    if (!network) {
      throw badRequest(
        `Invalid request: "connectConfigurations" names ${request.connectConfigurationId}, which is no Secure Compute network of this team`,
      );
    }
    if (!isReady(network, now)) {
      throw badRequest(`Invalid request: the network ${network.id} is still being created`);
    }
    const previous = project.connectConfigurations?.find(
      (l) => l.envId === request.envId && l.connectConfigurationId === request.connectConfigurationId,
    );
    return link(request, network.region, now, previous);
  });
}

/** Static IPs: each of the production and preview environments on the shared network of each region. */
export function sharedLinks(
  project: StoredProject,
  regions: readonly string[],
  builds: boolean,
  now: number,
): ConnectConfiguration[] {
  return ["production", "preview"].flatMap((envId) =>
    regions.map((region) => {
      const request = {
        envId,
        connectConfigurationId: sharedNetworkId(region),
        passive: false,
        buildsEnabled: builds,
      };
      const previous = project.connectConfigurations?.find(
        (l) => l.envId === envId && l.connectConfigurationId === request.connectConfigurationId,
      );
      return link(request, region, now, previous);
    }),
  );
}

export const awsRegionOf = (region: string): string => VERCEL_REGIONS[region] ?? region;
