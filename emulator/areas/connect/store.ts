// Connect as the emulator stores it: a team's connectors (`scl_…`, found by id or by their
// team-scoped UID), their connections to projects (which environments of the project use the
// connector), and their authorizations: a user's grant (what user tokens are issued on) or an
// installation of the connector's app (what app tokens of an installing type are issued on).
// Credentials in a connector's `data` are kept only as digests: the platform never answers them.
import { createHash } from "node:crypto";
import {
  BUILT_IN_ENVIRONMENTS,
  type ConnectorType,
  type TriggerDestinationInput,
} from "../../../schema/connect";
import {
  colorProblem,
  connectorNameProblem,
  connectorUidProblem,
  destinationPathProblem,
  iconProblem,
} from "../../../schema/connector-rules";
import { badRequest, conflict, notFound } from "../../errors";
import type { Store } from "../../store";
import { customEnvironmentsOf, requireCustomEnvironments } from "../custom-environments/store";
import { findProject, projectsOf } from "../projects/store";
import { CONNECTOR_TYPE_DEFINITIONS } from "../../../schema/connector-types";

/** At most this many trigger destinations per connector (connectconnector `triggerDestinations`). */
export const MAX_TRIGGER_DESTINATIONS = 3;

export interface StoredApiKeyValue {
  id: string;
  value: string;
  scope?: string;
  expiresAt?: number;
}

export interface StoredConnector {
  /** `scl_…`, stable. */
  id: string;
  uid: string;
  name: string;
  type: ConnectorType;
  service: string;
  connectionMethod?: string;
  target?: string;
  /** The type's configuration; credential fields hold `sha256:<digest>`, never the value. */
  data: Record<string, unknown>;
  /** An api-key connector's keys: what its tokens are (the platform hands them to the caller). */
  apiKeys?: StoredApiKeyValue[];
  icon?: string;
  backgroundColor?: string;
  accentColor?: string;
  triggersEnabled: boolean;
  triggerDestinations: TriggerDestinationInput[];
  events?: string[];
  defaultInstallationId?: string;
  /** When an app-scope change made every installation void. */
  reinstallAt?: number;
  createdBy: string;
  updatedBy: string;
  createdAt: number;
  updatedAt: number;
}

export interface StoredConnection {
  /** `<connectorId>:<projectId>`: one connection per pair. */
  id: string;
  connectorId: string;
  projectId: string;
  environments: string[];
  createdAt: number;
  updatedAt: number;
}

export interface StoredAuthorization {
  /** `car_…`. */
  id: string;
  connectorId: string;
  subject: "app" | "user";
  /** The user who granted (subject user) or installed (subject app). */
  userId: string;
  scopes: string[];
  /** `inst_…` for an installation (subject app). */
  installationId?: string;
  createdAt: number;
}

export const CONNECTORS = "connectConnectors";
export const connectorsOf = (store: Store) => store.collection<StoredConnector>(CONNECTORS);
export const connectionsOf = (store: Store) => store.collection<StoredConnection>("connectConnections");
export const authorizationsOf = (store: Store) =>
  store.collection<StoredAuthorization>("connectAuthorizations");

export const connectionId = (connectorId: string, projectId: string) => `${connectorId}:${projectId}`;

export const digest = (value: string): string => `sha256:${createHash("sha256").update(value).digest("hex")}`;

/** `{connector}` is the stable id or the team-scoped UID (URL-decoded by the router). */
export function findConnector(store: Store, ownerId: string, idOrUid: string): StoredConnector {
  const connector = connectorsOf(store).find(ownerId, (c) => c.id === idOrUid || c.uid === idOrUid);
  if (!connector) throw notFound(`Connector not found: ${idOrUid}`);
  return connector;
}

export function findConnection(store: Store, ownerId: string, connector: StoredConnector, projectId: string) {
  const project = findProject(store, ownerId, projectId);
  const connection = connectionsOf(store).get(ownerId, connectionId(connector.id, project.id));
  if (!connection) {
    throw notFound(`The connector ${connector.uid} is not connected to the project ${project.name}`);
  }
  return { project, connection };
}

/** The trimmed name, or 400 naming the rule (connectcreateconnectorrequest `name`). */
export function checkedName(raw: string): string {
  const name = raw.trim();
  const reason = connectorNameProblem(name);
  if (reason !== undefined) throw badRequest(`Invalid request: "name" ${reason}`);
  return name;
}

/** connectupdateconnectorrequest `uid`. */
export function checkedUid(uid: string): string {
  const reason = connectorUidProblem(uid);
  if (reason !== undefined) throw badRequest(`Invalid request: "uid" ${reason}`);
  return uid;
}

export function requireUniqueName(store: Store, ownerId: string, name: string, except?: string): void {
  const clash = connectorsOf(store).find(ownerId, (c) => c.name === name && c.id !== except);
  if (clash) throw conflict(`A connector named "${name}" already exists in this team (${clash.uid})`);
}

export function requireUniqueUid(store: Store, ownerId: string, uid: string, except?: string): void {
  if (connectorsOf(store).find(ownerId, (c) => c.uid === uid && c.id !== except)) {
    throw conflict(`A connector with the UID "${uid}" already exists in this team`);
  }
}

/** A UID nobody in the team has: `<type>/<name as a slug>`, numbered when taken. */
export function generatedUid(store: Store, ownerId: string, type: string, name: string): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "connector";
  const taken = (uid: string) => connectorsOf(store).find(ownerId, (c) => c.uid === uid) !== undefined;
  let uid = `${type}/${slug}`;
  for (let n = 2; taken(uid); n++) uid = `${type}/${slug}-${n}`;
  return uid;
}

