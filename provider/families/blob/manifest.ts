// The Blob family: stores and their project connections (the platform's `/v1/storage/stores`), the
// objects uploaded into them (the Blob data plane), with getBlobStore, getBlobStores,
// getBlobStoreSecrets, getBlobProjectConnections and getBlobObject.
import { defineFamily } from "../kit/manifest";
import { BlobApi } from "./blob-api";
import { blobProjectConnectionDefinition } from "./blob-project-connection";
import { blobObjectDefinition } from "./blob-object";
import { blobStoreDefinition } from "./blob-store";
import { blobConnections, blobStores } from "./inventory";
import { blobStoresSection } from "./team-file";
import {
  getBlobObjectFunction,
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
    BlobObject: blobObjectDefinition,
  },
  functions: {
    getBlobStore: getBlobStoreFunction,
    getBlobStores: getBlobStoresFunction,
    getBlobStoreSecrets: getBlobStoreSecretsFunction,
    getBlobProjectConnections: getBlobProjectConnectionsFunction,
    getBlobObject: getBlobObjectFunction,
  },
  client: { blob: (http) => new BlobApi(http) },
  inventory: [blobStores, blobConnections],
  notInventoried: {
    BlobObject:
      "an object is uploaded from a local file, which the platform does not know: an import could not name its source",
  },
  teamFile: {
    sections: [blobStoresSection],
    notInFile: { BlobObject: "an object is uploaded from a local file: declare it in the program" },
  },
});
