// A resource's experimentation data: items (experiments and flags the partner syncs, each by its own
// id) and the global config, a JSON document the partner pushes whole. The config reads back exactly
// what was put; its ETag is the digest of its items, so GET with a matching `If-None-Match` answers
// 304, HEAD the headers alone, and PUT with an `If-Match` that is not the current digest 412.
// Everything goes with the resource.
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { ExperimentationItemPatch, ExperimentationItemsBody } from "../../../schema/marketplace";
import { emulatorNow } from "../../clock";
import { ApiError, conflict, notFound } from "../../errors";
import { newId } from "../../ids";
import { defineRoute, noContent, type Reply, type Route } from "../../route";
import type { Store } from "../../store";
import type { StoredConfiguration } from "../integrations/store";
import { GlobalConfig, GlobalConfigBody } from "../../../schema/marketplace";
import {
  callerInstallation,
  defined,
  itemsOf,
  resourceOr404,
  resourcesOf,
  type StoredResource,
} from "./store";

const BASE = "/v1/installations/:integrationConfigurationId/resources/:resourceId/experimentation";

function resourceOf(
  store: Store,
  caller: string | undefined,
  params: { integrationConfigurationId: string; resourceId: string },
): { configuration: StoredConfiguration; resource: StoredResource } {
  const configuration = callerInstallation(store, caller, params.integrationConfigurationId);
  return { configuration, resource: resourceOr404(store, configuration, params.resourceId) };
}

const etagOf = (digest: string) => `"${digest}"`;

/** Whether an `If-None-Match`/`If-Match` header names the digest (`*` names any). */
function names(header: string | undefined, digest: string): boolean {
  if (header === undefined) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim().replace(/^W\//, "");
    return t === "*" || t === etagOf(digest) || t === digest;
  });
}

function configAnswer(resource: StoredResource, headers: IncomingHttpHeaders, method: string): Reply {
  const config = resource.globalConfig;
  if (!config) throw notFound(`The resource ${resource.resourceId} has no global config yet: PUT one first`);
  const etag = { ETag: etagOf(config.digest) };
  const ifNoneMatch = headers["if-none-match"];
  if (method === "GET" && names(typeof ifNoneMatch === "string" ? ifNoneMatch : undefined, config.digest)) {
    return { status: 304, headers: etag };
  }
  return {
    status: 200,
    body: {
      digest: config.digest,
      items: config.items,
      purpose: "experimentation",
      updatedAt: config.updatedAt,
    },
    headers: etag,
  };
}

export function experimentationRoutes(): Route[] {
  return [
    defineRoute({
      method: "POST",
      paths: `${BASE}/items`,
      body: ExperimentationItemsBody,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const { configuration, resource } = resourceOf(store, integrationConfigurationId, params);
        const now = emulatorNow(store);
        const ids = new Set<string>();
        for (const { id, createdAt, updatedAt, ...fields } of body.items) {
          const key = `${resource.id}/${id}`;
          if (ids.has(id) || itemsOf(store).get(configuration.ownerId, key)) {
            throw conflict(`The item ${id} exists already on ${resource.resourceId}: PATCH it instead`);
          }
          ids.add(id);
          itemsOf(store).insert(configuration.ownerId, {
            id: key,
            resourceInternalId: resource.id,
            itemId: id,
            ...defined(fields),
            createdAt: createdAt ?? now,
            updatedAt: updatedAt ?? now,
          });
        }
        return noContent();
      },
    }),

    defineRoute({
      method: "PATCH",
      paths: `${BASE}/items/:itemId`,
      body: ExperimentationItemPatch,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const { configuration, resource } = resourceOf(store, integrationConfigurationId, params);
        const current = itemsOf(store).get(configuration.ownerId, `${resource.id}/${params.itemId}`);
        if (!current) throw notFound(`Item not found: ${params.itemId} (resource ${resource.resourceId})`);
        itemsOf(store).replace(configuration.ownerId, {
          ...current,
          ...defined(body),
          updatedAt: body.updatedAt ?? emulatorNow(store),
        });
        return noContent();
      },
    }),

    defineRoute({
      method: "DELETE",
      paths: `${BASE}/items/:itemId`,
      handle: ({ store, params, integrationConfigurationId }) => {
        const { configuration, resource } = resourceOf(store, integrationConfigurationId, params);
        if (!itemsOf(store).remove(configuration.ownerId, `${resource.id}/${params.itemId}`)) {
          throw notFound(`Item not found: ${params.itemId} (resource ${resource.resourceId})`);
        }
        return noContent();
      },
    }),

    defineRoute({
      method: "GET",
      paths: `${BASE}/global-config`,
      response: GlobalConfig,
      handle: ({ store, params, headers, integrationConfigurationId }) =>
        configAnswer(resourceOf(store, integrationConfigurationId, params).resource, headers, "GET"),
    }),

    defineRoute({
      method: "HEAD",
      paths: `${BASE}/global-config`,
      response: GlobalConfig,
      handle: ({ store, params, headers, integrationConfigurationId }) =>
        configAnswer(resourceOf(store, integrationConfigurationId, params).resource, headers, "HEAD"),
    }),

    defineRoute({
      method: "PUT",
      paths: `${BASE}/global-config`,
      response: GlobalConfig,
      body: GlobalConfigBody,
      handle: ({ store, params, body, headers, integrationConfigurationId }) => {
        const { configuration, resource } = resourceOf(store, integrationConfigurationId, params);
        const ifMatch = headers["if-match"];
        if (
          typeof ifMatch === "string" &&
          !(resource.globalConfig && names(ifMatch, resource.globalConfig.digest))
        ) {
          throw new ApiError(
            412,
            "precondition_failed",
            `The global config of ${resource.resourceId} changed: If-Match ${ifMatch} is not its ETag`,
          );
        }
        const digest = createHash("sha256").update(JSON.stringify(body.data)).digest("hex");
        const saved = resourcesOf(store).replace(configuration.ownerId, {
          ...resource,
          globalConfigId: resource.globalConfigId ?? newId("gcfg_", 16),
          globalConfig: { items: body.data, digest, updatedAt: emulatorNow(store) },
        });
        return configAnswer(saved, {}, "PUT");
      },
    }),
  ];
}
