// `blob` management (`/v1/storage/stores…`): create, read, list, rename and delete Blob stores,
// read a store's read-write token, and connect stores to projects (the token then lives in the
// project's env, token-env.ts). The rules: a name of 1 to 64 characters, unique in the team (inferred);
// a region of the SDK's list (default iad1) and an access of public or private (default public
// (inferred)), both fixed at creation; a store with connected projects is not deleted until they are
// disconnected (inferred). The objects themselves are the data plane's (plane.ts).
import {
  BlobConnection,
  BlobConnectionList,
  BlobConnectionRequest,
  BlobConnectionUpdateRequest,
  BlobEmpty,
  BlobStoreAnswer,
  BlobStoreCreateRequest,
  BlobStoreDeleted,
  BlobStoreList,
  BlobStoreSecrets,
  BlobStoreUpdateRequest,
} from "../../../schema/blob";
import { badRequest, conflict, notFound } from "../../errors";
import { newId, randomAlphanumeric } from "../../ids";
import { presenter } from "../../present";
import { defineRoute, item, list, ok, wrapped, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { findProject, projectsOf } from "../projects/store";
import { presentConnection, presentStore, type ConnectionView, type StoreView } from "./presenter";
import {
  blobConnectionsOf,
  blobObjectsOf,
  blobStoresOf,
  connectionsOfStore,
  findBlobStore,
  objectsOf,
  shortStoreId,
  type StoredBlobConnection,
  type StoredBlobStore,
} from "./store";
import { clearConnectionEnv, writeConnectionEnv } from "./token-env";

// @vercel/sdk calls these without a version (`/storage/stores/blob`), the Terraform provider with
// `/v1`: both are served (docs/findings/sdk-contract.md).
const STORES = "/v1/storage/stores";
const BLOB_STORES = `${STORES}/blob`;

const NAME_MAX = 64;

function connectionViews(store: Store, ownerId: string, storeId: string): ConnectionView[] {
  return connectionsOfStore(store, ownerId, storeId).flatMap((connection) => {
    const project = projectsOf(store).get(ownerId, connection.projectId);
    return project ? [{ connection, project }] : [];
  });
}

const viewOf = (store: Store, ownerId: string, blobStore: StoredBlobStore): StoreView => ({
  blobStore,
  objects: objectsOf(store, ownerId, blobStore.id),
  connections: connectionViews(store, ownerId, blobStore.id),
});

function checkName(store: Store, ownerId: string, name: string, except?: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > NAME_MAX) {
    throw badRequest(`Invalid request: "name" must be 1 to ${NAME_MAX} characters`);
  }
  if (blobStoresOf(store).find(ownerId, (s) => s.name === trimmed && s.id !== except)) {
    throw conflict(`A Blob store named "${trimmed}" already exists`);
  }
  return trimmed;
}

function findConnection(store: Store, ownerId: string, storeId: string, id: string): StoredBlobConnection {
  const connection = blobConnectionsOf(store).find(ownerId, (c) => c.storeId === storeId && c.id === id);
  if (!connection) throw notFound(`Store connection not found: ${id}`);
  return connection;
}

const storePresenter = presenter(presentStore);
const connectionPresenter = presenter(presentConnection);

