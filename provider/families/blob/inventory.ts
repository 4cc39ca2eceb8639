// The team's Blob stores and their project connections.
import { reader } from "../../inventory/types";

export const blobStores = reader({
  types: ["BlobStore"],
  list: (client) => client.blob.stores(),
  toListed: (store) => ({ type: "BlobStore", importId: store.id, label: store.name }),
});

export const blobConnections = reader({
  types: ["BlobProjectConnection"],
  parent: "BlobStore",
  after: ["Project"],
  list: (client, storeId) => client.blob.connections(storeId),
  toListed: (connection, storeId) => ({
    type: "BlobProjectConnection",
    importId: `${storeId}/${connection.id}`,
    label: `${connection.project.name} (${connection.envVarEnvironments.join(", ")})`,
  }),
});
