// The team's connectors, and each connector's project connections.
import { reader } from "../../inventory/types";

export const connectors = reader({
  types: ["Connector"],
  list: (client) => client.connect.connectors(),
  toListed: (connector) => ({
    type: "Connector",
    importId: connector.id,
    label: `${connector.name} (${connector.type})`,
    // The platform never answers a connector's configuration or secrets: the program sets them.
    unreadable: connector.type === "api-key" ? ["apiKeys"] : ["data", "credentials"],
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
