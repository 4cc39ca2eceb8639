// `networking` (seed 000): Secure Compute networks (`/v1/connect/networks`), a project's
// private-link endpoints (`/v1/networking/privatelink/endpoints?projectId=`), and a project's static
// IPs (`PATCH /v1/projects/{idOrName}/shared-connect-links`). Rules: a network's region is one of
// the platform's, its CIDR block a valid private /16–/28 block that overlaps no other network of
// the team (409), its zones the region's; a network a project runs on cannot be deleted (409, the
// SDK lists it for deleteNetwork); an endpoint's project exists, its service is in its region's
// AWS region, its name is unique in the project (409); static IPs take at most 3 regions and not a
// project on a team network (409). Provisioning runs on the emulator's clock (store.ts).
import { z } from "zod";
import {
  MAX_STATIC_IP_REGIONS,
  cidrProblem,
  overlaps,
  regionProblem,
  serviceNameProblem,
  zoneProblem,
} from "../../../schema/network-rules";
import {
  Network,
  NetworkCreateRequest,
  NetworkList,
  NetworkUpdateRequest,
  PrivateLinkEndpoint,
  PrivateLinkEndpointCreateRequest,
  PrivateLinkEndpointList,
  PrivateLinkEndpointUpdateRequest,
  PrivateLinkQuery,
  StaticIpsAnswer,
  StaticIpsRequest,
} from "../../../schema/networks";
import { emulatorNow } from "../../clock";
import { badRequest, conflict, notFound } from "../../errors";
import { newId } from "../../ids";
import { defineRoute, item, noContent, ok, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { findProject, saveProject } from "../projects/store";
import { presentEndpoint, presentNetwork, type EndpointView, type NetworkView } from "./presenter";
import {
  ENDPOINT_PROVISION_MS,
  NETWORK_PROVISION_MS,
  NETWORKS,
  endpointsOf,
  findNetwork,
  isReady,
  isSharedLink,
  networksOf,
  projectsOnNetwork,
  sharedLinks,
  type StoredNetwork,
  type StoredPrivateLinkEndpoint,
} from "./store";

const NETWORKS_PATH = "/v1/connect/networks";
const ENDPOINTS_PATH = "/v1/networking/privatelink/endpoints";

const invalid = (field: string, problem: string | undefined): void => {
  if (problem !== undefined) throw badRequest(`Invalid request: "${field}" ${problem}`);
};

const networkView = (store: Store, ownerId: string, network: StoredNetwork): NetworkView => ({
  network,
  ready: isReady(network, emulatorNow(store)),
  projectIds: projectsOnNetwork(store, ownerId, network.id).map((project) => project.id),
});

const endpointView = (store: Store, endpoint: StoredPrivateLinkEndpoint): EndpointView => ({
  endpoint,
  ready: isReady(endpoint, emulatorNow(store)),
});

const ListNetworksQuery = z.looseObject({ search: z.string().optional() });

const networkRoutes = [
  defineRoute({
    method: "GET",
    paths: NETWORKS_PATH,
    query: ListNetworksQuery,
    response: NetworkList,
    operation: "list",
    present: presentNetwork,
    handle: ({ store, ownerId, query }) => {
      const search = query.search?.toLowerCase();
      const networks = networksOf(store)
        .list(ownerId)
        .filter(
          (n) => search === undefined || n.name.toLowerCase().includes(search) || n.id === query.search,
        );
      return {
        status: 200,
        layout: (present) => networks.map((n) => present(networkView(store, ownerId, n))),
      };
    },
  }),
  defineRoute({
    method: "POST",
    paths: NETWORKS_PATH,
    body: NetworkCreateRequest,
    response: Network,
    present: presentNetwork,
    handle: ({ store, ownerId, body }) => {
      invalid("region", regionProblem(body.region));
      invalid("cidr", cidrProblem(body.cidr));
      for (const zone of body.awsAvailabilityZoneIds ?? []) {
        invalid("awsAvailabilityZoneIds", zoneProblem(zone, body.region));
      }
      const clash = networksOf(store).find(ownerId, (n) => overlaps(n.cidr, body.cidr));
      if (clash) {
        throw conflict(
          `The CIDR block ${body.cidr} overlaps ${clash.cidr} of the network "${clash.name}" (${clash.id})`,
        );
      }
      const now = emulatorNow(store);
      const network = networksOf(store).insert(ownerId, {
        id: newId("sc_", 24),
        name: body.name,
        teamId: ownerId,
        cidr: body.cidr,
        region: body.region,
        ...(body.awsAvailabilityZoneIds ? { awsAvailabilityZoneIds: [...body.awsAvailabilityZoneIds] } : {}),
        createdAt: now,
        readyAt: now + NETWORK_PROVISION_MS,
      });
      return item(networkView(store, ownerId, network), 201);
    },
  }),
  defineRoute({
    method: "GET",
    paths: `${NETWORKS_PATH}/:networkId`,
    response: Network,
    present: presentNetwork,
    handle: ({ store, ownerId, params }) =>
      item(networkView(store, ownerId, findNetwork(store, ownerId, params.networkId))),
  }),
  defineRoute({
    method: "PATCH",
    paths: `${NETWORKS_PATH}/:networkId`,
    body: NetworkUpdateRequest,
    response: Network,
    present: presentNetwork,
    handle: ({ store, ownerId, params, body }) => {
      const network = findNetwork(store, ownerId, params.networkId);
      const saved = networksOf(store).replace(ownerId, { ...network, name: body.name });
      return item(networkView(store, ownerId, saved));
    },
  }),
  defineRoute({
    method: "DELETE",
    paths: `${NETWORKS_PATH}/:networkId`,
    handle: ({ store, ownerId, params }) => {
      const network = findNetwork(store, ownerId, params.networkId);
      const projects = projectsOnNetwork(store, ownerId, network.id);
      if (projects.length > 0) {
        throw conflict(
          `The network ${network.id} is in use by ${projects.map((p) => `"${p.name}"`).join(", ")}: take the project off it first (its connectConfigurations)`,
        );
      }
      networksOf(store).remove(ownerId, network.id);
      return noContent();
    },
  }),
];

function findEndpoint(store: Store, ownerId: string, projectId: string, endpointId: string) {
  const project = findProject(store, ownerId, projectId);
  const endpoint = endpointsOf(store).find(ownerId, (e) => e.id === endpointId && e.projectId === project.id);
  if (!endpoint) throw notFound(`Private link endpoint not found: ${endpointId}`);
  return endpoint;
}

function nameTaken(store: Store, ownerId: string, projectId: string, name: string, except?: string): void {
  if (
    endpointsOf(store).find(ownerId, (e) => e.projectId === projectId && e.name === name && e.id !== except)
  ) {
    throw conflict(`A private link endpoint named "${name}" already exists in this project`);
  }
}

const endpointRoutes = [
  defineRoute({
    method: "GET",
    paths: ENDPOINTS_PATH,
    query: PrivateLinkQuery,
    response: PrivateLinkEndpointList,
    operation: "list",
    present: presentEndpoint,
    handle: ({ store, ownerId, query }) => {
      const project = findProject(store, ownerId, query.projectId);
      const endpoints = endpointsOf(store).filter(ownerId, (e) => e.projectId === project.id);
      return { status: 200, layout: (present) => endpoints.map((e) => present(endpointView(store, e))) };
    },
  }),
  defineRoute({
    method: "POST",
    paths: ENDPOINTS_PATH,
    body: PrivateLinkEndpointCreateRequest,
    response: PrivateLinkEndpoint,
    present: presentEndpoint,
    handle: ({ store, ownerId, body }) => {
      const project = findProject(store, ownerId, body.projectId);
      invalid("vercelRegion", regionProblem(body.vercelRegion));
      invalid("awsServiceName", serviceNameProblem(body.awsServiceName, body.vercelRegion));
      nameTaken(store, ownerId, project.id, body.name);
      const now = emulatorNow(store);
      const endpoint = endpointsOf(store).insert(ownerId, {
        id: newId("ple_", 24),
        projectId: project.id,
        teamId: ownerId,
        name: body.name,
        vercelRegion: body.vercelRegion,
        awsServiceName: body.awsServiceName,
        enablePrivateDns: body.enablePrivateDns ?? false,
        createdAt: now,
        updatedAt: now,
        readyAt: now + ENDPOINT_PROVISION_MS,
      });
      return item(endpointView(store, endpoint), 201);
    },
  }),
  defineRoute({
    method: "GET",
    paths: `${ENDPOINTS_PATH}/:endpointId`,
    query: PrivateLinkQuery,
    response: PrivateLinkEndpoint,
    present: presentEndpoint,
    handle: ({ store, ownerId, params, query }) =>
      item(endpointView(store, findEndpoint(store, ownerId, query.projectId, params.endpointId))),
  }),
  defineRoute({
    method: "PATCH",
    paths: `${ENDPOINTS_PATH}/:endpointId`,
    query: PrivateLinkQuery,
    body: PrivateLinkEndpointUpdateRequest,
    response: PrivateLinkEndpoint,
    present: presentEndpoint,
    handle: ({ store, ownerId, params, query, body }) => {
      const endpoint = findEndpoint(store, ownerId, query.projectId, params.endpointId);
      if (body.name !== undefined) nameTaken(store, ownerId, endpoint.projectId, body.name, endpoint.id);
      const saved = endpointsOf(store).replace(ownerId, {
        ...endpoint,
        name: body.name ?? endpoint.name,
        enablePrivateDns: body.enablePrivateDns ?? endpoint.enablePrivateDns,
        updatedAt: store.now(),
      });
      return item(endpointView(store, saved));
    },
  }),
  defineRoute({
    method: "DELETE",
    paths: `${ENDPOINTS_PATH}/:endpointId`,
    query: PrivateLinkQuery,
    handle: ({ store, ownerId, params, query }) => {
      endpointsOf(store).remove(ownerId, findEndpoint(store, ownerId, query.projectId, params.endpointId).id);
      return noContent();
    },
  }),
];

const staticIps = defineRoute({
  method: "PATCH",
  paths: "/v1/projects/:idOrName/shared-connect-links",
  body: StaticIpsRequest,
  response: StaticIpsAnswer,
  operation: "update",
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const links = project.connectConfigurations ?? [];
    if (links.some((link) => !isSharedLink(link))) {
      throw conflict(
        `The project "${project.name}" runs on a Secure Compute network; static IPs are for projects on the shared networks`,
      );
    }
    const regions = body.regions ?? [...new Set(links.map((link) => link.dc ?? ""))].filter(Boolean);
    for (const region of regions) invalid("regions", regionProblem(region));
    if (new Set(regions).size !== regions.length) invalid("regions", "must not repeat a region");
    if (regions.length > MAX_STATIC_IP_REGIONS) {
      invalid("regions", `must hold at most ${MAX_STATIC_IP_REGIONS} regions, not ${regions.length}`);
    }
    const builds = body.builds ?? links.some((link) => link.buildsEnabled);
    const next = sharedLinks(project, regions, builds, emulatorNow(store));
    if (next.length > 0) project.connectConfigurations = next;
    else delete project.connectConfigurations;
    saveProject(store, ownerId, project);
    return ok(next);
  },
});

export const networks: ApiArea = {
  name: NETWORKS,
  routes: [...networkRoutes, ...endpointRoutes, staticIps],
  present: presentNetwork,
};
