// The team file's `blobStores`: each store with its `connections` to the file's projects (which
// then hold the store's token in their environment variables). Objects are uploaded from local
// files: a program declares those (BlobObject), next to the component.
import { z } from "zod";
import { fieldsOf, projectChildEntry } from "../../team-file/entries";
import { planProjectChildren } from "../../team-file/project-children";
import { topSection } from "../../team-file/sections";
import { blobProjectConnectionDefinition } from "./blob-project-connection";
import { blobStoreDefinition } from "./blob-store";

const ConnectionEntry = projectChildEntry(blobProjectConnectionDefinition, "blobStoreId");

export const BlobStoreEntry = fieldsOf(blobStoreDefinition).extend({
  connections: z
    .array(ConnectionEntry)
    .optional()
    .describe("The file's projects that get the store's token (`<envVarPrefix>BLOB_READ_WRITE_TOKEN`)"),
});

export const blobStoresSection = topSection({
  key: "blobStores",
  needs: ["project"],
  schema: () => z.array(BlobStoreEntry).optional(),
  plan(stores: z.infer<typeof BlobStoreEntry>[], planner) {
    stores.forEach(({ connections, ...store }, s) => {
      const at = ["blobStores", s];
      const id = planner.add({ type: "BlobStore", id: store.name, at, args: store }, [...at, "name"]);
      if (!id) return;
      planProjectChildren(planner, {
        type: "BlobProjectConnection",
        key: "connections",
        children: connections,
        parent: { name: store.name, at, id },
        parentArg: "blobStoreId",
      });
    });
  },
});
