// The Blob family: stores and their project connections (the platform's `/v1/storage/stores`), with
// getBlobStore, getBlobStores, getBlobStoreSecrets and getBlobProjectConnections.
import { defineFamily } from "../kit/manifest";
import { BlobApi } from "./blob-api";
import { blobProjectConnectionDefinition } from "./blob-project-connection";
import { blobStoreDefinition } from "./blob-store";
import { blobConnections, blobStores } from "./inventory";
import {
  getBlobProjectConnectionsFunction,
  getBlobStoreFunction,
  getBlobStoreSecretsFunction,
  getBlobStoresFunction,
} from "./lookups";

export const blobFamily = defineFamily({
  name: "blob",
  resources: {
    BlobStore: blobStoreDefinition,
    BlobProjectConnection: blobProjectConnectionDefinition,
  },
  functions: {
    getBlobStore: getBlobStoreFunction,
    getBlobStores: getBlobStoresFunction,
    getBlobStoreSecrets: getBlobStoreSecretsFunction,
    getBlobProjectConnections: getBlobProjectConnectionsFunction,
  },
  client: { blob: (http) => new BlobApi(http) },
  inventory: [blobStores, blobConnections],
  teamConfig: {
    notInFile: {
      BlobStore: "the team file has no Blob section yet",
      BlobProjectConnection: "the team file has no Blob section yet",
    },
  },
});
