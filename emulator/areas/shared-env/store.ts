// Shared (team) environment variables as stored, linked to projects by a list of ids
// (relations.ts, many: true): the shared-env area's public surface.
import type { EnvTarget } from "../../../schema/env";
import { notFound } from "../../errors";
import type { Store } from "../../store";

export interface StoredSharedEnv {
  id: string;
  key: string;
  /** Plaintext; the presenter decides what an answer shows. */
  value: string;
  type: "encrypted" | "sensitive";
  target: EnvTarget[];
  /** Linked projects, by id. */
  projectId: string[];
  ownerId: string;
  comment: string;
  applyToAllCustomEnvironments: boolean;
  createdAt: number;
  updatedAt: number;
}

export const sharedEnvOf = (store: Store) => store.collection<StoredSharedEnv>("sharedEnv");

export function findSharedEnv(store: Store, ownerId: string, id: string): StoredSharedEnv {
  const found = sharedEnvOf(store).get(ownerId, id);
  if (!found) throw notFound(`Shared environment variable not found: ${id}`);
  return found;
}
