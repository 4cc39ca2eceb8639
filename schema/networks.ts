// Wire types of secure networks (seed 000 `networking`; shapes from @vercel/sdk's network,
// createnetworkop, updatenetworkop, privatelinkendpoint, createprivatelinkendpointop,
// updateprivatelinkendpointop, updatestaticipsop): Secure Compute networks, private-link endpoints
// of a project, and a project's static IPs (its links to the platform's shared networks). The
// rules both the emulator and the provider's checks apply (regions, CIDR blocks, AWS names) live
// here once, in network-rules.ts.
import { z } from "zod";
import { EpochMs } from "./common";

export const NETWORK_STATUSES = ["create_in_progress", "delete_in_progress", "error", "ready"] as const;

export const NetworkCreateRequest = z.object({
  awsAvailabilityZoneIds: z.array(z.string().min(1)).optional(),
  cidr: z.string().min(1),
  name: z.string().min(1).max(255),
  region: z.string().min(1),
});
export type NetworkCreateRequest = z.infer<typeof NetworkCreateRequest>;

export const NetworkUpdateRequest = z.object({ name: z.string().min(1).max(255) });

export const Network = z.looseObject({
  id: z.string(),
  name: z.string(),
  teamId: z.string(),
  cidr: z.string(),
  region: z.string().optional(),
  awsAccountId: z.string(),
  awsRegion: z.string(),
  awsAvailabilityZoneIds: z.array(z.string()).optional(),
  egressIpAddresses: z.array(z.string()).optional(),
  vpcId: z.string().optional(),
  status: z.string(),
  createdAt: EpochMs,
  hostedZones: z.object({ count: z.number() }).optional(),
  peeringConnections: z.object({ count: z.number() }).optional(),
  projects: z.object({ count: z.number(), ids: z.array(z.string()) }).optional(),
});
export type Network = z.infer<typeof Network>;
export const NetworkList = z.array(Network);

export const PRIVATE_LINK_STATUSES = [
  "available",
  "creating",
  "deleting",
  "failed",
  "pending-acceptance",
  "provisioning",
  "rejected",
] as const;

export const PrivateLinkEndpointCreateRequest = z.object({
  projectId: z.string().min(1),
  name: z.string().min(1).max(255),
  vercelRegion: z.string().min(1),
  awsServiceName: z.string().min(1),
  enablePrivateDns: z.boolean().optional(),
});
export type PrivateLinkEndpointCreateRequest = z.infer<typeof PrivateLinkEndpointCreateRequest>;

export const PrivateLinkEndpointUpdateRequest = z.object({
  name: z.string().min(1).max(255).optional(),
  enablePrivateDns: z.boolean().optional(),
});

/** Every private-link route names the endpoint's project in the query (`?projectId=`). */
export const PrivateLinkQuery = z.looseObject({ projectId: z.string().min(1) });

export const PrivateLinkEndpoint = z.looseObject({
  endpointId: z.string(),
  name: z.string(),
  projectId: z.string(),
  teamId: z.string(),
  vercelRegion: z.string(),
  awsServiceName: z.string(),
  status: z.string(),
  statusMessage: z.string().optional(),
  vpcEndpointId: z.string().optional(),
  awsDnsEntries: z.array(z.string()).optional(),
  privateDnsNames: z.array(z.string()).optional(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type PrivateLinkEndpoint = z.infer<typeof PrivateLinkEndpoint>;
export const PrivateLinkEndpointList = z.array(PrivateLinkEndpoint);

/** `PATCH /v1/projects/{idOrName}/shared-connect-links`: at least one of the two. */
export const StaticIpsRequest = z
  .object({ builds: z.boolean().optional(), regions: z.array(z.string().min(1)).optional() })
  .refine((body) => body.builds !== undefined || body.regions !== undefined, {
    message: 'must hold "builds" or "regions"',
  });
export type StaticIpsRequest = z.infer<typeof StaticIpsRequest>;

/** A project environment's link to a network (the project's `connectConfigurations[]`). */
export const ConnectConfiguration = z.looseObject({
  envId: z.string(),
  connectConfigurationId: z.string(),
  passive: z.boolean(),
  buildsEnabled: z.boolean(),
  dc: z.string().optional(),
  aws: z.object({ subnetIds: z.array(z.string()), securityGroupId: z.string().optional() }).optional(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type ConnectConfiguration = z.infer<typeof ConnectConfiguration>;
export const StaticIpsAnswer = z.array(ConnectConfiguration);

/** A project PATCH's `connectConfigurations`: the project's environments on team networks. */
export const ConnectConfigurationRequest = z.object({
  envId: z.string().min(1),
  connectConfigurationId: z.string().min(1),
  passive: z.boolean(),
  buildsEnabled: z.boolean(),
});
export type ConnectConfigurationRequest = z.infer<typeof ConnectConfigurationRequest>;
