// The installation's resources (the integration author provisions them and reports them here):
// import (PUT, create or replace by the partner's id), read, list, update, delete, and their
// secrets. The product must be one of the integration's products (products.ts of integrations),
// and the resource's secrets become env vars of the projects it is connected to (secrets-env.ts).
import type { z } from "zod";
import {
  ImportResourceBody,
  Resource,
  ResourceList,
  ResourceName,
  SecretsBody,
  UpdateResourceBody,
  type Secret,
} from "../../../schema/marketplace";
import { newId } from "../../ids";
import { defineRoute, item, list, noContent, ok, type Route } from "../../route";
import type { Store } from "../../store";
import { badRequest } from "../../errors";
import { findProduct } from "../integrations/store";
import type { StoredConfiguration } from "../integrations/store";
import { syncResourceEnv } from "./secrets-env";
import {
  callerInstallation,
  connectionsOf,
  defined,
  findResource,
  resourceOr404,
  resourcesOf,
  type StoredResource,
} from "./store";

const BASE = "/v1/installations/:integrationConfigurationId/resources";

/** The secrets after an update: the list replaces them, or with `partial` only the named ones change. */
function mergedSecrets(current: readonly Secret[], update: z.infer<typeof SecretsBody>): Secret[] {
  if (!update.partial) return update.secrets;
  const named = new Set(update.secrets.map((s) => s.name));
  return [...current.filter((s) => !named.has(s.name)), ...update.secrets];
}

function requireProduct(store: Store, configuration: StoredConfiguration, productId: string): string {
  const product = findProduct(store, configuration.integrationId, productId);
  if (!product) {
    throw badRequest(
      `Invalid request: "productId" ${productId} is not a product of the integration ${configuration.integrationId} ` +
        `(declare it with PUT /_emulator/integrations/${configuration.integrationId}/products)`,
    );
  }
  return product.id;
}

function save(store: Store, configuration: StoredConfiguration, resource: StoredResource): StoredResource {
  const saved = resourcesOf(store).replace(configuration.ownerId, resource);
  syncResourceEnv(store, configuration.ownerId, saved);
  return saved;
}

export function resourceRoutes(): Route[] {
  return [
    defineRoute({
      method: "GET",
      paths: BASE,
      operation: "list",
      response: ResourceList,
      handle: ({ store, params, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        const resources = resourcesOf(store).filter(
          configuration.ownerId,
          (r) => r.configurationId === configuration.id,
        );
        return list("resources", resources);
      },
    }),

    defineRoute({
      method: "GET",
      paths: `${BASE}/:resourceId`,
      response: Resource,
      handle: ({ store, params, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        return item(resourceOr404(store, configuration, params.resourceId));
      },
    }),

    // Import: the partner's resource becomes the platform's, or replaces what it reported before.
    defineRoute({
      method: "PUT",
      paths: `${BASE}/:resourceId`,
      body: ImportResourceBody,
      response: ResourceName,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        const productId = requireProduct(store, configuration, body.productId);
        const existing = findResource(store, configuration, params.resourceId);
        const now = store.now();
        const { secrets, ...fields } = body;
        const resource: StoredResource = {
          id: existing?.id ?? newId("store_", 16),
          configurationId: configuration.id,
          resourceId: params.resourceId,
          ...defined(fields),
          productId,
          secrets: secrets ?? existing?.secrets ?? [],
          ...(existing?.globalConfigId ? { globalConfigId: existing.globalConfigId } : {}),
          ...(existing?.globalConfig ? { globalConfig: existing.globalConfig } : {}),
          createdAt: existing?.createdAt ?? now,
          updatedAt: now,
        };
        if (!existing) resourcesOf(store).insert(configuration.ownerId, resource);
        const saved = save(store, configuration, resource);
        return ok({ name: saved.name });
      },
    }),

    defineRoute({
      method: "PATCH",
      paths: `${BASE}/:resourceId`,
      body: UpdateResourceBody,
      response: ResourceName,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        const resource = resourceOr404(store, configuration, params.resourceId);
        const { secrets, notification, ...fields } = body;
        const next: StoredResource = { ...resource, ...defined(fields), updatedAt: store.now() };
        if (notification === null) delete next.notification;
        else if (notification !== undefined)
          next.notification =
            typeof notification === "string" ? { level: "info", title: notification } : notification;
        if (secrets !== undefined) {
          next.secrets = mergedSecrets(resource.secrets, Array.isArray(secrets) ? { secrets } : secrets);
        }
        const saved = save(store, configuration, next);
        return ok({ name: saved.name });
      },
    }),

    // The resource goes with its items and connections; its env vars leave the projects.
    defineRoute({
      method: "DELETE",
      paths: `${BASE}/:resourceId`,
      handle: ({ store, params, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        const resource = resourceOr404(store, configuration, params.resourceId);
        syncResourceEnv(store, configuration.ownerId, { ...resource, secrets: [] });
        for (const connection of connectionsOf(store).filter(
          configuration.ownerId,
          (c) => c.resourceInternalId === resource.id,
        )) {
          connectionsOf(store).remove(configuration.ownerId, connection.id);
        }
        resourcesOf(store).remove(configuration.ownerId, resource.id);
        return noContent();
      },
    }),

    defineRoute({
      method: "PUT",
      paths: `${BASE}/:resourceId/secrets`,
      body: SecretsBody,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        const resource = resourceOr404(store, configuration, params.resourceId);
        save(store, configuration, {
          ...resource,
          secrets: mergedSecrets(resource.secrets, body),
          updatedAt: store.now(),
        });
        return { status: 201 };
      },
    }),
  ];
}
