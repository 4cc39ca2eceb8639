// The edge-cache family: purgeEdgeCache, an action (an invoke), not a resource: a purge has no
// state to keep, read back or delete (the platform's `edge-cache` group).
import { defineFamily } from "../kit/manifest";
import { EdgeCacheApi } from "./edge-cache-api";
import { purgeEdgeCacheFunction } from "./purge-edge-cache";

export const edgeCacheFamily = defineFamily({
  name: "edge-cache",
  resources: {},
  functions: { purgeEdgeCache: purgeEdgeCacheFunction },
  client: { edgeCache: (http) => new EdgeCacheApi(http) },
  inventory: [],
  teamFile: {},
});