/** `#rrggbb` colors and 40-hex SHA-1 icon digests (connectcreateconnectorrequest). */
export function checkBranding(body: {
  icon?: string | undefined;
  backgroundColor?: string | undefined;
  accentColor?: string | undefined;
}): void {
  for (const field of ["backgroundColor", "accentColor"] as const) {
    const value = body[field];
    const reason = value !== undefined ? colorProblem(value) : undefined;
    if (reason !== undefined) throw badRequest(`Invalid request: "${field}" ${reason}`);
  }
  const reason = body.icon !== undefined ? iconProblem(body.icon) : undefined;
  if (reason !== undefined) throw badRequest(`Invalid request: "icon" ${reason}`);
}

/**
 * A connection's environments: built-in names or custom environment ids of the project, duplicates
 * dropped (connectupsertprojectconnectionrequest).
 */
export function checkedEnvironments(
  store: Store,
  ownerId: string,
  projectId: string,
  environments: readonly string[],
): string[] {
  const unique = [...new Set(environments)];
  const builtIn: readonly string[] = BUILT_IN_ENVIRONMENTS;
  requireCustomEnvironments(
    store,
    ownerId,
    projectId,
    unique.filter((e) => !builtIn.includes(e)),
  );
  return unique;
}

/**
 * The complete set of trigger destinations: at most 3, none repeated, each a branch, a custom
 * environment of its project or its default deployment, on a project the connector is connected to.
 */
export function checkedDestinations(
  store: Store,
  ownerId: string,
  connector: StoredConnector,
  destinations: readonly TriggerDestinationInput[],
): TriggerDestinationInput[] {
  if (!CONNECTOR_TYPE_DEFINITIONS[connector.type].supportsTriggers) {
    throw badRequest(`Invalid request: ${connector.type} connectors do not support triggers`);
  }
  if (destinations.length > MAX_TRIGGER_DESTINATIONS) {
    throw badRequest(
      `Invalid request: "destinations" holds ${destinations.length} entries; a connector takes at most ${MAX_TRIGGER_DESTINATIONS}`,
    );
  }
  const seen = new Set<string>();
  return destinations.map((input) => {
    if (input.branch !== undefined && input.customEnvironmentId !== undefined) {
      throw badRequest(
        `Invalid request: a trigger destination targets a branch or a custom environment, not both`,
      );
    }
    const pathReason = input.path !== undefined ? destinationPathProblem(input.path) : undefined;
    if (pathReason !== undefined) {
      throw badRequest(`Invalid request: a trigger destination's "path" ${pathReason}`);
    }
    const project = findProject(store, ownerId, input.projectId);
    if (!connectionsOf(store).get(ownerId, connectionId(connector.id, project.id))) {
      throw badRequest(
        `Invalid request: the project ${project.name} is not connected to ${connector.uid}; connect it before sending it triggers`,
      );
    }
    if (input.customEnvironmentId !== undefined) {
      requireCustomEnvironments(store, ownerId, project.id, [input.customEnvironmentId]);
    }
    const destination: TriggerDestinationInput = {
      projectId: project.id,
      ...(input.branch !== undefined ? { branch: input.branch } : {}),
      ...(input.customEnvironmentId !== undefined ? { customEnvironmentId: input.customEnvironmentId } : {}),
      ...(input.path !== undefined ? { path: input.path } : {}),
    };
    const key = JSON.stringify(destination);
    if (seen.has(key)) throw badRequest(`Invalid request: "destinations" repeats a destination`);
    seen.add(key);
    return destination;
  });
}

/** Writes (or rewrites) the connection of a connector to a project. */
export function connect(
  store: Store,
  ownerId: string,
  connector: StoredConnector,
  projectIdOrName: string,
  environments: readonly string[],
): StoredConnection {
  const project = findProject(store, ownerId, projectIdOrName);
  const checked = checkedEnvironments(store, ownerId, project.id, environments);
  const now = store.now();
  const id = connectionId(connector.id, project.id);
  const previous = connectionsOf(store).get(ownerId, id);
  const connection: StoredConnection = {
    id,
    connectorId: connector.id,
    projectId: project.id,
    environments: checked,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
  if (previous) connectionsOf(store).replace(ownerId, connection);
  else connectionsOf(store).insert(ownerId, connection);
  return connection;
}

/** The connection with its project, as the wire answers it (connectprojectconnection). */
export function connectionView(store: Store, ownerId: string, connection: StoredConnection) {
  const project = projectsOf(store).get(ownerId, connection.projectId);
  const custom = customEnvironmentsOf(store)
    .list(ownerId)
    .filter((e) => e.projectId === connection.projectId && connection.environments.includes(e.id));
  return {
    connectorId: connection.connectorId,
    createdAt: connection.createdAt,
    updatedAt: connection.updatedAt,
    enabledEnvironments: [...connection.environments],
    project: {
      id: connection.projectId,
      name: project?.name ?? connection.projectId,
      ...(custom.length > 0 ? { customEnvironments: custom.map((e) => ({ id: e.id, slug: e.slug })) } : {}),
    },
  };
}

/** A page after the item whose id is the cursor; `next` is the last id of a full page. */
export function pageAfter<T extends { id: string }>(items: readonly T[], limit: number, cursor?: string) {
  const start = cursor === undefined ? 0 : items.findIndex((entry) => entry.id === cursor) + 1;
  const page = items.slice(start, start + limit);
  const more = start + limit < items.length;
  return { page, pagination: { next: more ? (page.at(-1)?.id ?? null) : null } };
}
