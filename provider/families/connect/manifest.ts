// The connect family: a team's connectors and their project connections (the platform's `connect`
// group), with getConnector and getConnectors.
import { defineFamily } from "../kit/manifest";
import { ConnectApi } from "./connect-api";
import { connectorDefinition } from "./connector";
import { connectorProjectConnectionDefinition } from "./connector-project-connection";
import { connectorProjectConnections, connectors } from "./inventory";
import { getConnectorFunction, getConnectorsFunction } from "./lookups";
import { connectorsSection } from "./team-file";

export const connectFamily = defineFamily({
  name: "connect",
  resources: {
    Connector: connectorDefinition,
    ConnectorProjectConnection: connectorProjectConnectionDefinition,
  },
  functions: { getConnector: getConnectorFunction, getConnectors: getConnectorsFunction },
  client: { connect: (http) => new ConnectApi(http) },
  inventory: [connectors, connectorProjectConnections],
  teamFile: { sections: [connectorsSection] },
});
