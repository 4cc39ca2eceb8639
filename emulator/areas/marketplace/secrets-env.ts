// A resource's secrets become environment variables of every project it is connected to, in the
// environments the connection names (the platform's marketplace docs: "the secrets are set as
// environment variables on the connected projects"). `prefix` is prepended to the name, and an
// environment override gives one environment a value of its own. Whenever the secrets or the
// connections change, the resource's variables are written again from scratch: they carry
// `marketplaceResource`, so nothing else is touched, and the installation owns them.
import { conflict } from "../../errors";
import { envOf, type StoredEnv } from "../env/store";
import { randomAlphanumeric } from "../../ids";
import type { Store } from "../../store";
import type { EnvTarget, Secret } from "../../../schema/marketplace";
import { envEvent } from "../integrations/store";
import { connectionsOf, type StoredResource } from "./records";

interface Variable {
  key: string;
  value: string;
  targets: EnvTarget[];
}

/** One variable per distinct value: the overridden environments get their own. */
function variablesOf(secret: Secret, environments: readonly EnvTarget[]): Variable[] {
  const key = `${secret.prefix ?? ""}${secret.name}`;
  const byValue = new Map<string, EnvTarget[]>();
  for (const target of environments) {
    const value = secret.environmentOverrides?.[target] ?? secret.value;
    byValue.set(value, [...(byValue.get(value) ?? []), target]);
  }
  return [...byValue].map(([value, targets]) => ({ key, value, targets }));
}

export function syncResourceEnv(store: Store, ownerId: string, resource: StoredResource): void {
  const variables = envOf(store);
  const now = store.now();
  for (const env of variables.filter(ownerId, (e) => e.marketplaceResource === resource.id)) {
    variables.remove(ownerId, env.id);
    envEvent(store, ownerId, "project.env-variable.deleted", env);
  }
  const connections = connectionsOf(store).filter(ownerId, (c) => c.resourceInternalId === resource.id);
  for (const connection of connections) {
    for (const secret of resource.secrets) {
      for (const variable of variablesOf(secret, connection.environments)) {
        const clash = variables.find(
          ownerId,
          (e) =>
            e.projectId === connection.projectId &&
            e.key === variable.key &&
            e.target.some((t) => variable.targets.includes(t)),
        );
        if (clash) {
          throw conflict(
            `The project ${connection.projectId} already has an environment variable ${variable.key} ` +
              `for ${clash.target.join(", ")}: the resource ${resource.resourceId} can not set it`,
          );
        }
        const env: StoredEnv = variables.insert(ownerId, {
          id: randomAlphanumeric(16),
          projectId: connection.projectId,
          key: variable.key,
          value: variable.value,
          type: connection.sensitive ? "sensitive" : "encrypted",
          target: variable.targets,
          gitBranch: null,
          customEnvironmentIds: [],
          comment: `Managed by the integration resource ${resource.name}`,
          configurationId: resource.configurationId,
          marketplaceResource: resource.id,
          createdAt: now,
          updatedAt: now,
        });
        envEvent(store, ownerId, "project.env-variable.created", env);
      }
    }
  }
}
