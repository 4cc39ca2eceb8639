// Project environment variables as stored (children of their project, relations.ts): the env
// area's public surface.
import { type EnvTarget, type EnvType } from "../../../schema/env";
import type { Store } from "../../store";

export interface StoredEnv {
  id: string;
  /** Its project: the parent link of relations.ts. */
  projectId: string;
  key: string;
  /** Stored in plaintext; the presenter decides what an answer shows. */
  value: string;
  type: Exclude<EnvType, "secret">;
  target: EnvTarget[];
  gitBranch: string | null;
  customEnvironmentIds: string[];
  comment: string;
  /** The integration installation that created it (its token did), which then owns it. */
  configurationId?: string;
  /** Set for a marketplace resource's secret (areas/marketplace/secrets-env.ts), which it replaces. */
  marketplaceResource?: string;
  /** Set for a Blob store connection's token (areas/blob/token-env.ts), which it replaces. */
  blobConnection?: string;
  /** Its Blob store: the `contentHint` the variable is answered with. */
  blobStoreId?: string;
  createdAt: number;
  updatedAt: number;
}

export const envOf = (store: Store) => store.collection<StoredEnv>("env");

/**
 * Env vars stop naming a removed environment; one that targeted nothing else goes with it (inferred).
 * (Env vars are not its children in relations.ts: a variable has one parent, its project.)
 */
export function forgetCustomEnvironment(store: Store, ownerId: string, environmentId: string): void {
  const variables = envOf(store);
  for (const variable of variables.list(ownerId)) {
    if (!variable.customEnvironmentIds.includes(environmentId)) continue;
    variable.customEnvironmentIds = variable.customEnvironmentIds.filter((id) => id !== environmentId);
    if (variable.customEnvironmentIds.length === 0 && variable.target.length === 0) {
      variables.remove(ownerId, variable.id);
    } else {
      variables.replace(ownerId, variable);
    }
  }
}