const routes = [
  defineRoute({
    method: "POST",
    paths: ["/v1/storage/stores/blob", "/storage/stores/blob"],
    body: BlobStoreCreateRequest,
    response: BlobStoreAnswer,
    present: storePresenter,
    handle: ({ store, ownerId, body }) => {
      const name = checkName(store, ownerId, body.name);
      const project = body.projectId === undefined ? undefined : findProject(store, ownerId, body.projectId);
      const now = store.now();
      const id = newId("store_", 16);
      const created = blobStoresOf(store).insert(ownerId, {
        id,
        name,
        ownerId,
        access: body.access ?? "public",
        region: body.region ?? "iad1",
        rwToken: `vercel_blob_rw_${shortStoreId(id)}_${randomAlphanumeric(30)}`,
        createdAt: now,
        updatedAt: now,
      });
      // A store made for a project is connected to it at once, in every environment.
      if (project) connect(store, ownerId, created, { projectId: project.id });
      return wrapped("store", viewOf(store, ownerId, created));
    },
  }),
  defineRoute({
    method: "GET",
    paths: STORES,
    response: BlobStoreList,
    present: storePresenter,
    operation: "list",
    handle: ({ store, ownerId }) =>
      list(
        "stores",
        blobStoresOf(store)
          .list(ownerId)
          .map((s) => viewOf(store, ownerId, s)),
      ),
  }),
  defineRoute({
    method: "GET",
    paths: ["/v1/storage/stores/:id", "/storage/stores/:id"],
    response: BlobStoreAnswer,
    present: storePresenter,
    handle: ({ store, ownerId, params }) =>
      wrapped("store", viewOf(store, ownerId, findBlobStore(store, ownerId, params.id))),
  }),
  defineRoute({
    method: "PUT",
    paths: `${BLOB_STORES}/:id`,
    body: BlobStoreUpdateRequest,
    response: BlobStoreAnswer,
    present: storePresenter,
    handle: ({ store, ownerId, params, body }) => {
      const found = findBlobStore(store, ownerId, params.id);
      const name = checkName(store, ownerId, body.name, found.id);
      const saved = blobStoresOf(store).replace(ownerId, { ...found, name, updatedAt: store.now() });
      return wrapped("store", viewOf(store, ownerId, saved));
    },
  }),
  defineRoute({
    method: "DELETE",
    paths: ["/v1/storage/stores/blob/:id", "/storage/stores/blob/:id"],
    response: BlobStoreDeleted,
    handle: ({ store, ownerId, params }) => {
      const found = findBlobStore(store, ownerId, params.id);
      if (connectionViews(store, ownerId, found.id).length > 0) {
        throw conflict(`The Blob store ${found.id} is connected to projects: disconnect them first`);
      }
      for (const object of objectsOf(store, ownerId, found.id))
        blobObjectsOf(store).remove(ownerId, object.id);
      for (const connection of connectionsOfStore(store, ownerId, found.id)) {
        blobConnectionsOf(store).remove(ownerId, connection.id);
      }
      blobStoresOf(store).remove(ownerId, found.id);
      return ok({ id: found.id });
    },
  }),
  defineRoute({
    method: "GET",
    paths: `${STORES}/:id/secrets`,
    response: BlobStoreSecrets,
    operation: "read",
    handle: ({ store, ownerId, params }) => ok({ rwToken: findBlobStore(store, ownerId, params.id).rwToken }),
  }),
  defineRoute({
    method: "GET",
    paths: `${STORES}/:id/connections`,
    response: BlobConnectionList,
    present: connectionPresenter,
    operation: "list",
    handle: ({ store, ownerId, params }) =>
      list("connections", connectionViews(store, ownerId, findBlobStore(store, ownerId, params.id).id)),
  }),
  defineRoute({
    method: "POST",
    paths: `${STORES}/:id/connections`,
    body: BlobConnectionRequest,
    response: BlobConnection,
    present: connectionPresenter,
    handle: ({ store, ownerId, params, body }) => {
      const blobStore = findBlobStore(store, ownerId, params.id);
      return item(connect(store, ownerId, blobStore, body), 201);
    },
  }),
  defineRoute({
    method: "PATCH",
    paths: `${STORES}/:id/connections/:connectionId`,
    body: BlobConnectionUpdateRequest,
    response: BlobConnection,
    present: connectionPresenter,
    handle: ({ store, ownerId, params, body }) => {
      const blobStore = findBlobStore(store, ownerId, params.id);
      const connection = findConnection(store, ownerId, blobStore.id, params.connectionId);
      const next: StoredBlobConnection = {
        ...connection,
        environments: body.envVarEnvironments ?? connection.environments,
        envVarPrefix: body.envVarPrefix === undefined ? connection.envVarPrefix : prefixOf(body.envVarPrefix),
      };
      blobConnectionsOf(store).replace(ownerId, next);
      writeConnectionEnv(store, ownerId, blobStore, next);
      return item({ connection: next, project: findProject(store, ownerId, next.projectId) });
    },
  }),
  defineRoute({
    method: "DELETE",
    paths: `${STORES}/:id/connections/:connectionId`,
    response: BlobEmpty,
    handle: ({ store, ownerId, params }) => {
      const blobStore = findBlobStore(store, ownerId, params.id);
      const connection = findConnection(store, ownerId, blobStore.id, params.connectionId);
      clearConnectionEnv(store, ownerId, connection.id);
      blobConnectionsOf(store).remove(ownerId, connection.id);
      return ok({});
    },
  }),
];

/** An empty prefix is no prefix; a prefix is what env keys start with: letters, digits, `_`. */
function prefixOf(prefix: string): string | null {
  if (prefix === "") return null;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(prefix)) {
    throw badRequest(
      `Invalid request: "envVarPrefix" must be letters, digits or "_", not starting with a digit`,
    );
  }
  return prefix;
}

function connect(
  store: Store,
  ownerId: string,
  blobStore: StoredBlobStore,
  body: {
    projectId: string;
    envVarEnvironments?: StoredBlobConnection["environments"] | undefined;
    envVarPrefix?: string | undefined;
  },
): ConnectionView {
  const project = findProject(store, ownerId, body.projectId);
  const connection = blobConnectionsOf(store).insert(ownerId, {
    id: newId("spc_", 24),
    storeId: blobStore.id,
    projectId: project.id,
    environments: body.envVarEnvironments ?? ["production", "preview", "development"],
    envVarPrefix: body.envVarPrefix === undefined ? null : prefixOf(body.envVarPrefix),
    createdAt: store.now(),
  });
  writeConnectionEnv(store, ownerId, blobStore, connection);
  return { connection, project };
}

export const blob: ApiArea = { name: "blobStores", routes };
