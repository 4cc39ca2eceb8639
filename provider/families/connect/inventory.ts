// The team's connectors, and each connector's project connections.
import { CONNECTOR_TYPE_DEFINITIONS, isConnectorType } from "../../../schema/connector-types";
import { reader } from "../../inventory/types";

/**
 * What the program must set again for a connector of this type, since the platform never answers
 * a connector's configuration or secrets: `data` when the type requires plain fields, `credentials`
 * when it takes secrets, an api-key connector's keys. An unknown type: both.
 */
function unreadableOf(type: string): string[] {
  if (type === "api-key") return ["apiKeys"];
  if (!isConnectorType(type)) return ["data", "credentials"];
  const definition = CONNECTOR_TYPE_DEFINITIONS[type];
  const plain = definition.required.filter((field) => !definition.secrets.includes(field));
  return [...(plain.length > 0 ? ["data"] : []), ...(definition.secrets.length > 0 ? ["credentials"] : [])];
}

export const connectors = reader({
  types: ["Connector"],
  list: (client) => client.connect.connectors(),
  toListed: (connector) => ({
    type: "Connector",
    importId: connector.id,
    label: `${connector.name} (${connector.type})`,
    unreadable: unreadableOf(connector.type),
  }),
});

export const connectorProjectConnections = reader({
  types: ["ConnectorProjectConnection"],
  parent: "Connector",
  list: (client, connectorId) => client.connect.connections(connectorId),
  toListed: (connection) => ({
    type: "ConnectorProjectConnection",
    importId: `${connection.connectorId}/${connection.project.id}`,
    label: connection.project.name,
  }),
});
