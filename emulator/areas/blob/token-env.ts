// A connected store's read-write token becomes an environment variable of the project
// (`<prefix>BLOB_READ_WRITE_TOKEN`, the variable @vercel/blob reads), in the environments the
// connection names: what the Terraform provider's BlobProjectConnection "manages the generated
// BLOB_READ_WRITE_TOKEN environment variable" means. The variables carry `blobConnection`, so a
// change of the connection rewrites its own and touches nothing else; a variable the project already
// has under that key and environment is a conflict, as for marketplace secrets.
import { BLOB_TOKEN_VARIABLE } from "../../../schema/blob";
import { conflict } from "../../errors";
import { randomAlphanumeric } from "../../ids";
import type { Store } from "../../store";
import { envOf } from "../env/store";
import { envEvent } from "../integrations/store";
import type { StoredBlobConnection, StoredBlobStore } from "./store";

export const tokenVariableOf = (connection: Pick<StoredBlobConnection, "envVarPrefix">): string =>
  `${connection.envVarPrefix ?? ""}${BLOB_TOKEN_VARIABLE}`;

/** Removes the connection's variables. */
export function clearConnectionEnv(store: Store, ownerId: string, connectionId: string): void {
  const variables = envOf(store);
  for (const env of variables.filter(ownerId, (e) => e.blobConnection === connectionId)) {
    variables.remove(ownerId, env.id);
    envEvent(store, ownerId, "project.env-variable.deleted", env);
  }
}

/** Writes the connection's variable afresh. */
export function writeConnectionEnv(
  store: Store,
  ownerId: string,
  blobStore: StoredBlobStore,
  connection: StoredBlobConnection,
): void {
  clearConnectionEnv(store, ownerId, connection.id);
  const variables = envOf(store);
  const key = tokenVariableOf(connection);
  const clash = variables.find(
    ownerId,
    (e) =>
      e.projectId === connection.projectId &&
      e.key === key &&
      e.target.some((t) => connection.environments.includes(t)),
  );
  if (clash) {
    throw conflict(
      `The project ${connection.projectId} already has an environment variable ${key} for ` +
        `${clash.target.join(", ")}: connect the store with another envVarPrefix`,
    );
  }
  const now = store.now();
  const env = variables.insert(ownerId, {
    id: randomAlphanumeric(16),
    projectId: connection.projectId,
    key,
    value: blobStore.rwToken,
    type: "encrypted",
    target: [...connection.environments],
    gitBranch: null,
    customEnvironmentIds: [],
    comment: `Managed by the Blob store ${blobStore.name}`,
    blobConnection: connection.id,
    blobStoreId: blobStore.id,
    createdAt: now,
    updatedAt: now,
  });
  envEvent(store, ownerId, "project.env-variable.created", env);
}
