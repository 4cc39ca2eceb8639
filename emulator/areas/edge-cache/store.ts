// Edge cache purges as the emulator records them (it caches nothing itself): the edge-cache area's
// public surface, read by its admin route.
import type { RecordedPurge } from "../../../schema/edge-cache";
import type { Store } from "../../store";

export type StoredPurge = RecordedPurge & { ownerId: string };

/** The collection name, also the area's name and its key in relations.ts. */
export const COLLECTION = "edgeCachePurges";

export function purgesOf(store: Store) {
  return store.collection<StoredPurge>(COLLECTION);
}
