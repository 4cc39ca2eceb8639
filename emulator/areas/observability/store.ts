// Projects whose extended observability tier is off, one item each (a project without one has it
// on, the platform's default): the observability area's public surface.
import type { Store } from "../../store";

export interface StoredDisabledProject {
  /** The project's id: one item per project. */
  id: string;
  /** Its parent in relations.ts. */
  projectId: string;
  disabledAt: number;
}

/** The collection name, also the area's name and its key in relations.ts. */
export const COLLECTION = "observabilityDisabled";

export function disabledOf(store: Store) {
  return store.collection<StoredDisabledProject>(COLLECTION);
}
