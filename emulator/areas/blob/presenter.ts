// Stores and connections as the platform answers them. A store's `count` and `size` are its
// objects' (the data plane's writes show at once), its `projectsMetadata` its connections; the
// read-write token is never part of a store's answer (only the secrets route gives it).
import type { BlobConnection, BlobStore } from "../../../schema/blob";
import type { StoredProject } from "../projects/store";
import type { StoredBlobConnection, StoredBlobObject, StoredBlobStore } from "./store";
import { tokenVariableOf } from "./token-env";

/** A connection with the project it names (gone projects are left out by the caller). */
export interface ConnectionView {
  readonly connection: StoredBlobConnection;
  readonly project: StoredProject;
}

/** What the handler joins: the store, its objects and its live connections. */
export interface StoreView {
  readonly blobStore: StoredBlobStore;
  readonly objects: readonly StoredBlobObject[];
  readonly connections: readonly ConnectionView[];
}

export function presentStore(view: StoreView): BlobStore {
  const { blobStore: s } = view;
  return {
    id: s.id,
    name: s.name,
    type: "blob",
    ownerId: s.ownerId,
    access: s.access,
    region: s.region as BlobStore["region"],
    status: "available",
    count: view.objects.length,
    size: view.objects.reduce((sum, o) => sum + o.size, 0),
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    projectsMetadata: view.connections.map(({ connection, project }) => ({
      id: connection.id,
      projectId: project.id,
      name: project.name,
      environments: [...connection.environments],
      environmentVariables: [tokenVariableOf(connection)],
      envVarPrefix: connection.envVarPrefix,
      framework: project.framework,
    })),
    totalConnectedProjects: new Set(view.connections.map((c) => c.project.id)).size,
    usageQuotaExceeded: false,
    isTokenExpired: false,
  };
}

export function presentConnection({ connection, project }: ConnectionView): BlobConnection {
  return {
    id: connection.id,
    projectId: project.id,
    envVarEnvironments: [...connection.environments],
    envVarPrefix: connection.envVarPrefix,
    project: { id: project.id, name: project.name, framework: project.framework },
    // Not joined with the deployments area yet: answered null, as for a project never deployed.
    productionDeployment: null,
  };
}
