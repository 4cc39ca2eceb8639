// The marketplace area's public surface for other areas and its own routes: what it stores
// (records.ts), the caller's installation and its resources, and the env vars a resource's secrets
// become (secrets-env.ts).
import { forbidden, notFound } from "../../errors";
import type { Store } from "../../store";
import { findConfiguration, type StoredConfiguration } from "../integrations/store";
import { resourcesOf, type StoredResource } from "./records";

export * from "./records";
export { syncResourceEnv } from "./secrets-env";

/**
 * The installation the path names, for a call made with its own token (gate.ts has checked that the
 * token is that installation's); a user's own token is refused: these routes are the integration's.
 */
export function callerInstallation(
  store: Store,
  callerConfigurationId: string | undefined,
  named: string,
): StoredConfiguration {
  if (callerConfigurationId === undefined) {
    throw forbidden(
      `Only the access token of the installation ${named} may call its marketplace routes (/v1/installations/${named}/...)`,
    );
  }
  const configuration = findConfiguration(store, named);
  if (!configuration) throw notFound(`Installation not found: ${named}`);
  return configuration;
}

export function findResource(
  store: Store,
  configuration: StoredConfiguration,
  resourceId: string,
): StoredResource | undefined {
  return resourcesOf(store).find(
    configuration.ownerId,
    (r) => r.configurationId === configuration.id && r.resourceId === resourceId,
  );
}

export function resourceOr404(
  store: Store,
  configuration: StoredConfiguration,
  resourceId: string,
): StoredResource {
  const resource = findResource(store, configuration, resourceId);
  if (!resource) throw notFound(`Resource not found: ${resourceId} (installation ${configuration.id})`);
  return resource;
}

/** A parsed body's fields without the absent ones (stored objects never hold `undefined`). */
export function defined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
