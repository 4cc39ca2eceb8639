// Connect (seed 000 `connect (connectors)`): a team's connectors (`/v1/connect/connectors`, updated
// through `/v2`), their connections to projects and their trigger destinations.
import { z } from "zod";
import {
  Connector,
  ConnectorList,
  ConnectorProjectList,
  ConnectorUpdateResult,
  ProjectConnection,
  type ConnectorCreateRequest,
  type ConnectorUpdateRequest,
  type TriggerDestinationInput,
} from "../../../schema/connect";
import type { HttpClient } from "../../client/http";

const CONNECTORS = "/v1/connect/connectors";
const CONNECTOR = `${CONNECTORS}/{connector}`;
const CONNECTION = `${CONNECTOR}/projects/{projectId}`;
const NoContent = z.unknown();

export class ConnectApi {
  constructor(private readonly http: HttpClient) {}

  /** Every connector of the team, page by page (`search` narrows by name, UID or service). */
  async connectors(search?: string): Promise<Connector[]> {
    const all: Connector[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.http.request({
        method: "GET",
        path: "/v2/connect/connectors",
        query: { limit: 100, cursor, search },
        response: ConnectorList,
      });
      all.push(...page.connectors);
      cursor = page.pagination.next ?? undefined;
    } while (cursor !== undefined);
    return all;
  }

  /** Found by its name, unique in the team. */
  createConnector(body: ConnectorCreateRequest): Promise<Connector> {
    return this.http.create({
      method: "POST",
      path: CONNECTORS,
      body,
      response: Connector,
      lookup: async () => (await this.connectors(body.name)).find((c) => c.name === body.name),
    });
  }

  /** By its stable id (`scl_…`) or its UID. */
  connector(connector: string): Promise<Connector> {
    return this.http.request({ method: "GET", path: CONNECTOR, params: { connector }, response: Connector });
  }

  async updateConnector(connector: string, body: ConnectorUpdateRequest): Promise<Connector> {
    const answer = await this.http.request({
      method: "PATCH",
      idempotent: true,
      path: "/v2/connect/connectors/{connector}",
      params: { connector },
      body,
      response: ConnectorUpdateResult,
    });
    return answer.connector;
  }

  async deleteConnector(connector: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: CONNECTOR,
      params: { connector },
      response: NoContent,
    });
  }

  /** The whole set: the platform replaces every destination of the connector. */
  replaceTriggerDestinations(connector: string, destinations: TriggerDestinationInput[]): Promise<Connector> {
    return this.http.request({
      method: "PATCH",
      idempotent: true,
      path: `${CONNECTOR}/trigger-destinations`,
      params: { connector },
      body: { destinations },
      response: Connector,
    });
  }

  /** Every project the connector is connected to, page by page. */
  async connections(connector: string): Promise<ProjectConnection[]> {
    const all: ProjectConnection[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.http.request({
        method: "GET",
        path: "/v2/connect/connectors/{connector}/projects",
        params: { connector },
        query: { limit: 100, cursor },
        response: ConnectorProjectList,
      });
      all.push(...page.projects);
      cursor = page.pagination.next ?? undefined;
    } while (cursor !== undefined);
    return all;
  }

  connection(connector: string, projectId: string): Promise<ProjectConnection> {
    return this.http.request({
      method: "GET",
      path: CONNECTION,
      params: { connector, projectId },
      response: ProjectConnection,
    });
  }

  /** Connects the project, or sets the environments of its connection (an upsert). */
  upsertConnection(connector: string, projectId: string, environments: string[]): Promise<ProjectConnection> {
    return this.http.request({
      method: "POST",
      idempotent: true,
      path: CONNECTION,
      params: { connector, projectId },
      body: { environments },
      response: ProjectConnection,
    });
  }

  async deleteConnection(connector: string, projectId: string): Promise<void> {
    await this.http.request({
      method: "DELETE",
      idempotent: true,
      path: CONNECTION,
      params: { connector, projectId },
      response: NoContent,
    });
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    connect: ConnectApi;
  }
}
