// Connectors as the platform answers them (@vercel/sdk connectconnector): the type's capabilities
// derived from its definition, never its credentials (`data` is not on the wire at all).
import type { Connector } from "../../../schema/connect";
import { presenter } from "../../present";
import { subjectsOf } from "./credentials";
import type { StoredConnector } from "./store";
import { CONNECTOR_TYPE_DEFINITIONS } from "../../../schema/connector-types";

export function connectorBody(connector: StoredConnector): Connector {
  const definition = CONNECTOR_TYPE_DEFINITIONS[connector.type];
  return {
    id: connector.id,
    uid: connector.uid,
    name: connector.name,
    displayName: connector.name,
    type: connector.type,
    typeName: definition.typeName,
    service: connector.service,
    ...(connector.connectionMethod !== undefined ? { connectionMethod: connector.connectionMethod } : {}),
    ...(connector.target !== undefined ? { target: connector.target } : {}),
    createdAt: connector.createdAt,
    updatedAt: connector.updatedAt,
    createdBy: { id: connector.createdBy, type: "user" },
    updatedBy: { id: connector.updatedBy, type: "user" },
    creationMode: "manual",
    supportedSubjectTypes: [...subjectsOf(connector)],
    supportsIcon: definition.supportsIcon,
    supportsInstallation: definition.supportsInstallation,
    supportsRevocation: definition.supportsRevocation,
    supportsTriggers: definition.supportsTriggers,
    ...(connector.defaultInstallationId !== undefined
      ? { defaultInstallationId: connector.defaultInstallationId }
      : {}),
    ...(connector.reinstallAt !== undefined ? { reinstallAt: connector.reinstallAt } : {}),
    ...(connector.events !== undefined ? { events: [...connector.events] } : {}),
    ...(connector.icon !== undefined ? { icon: connector.icon } : {}),
    ...(connector.backgroundColor !== undefined ? { backgroundColor: connector.backgroundColor } : {}),
    ...(connector.accentColor !== undefined ? { accentColor: connector.accentColor } : {}),
    // "Only present when enabled" (connectconnector `triggers`).
    ...(connector.triggersEnabled ? { triggers: { enabled: true } } : {}),
    ...(definition.supportsTriggers
      ? { triggerDestinations: connector.triggerDestinations.map((d) => ({ ...d })) }
      : {}),
  };
}

export const presentConnector = presenter<StoredConnector>(connectorBody);
