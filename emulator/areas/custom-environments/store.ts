// Custom environments as stored (children of their project): the custom-environments area's
// public surface.
import { type BranchMatcher } from "../../../schema/custom-environments";
import { badRequest, notFound } from "../../errors";
import type { Store } from "../../store";

export interface StoredCustomEnvironment {
  id: string;
  /** The project it belongs to: its parent in relations.ts. */
  projectId: string;
  slug: string;
  type: "preview";
  description: string;
  branchMatcher?: BranchMatcher;
  createdAt: number;
  updatedAt: number;
}

/** The collection name, also the area's name and its key in relations.ts. */
export const COLLECTION = "customEnvironments";

export function customEnvironmentsOf(store: Store) {
  return store.collection<StoredCustomEnvironment>(COLLECTION);
}

/** Throws 400 unless every id names a custom environment of the project. */
export function requireCustomEnvironments(
  store: Store,
  ownerId: string,
  projectId: string,
  ids: readonly string[],
): void {
  const known = new Set(
    customEnvironmentsOf(store)
      .list(ownerId)
      .filter((environment) => environment.projectId === projectId)
      .map((environment) => environment.id),
  );
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw badRequest(
      `Invalid request: custom environment ${unknown.join(", ")} does not exist in this project`,
    );
  }
}

export function findEnvironment(store: Store, ownerId: string, projectId: string, slugOrId: string) {
  const found = customEnvironmentsOf(store).find(
    ownerId,
    (environment) =>
      environment.projectId === projectId && (environment.id === slugOrId || environment.slug === slugOrId),
  );
  if (!found) throw notFound(`Custom environment not found: ${slugOrId}`);
  return found;
}
