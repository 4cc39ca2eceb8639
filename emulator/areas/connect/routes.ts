// `connect (connectors)` (seed 000): a team's connectors, their connections to projects, their
// trigger destinations, and the tokens and authorizations issued on them. Rules: a known type (or a
// service naming one) with the data that type requires; a name and a UID unique in the team (409);
// UIDs outside Vercel's namespaces; hex colors and SHA-1 icon digests; a connected project exists
// (404 "Project not found") and its environments are built-in or its own custom environments;
// trigger destinations only on types that take triggers, at most 3, on connected projects.
// Deleting a connector disconnects every project; disconnecting a project drops its destinations.
import {
  AuthorizationAnswer,
  AuthorizationRequest,
  ConnectionListQuery,
  Connector,
  ConnectorCreateRequest,
  ConnectorList,
  ConnectorListV1,
  ConnectorListQuery,
  ConnectorProjectList,
  ConnectorUpdateRequest,
  ConnectorUpdateResult,
  ProjectConnection,
  ProjectConnectionRequest,
  ProjectConnectorList,
  TokenAnswer,
  TokenRequest,
  TriggerDestinationsRequest,
  type ConnectorCreateRequest as CreateBody,
  type ConnectorType,
} from "../../../schema/connect";
import { badRequest } from "../../errors";
import { newId } from "../../ids";
import { defineRoute, item, noContent, ok, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { findProject } from "../projects/store";
import { authorize, createData, issueToken, updateData } from "./credentials";
import { connectorBody, presentConnector } from "./presenter";
import {
  CONNECTORS,
  authorizationsOf,
  checkBranding,
  checkedDestinations,
  checkedName,
  checkedUid,
  connect,
  connectionView,
  connectionsOf,
  connectorsOf,
  findConnection,
  findConnector,
  generatedUid,
  pageAfter,
  requireUniqueName,
  requireUniqueUid,
  type StoredConnector,
} from "./store";
import { CONNECTOR_TYPE_DEFINITIONS, isConnectorType } from "../../../schema/connector-types";

const CONNECTORS_V1 = "/v1/connect/connectors";
const CONNECTORS_V2 = "/v2/connect/connectors";

/** `type`, or the type the service names when a connection method selects a preset. */
function resolvedType(body: CreateBody): ConnectorType {
  if (body.type !== undefined && body.type !== "") {
    if (!isConnectorType(body.type))
      throw badRequest(`Invalid request: "type" ${body.type} is no connector type`);
    return body.type;
  }
  if (body.connectionMethod === undefined || body.service === undefined) {
    throw badRequest(`Invalid request: "type", or "service" with "connectionMethod", is required`);
  }
  const service = body.service.toLowerCase();
  if (!isConnectorType(service)) {
    throw badRequest(
      `Invalid request: "connectionMethod" ${body.connectionMethod} is no connection method of ${body.service}`,
    );
  }
  return service;
}

function createConnector(store: Store, ownerId: string, userId: string, body: CreateBody) {
  const type = resolvedType(body);
  if (body.params !== undefined && body.connectionMethod === undefined) {
    throw badRequest(`Invalid request: "params" requires "connectionMethod"`);
  }
  if (body.target !== undefined && body.connectionMethod === undefined) {
    throw badRequest(`Invalid request: "target" requires "connectionMethod"`);
  }
  if (body.environments !== undefined && body.projectId === undefined) {
    throw badRequest(`Invalid request: "environments" requires "projectId"`);
  }
  const project = body.projectId !== undefined ? findProject(store, ownerId, body.projectId) : undefined;
  const rawName = body.name !== undefined && body.name.trim() !== "" ? body.name : project?.name;
  if (rawName === undefined) {
    throw badRequest(
      type === "api-key"
        ? `Invalid request: "name" is required for api-key connectors`
        : `Invalid request: "name" or "projectId" is required`,
    );
  }
  if (type === "api-key" && (body.name === undefined || body.name.trim() === "")) {
    throw badRequest(`Invalid request: "name" is required for api-key connectors`);
  }
  const name = checkedName(rawName);
  requireUniqueName(store, ownerId, name);
  const uid =
    body.uid !== undefined && body.uid !== ""
      ? checkedUid(body.uid)
      : generatedUid(store, ownerId, type, name);
  requireUniqueUid(store, ownerId, uid);
  checkBranding(body);
  if (body.triggers === true && !isTriggerType(type)) {
    throw badRequest(`Invalid request: ${type} connectors do not support triggers`);
  }
  if (body.triggerDestination !== undefined && body.triggers !== true) {
    throw badRequest(`Invalid request: "triggerDestination" requires "triggers" to be enabled`);
  }
  const now = store.now();
  const { data, apiKeys } = createData(type, body.data, now);
  const connector = connectorsOf(store).insert(ownerId, {
    id: newId("scl_", 24),
    uid,
    name,
    type,
    service: body.service ?? type,
    ...(body.connectionMethod !== undefined ? { connectionMethod: body.connectionMethod } : {}),
    ...(body.target !== undefined ? { target: body.target } : {}),
    data,
    ...(apiKeys ? { apiKeys } : {}),
    ...(body.icon !== undefined ? { icon: body.icon } : {}),
    ...(body.backgroundColor !== undefined ? { backgroundColor: body.backgroundColor } : {}),
    ...(body.accentColor !== undefined ? { accentColor: body.accentColor } : {}),
    triggersEnabled: body.triggers === true,
    triggerDestinations: [],
    ...(body.events !== undefined ? { events: [...body.events] } : {}),
    createdBy: userId,
    updatedBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  if (project)
    connect(
      store,
      ownerId,
      connector,
      project.id,
      body.environments ?? ["development", "preview", "production"],
    );
  if (body.triggerDestination !== undefined) {
    const projectId = body.triggerDestination.projectId ?? project?.id;
    if (projectId === undefined) {
      throw badRequest(
        `Invalid request: "triggerDestination" needs a projectId, its own or the top-level one`,
      );
    }
    const destinations = checkedDestinations(store, ownerId, connector, [
      { ...body.triggerDestination, projectId },
    ]);
    return connectorsOf(store).replace(ownerId, { ...connector, triggerDestinations: destinations });
  }
  return connector;
}

const isTriggerType = (type: ConnectorType) => CONNECTOR_TYPE_DEFINITIONS[type].supportsTriggers;

function listConnectors(store: Store, ownerId: string, query: typeof ConnectorListQuery._output) {
  const types = query.type
    ?.split(",")
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const services = query.service
    ?.split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const search = query.search?.toLowerCase();
  const projectId =
    query.projectId !== undefined ? findProject(store, ownerId, query.projectId).id : undefined;
  const connectors = connectorsOf(store)
    .list(ownerId)
    .filter((c) => !types?.length || types.includes(c.type))
    .filter((c) => !services?.length || services.includes(c.service.toLowerCase()))
    .filter(
      (c) =>
        search === undefined ||
        [c.name, c.uid, c.service].some((field) => field.toLowerCase().includes(search)),
    )
    .filter(
      (c) =>
        projectId === undefined || connectionsOf(store).get(ownerId, `${c.id}:${projectId}`) !== undefined,
    );
  const sort = query.sort;
  if (sort === "name") connectors.sort((a, b) => a.name.localeCompare(b.name));
  else if (sort !== undefined) connectors.sort((a, b) => b[sort] - a[sort]);
  return pageAfter(connectors, query.limit, query.cursor);
}

/** How many connected projects a v1 list names per connector (`include=projects`); the rest is `hasMore`. */
const LISTED_PROJECTS = 5;

function connectedProjects(store: Store, ownerId: string, connectorId: string) {
  const connections = connectionsOf(store).filter(ownerId, (c) => c.connectorId === connectorId);
  return {
    items: connections.slice(0, LISTED_PROJECTS).map((connection) => {
      const { id, name } = connectionView(store, ownerId, connection).project;
      return { project: { id, name } };
    }),
    hasMore: connections.length > LISTED_PROJECTS,
  };
}

const connectorRoutes = [
  defineRoute({
    method: "GET",
    paths: CONNECTORS_V2,
    query: ConnectorListQuery,
    response: ConnectorList,
    operation: "list",
    handle: ({ store, ownerId, query }) => {
      const { page, pagination } = listConnectors(store, ownerId, query);
      return { status: 200, layout: (present) => ({ connectors: page.map(present), pagination }) };
    },
  }),
  defineRoute({
    method: "GET",
    paths: CONNECTORS_V1,
    query: ConnectorListQuery,
    response: ConnectorListV1,
    operation: "list",
    handle: ({ store, ownerId, query }) => {
      const { page, pagination } = listConnectors(store, ownerId, query);
      const withProjects = query["include"] === "projects";
      return {
        status: 200,
        layout: (present) => ({
          clients: page.map((connector) => ({
            ...(present(connector) as object),
            ...(withProjects
              ? { includes: { projects: connectedProjects(store, ownerId, connector.id) } }
              : {}),
          })),
          cursor: pagination.next,
        }),
      };
    },
  }),
  defineRoute({
    method: "POST",
    paths: CONNECTORS_V1,
    body: ConnectorCreateRequest,
    response: Connector,
    handle: ({ store, ownerId, userId, body }) => item(createConnector(store, ownerId, userId, body), 201),
  }),
  defineRoute({
    method: "GET",
    paths: `${CONNECTORS_V1}/:connector`,
    response: Connector,
    handle: ({ store, ownerId, params }) => item(findConnector(store, ownerId, params.connector)),
  }),
  defineRoute({
    method: "PATCH",
    paths: `${CONNECTORS_V2}/:connector`,
    body: ConnectorUpdateRequest,
    response: ConnectorUpdateResult,
    handle: ({ store, ownerId, userId, params, body }) => {
      const connector = findConnector(store, ownerId, params.connector);
      const name = body.name !== undefined ? checkedName(body.name) : connector.name;
      requireUniqueName(store, ownerId, name, connector.id);
      const uid = body.uid !== undefined ? checkedUid(body.uid) : connector.uid;
      requireUniqueUid(store, ownerId, uid, connector.id);
      checkBranding(body);
      if (body.triggers === true && !isTriggerType(connector.type)) {
        throw badRequest(`Invalid request: ${connector.type} connectors do not support triggers`);
      }
      const now = store.now();
      const changes = body.data !== undefined ? updateData(connector, body.data, now) : undefined;
      if (changes?.reconsent || changes?.reinstall) {
        // The grants the old scopes were given under no longer issue tokens.
        for (const grant of authorizationsOf(store).filter(
          ownerId,
          (a) =>
            a.connectorId === connector.id && (a.subject === "user" ? changes.reconsent : changes.reinstall),
        )) {
          authorizationsOf(store).remove(ownerId, grant.id);
        }
      }
      const base: StoredConnector = { ...connector };
      if (changes?.reinstall) {
        // Every installation is void; the next one becomes the default.
        delete base.defaultInstallationId;
        base.reinstallAt = now;
      }
      const saved: StoredConnector = connectorsOf(store).replace(ownerId, {
        ...base,
        name,
        uid,
        ...(changes ? { data: changes.data } : {}),
        ...(changes?.apiKeys ? { apiKeys: changes.apiKeys } : {}),
        ...(body.icon !== undefined ? { icon: body.icon } : {}),
        ...(body.backgroundColor !== undefined ? { backgroundColor: body.backgroundColor } : {}),
        ...(body.accentColor !== undefined ? { accentColor: body.accentColor } : {}),
        ...(body.triggers !== undefined ? { triggersEnabled: body.triggers } : {}),
        ...(body.events !== undefined ? { events: [...body.events] } : {}),
        updatedBy: userId,
        updatedAt: now,
      });
      return ok({
        connector: connectorBody(saved),
        ...(changes?.reconsent ? { reconsentNeeded: { scope: "user" } } : {}),
        ...(changes?.reinstall ? { reinstallNeeded: true } : {}),
      });
    },
  }),
  defineRoute({
    method: "DELETE",
    paths: `${CONNECTORS_V1}/:connector`,
    handle: ({ store, ownerId, params }) => {
      const connector = findConnector(store, ownerId, params.connector);
      // Connections belong to their project (relations.ts), so the connector's go by hand.
      for (const connection of connectionsOf(store).filter(ownerId, (c) => c.connectorId === connector.id)) {
        connectionsOf(store).remove(ownerId, connection.id);
      }
      connectorsOf(store).remove(ownerId, connector.id);
      return noContent();
    },
  }),
  defineRoute({
    method: "PATCH",
    paths: `${CONNECTORS_V1}/:connector/trigger-destinations`,
    body: TriggerDestinationsRequest,
    response: Connector,
    operation: "update",
    handle: ({ store, ownerId, userId, params, body }) => {
      const connector = findConnector(store, ownerId, params.connector);
      const destinations = checkedDestinations(store, ownerId, connector, body.destinations);
      return item(
        connectorsOf(store).replace(ownerId, {
          ...connector,
          triggerDestinations: destinations,
          updatedBy: userId,
          updatedAt: store.now(),
        }),
      );
    },
  }),
];

const connectionRoutes = [
  defineRoute({
    method: "GET",
    paths: `${CONNECTORS_V2}/:connector/projects`,
    query: ConnectionListQuery,
    response: ConnectorProjectList,
    operation: "list",
    handle: ({ store, ownerId, params, query }) => {
      const connector = findConnector(store, ownerId, params.connector);
      const all = connectionsOf(store).filter(ownerId, (c) => c.connectorId === connector.id);
      const { page, pagination } = pageAfter(all, query.limit, query.cursor);
      return ok({ projects: page.map((c) => connectionView(store, ownerId, c)), pagination });
    },
  }),
  defineRoute({
    method: "GET",
    paths: `${CONNECTORS_V1}/:connector/projects/:projectId`,
    response: ProjectConnection,
    operation: "read",
    handle: ({ store, ownerId, params }) => {
      const connector = findConnector(store, ownerId, params.connector);
      const { connection } = findConnection(store, ownerId, connector, params.projectId);
      return ok(connectionView(store, ownerId, connection));
    },
  }),
  defineRoute({
    method: "POST",
    paths: `${CONNECTORS_V1}/:connector/projects/:projectId`,
    body: ProjectConnectionRequest,
    response: ProjectConnection,
    operation: "update",
    handle: ({ store, ownerId, params, body }) => {
      const connector = findConnector(store, ownerId, params.connector);
      const connection = connect(store, ownerId, connector, params.projectId, body.environments);
      return ok(connectionView(store, ownerId, connection));
    },
  }),
  defineRoute({
    method: "DELETE",
    paths: `${CONNECTORS_V1}/:connector/projects/:projectId`,
    handle: ({ store, ownerId, params }) => {
      const connector = findConnector(store, ownerId, params.connector);
      const { project, connection } = findConnection(store, ownerId, connector, params.projectId);
      connectionsOf(store).remove(ownerId, connection.id);
      // Triggers are forwarded only to connected projects.
      const destinations = connector.triggerDestinations.filter((d) => d.projectId !== project.id);
      if (destinations.length !== connector.triggerDestinations.length) {
        connectorsOf(store).replace(ownerId, { ...connector, triggerDestinations: destinations });
      }
      return noContent();
    },
  }),
  defineRoute({
    method: "GET",
    paths: "/v2/connect/projects/:projectId/connectors",
    query: ConnectionListQuery,
    response: ProjectConnectorList,
    operation: "list",
    handle: ({ store, ownerId, params, query }) => {
      const project = findProject(store, ownerId, params.projectId);
      const all = connectionsOf(store).filter(ownerId, (c) => c.projectId === project.id);
      const { page, pagination } = pageAfter(all, query.limit, query.cursor);
      return ok({ connectors: page.map((c) => connectionView(store, ownerId, c)), pagination });
    },
  }),
];

const credentialRoutes = [
  defineRoute({
    method: "POST",
    paths: "/v1/connect/token/:connector",
    body: TokenRequest,
    response: TokenAnswer,
    operation: "read",
    handle: ({ store, ownerId, userId, params, body }) =>
      ok(issueToken(store, ownerId, userId, findConnector(store, ownerId, params.connector), body)),
  }),
  defineRoute({
    method: "POST",
    paths: "/v1/connect/authorize/:connector",
    body: AuthorizationRequest,
    response: AuthorizationAnswer,
    handle: ({ store, ownerId, userId, params, body }) => {
      const connector = findConnector(store, ownerId, params.connector);
      const grant = authorize(store, ownerId, userId, connector, body);
      if (grant.installationId !== undefined && connector.defaultInstallationId === undefined) {
        connectorsOf(store).replace(ownerId, { ...connector, defaultInstallationId: grant.installationId });
      }
      const action = grant.subject === "app" ? "install" : "authorize";
      return {
        status: 201,
        body: {
          id: grant.id,
          connectorId: connector.id,
          subject: { type: grant.subject, ...(grant.subject === "user" ? { id: grant.userId } : {}) },
          scopes: grant.scopes,
          url: `/v1/connect/${action}/${encodeURIComponent(connector.id)}?teamId=${ownerId}${body.request_code ? `&request_code=${encodeURIComponent(body.request_code)}` : ""}`,
          status: "approved",
          ...(grant.installationId !== undefined ? { installationId: grant.installationId } : {}),
          createdAt: grant.createdAt,
        },
      };
    },
  }),
];

export const connectArea: ApiArea = {
  name: CONNECTORS,
  routes: [...connectorRoutes, ...connectionRoutes, ...credentialRoutes],
  present: presentConnector,
};
