// Secure networks (seed 000 `networking`): Secure Compute networks (`/v1/connect/networks`), a
// project's private-link endpoints (`/v1/networking/privatelink/endpoints?projectId=`) and its
// static IPs (`PATCH /v1/projects/{idOrName}/shared-connect-links`).
import { z } from "zod";
import {
  Network,
  NetworkList,
  PrivateLinkEndpoint,
  PrivateLinkEndpointList,
  StaticIpsAnswer,
  type ConnectConfiguration,
  type NetworkCreateRequest,
  type PrivateLinkEndpointCreateRequest,
  type StaticIpsRequest,
} from "../../../schema/networks";
import type { HttpClient } from "../../client/http";

const NETWORKS = "/v1/connect/networks";
const NETWORK = `${NETWORKS}/{networkId}`;
const ENDPOINTS = "/v1/networking/privatelink/endpoints";
const ENDPOINT = `${ENDPOINTS}/{endpointId}`;
const NoContent = z.unknown();

export class NetworksApi {
  constructor(private readonly http: HttpClient) {}

  networks(): Promise<Network[]> {
    return this.http.request({ method: "GET", path: NETWORKS, response: NetworkList });
  }

  /** Found by its CIDR block: two networks of a team never overlap, so the block names one. */
  createNetwork(body: NetworkCreateRequest): Promise<Network> {
    return this.http.create({
      method: "POST",
      path: NETWORKS,
      body,
      response: Network,
      lookup: async () => (await this.networks()).find((network) => network.cidr === body.cidr),
    });
  }

  network(networkId: string): Promise<Network> {
    return this.http.request({ method: "GET", path: NETWORK, params: { networkId }, response: Network });
  }

  renameNetwork(networkId: string, name: string): Promise<Network> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: NETWORK,
      params: { networkId },
      body: { name },
      response: Network,
    });
  }

  async deleteNetwork(networkId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: NETWORK,
      params: { networkId },
      response: NoContent,
    });
  }

  endpoints(projectId: string): Promise<PrivateLinkEndpoint[]> {
    return this.http.request({
      method: "GET",
      path: ENDPOINTS,
      query: { projectId },
      response: PrivateLinkEndpointList,
    });
  }

  /** Found by its name, unique in its project. */
  createEndpoint(body: PrivateLinkEndpointCreateRequest): Promise<PrivateLinkEndpoint> {
    return this.http.create({
      method: "POST",
      path: ENDPOINTS,
      body,
      response: PrivateLinkEndpoint,
      lookup: async () => (await this.endpoints(body.projectId)).find((e) => e.name === body.name),
    });
  }

  endpoint(projectId: string, endpointId: string): Promise<PrivateLinkEndpoint> {
    return this.http.request({
      method: "GET",
      path: ENDPOINT,
      params: { endpointId },
      query: { projectId },
      response: PrivateLinkEndpoint,
    });
  }

  updateEndpoint(
    projectId: string,
    endpointId: string,
    body: { name?: string | undefined; enablePrivateDns?: boolean | undefined },
  ): Promise<PrivateLinkEndpoint> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: ENDPOINT,
      params: { endpointId },
      query: { projectId },
      body,
      response: PrivateLinkEndpoint,
    });
  }

  async deleteEndpoint(projectId: string, endpointId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: ENDPOINT,
      params: { endpointId },
      query: { projectId },
      response: NoContent,
    });
  }

  /** Sets the regions (and builds) of the project's static IPs; `regions: []` turns them off. */
  updateStaticIps(idOrName: string, body: StaticIpsRequest): Promise<ConnectConfiguration[]> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: "/v1/projects/{idOrName}/shared-connect-links",
      params: { idOrName },
      body,
      response: StaticIpsAnswer,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    networks: NetworksApi;
  }
}
