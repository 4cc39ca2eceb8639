// `api-ai-gateway`: virtual model configs, by slug in the path or in the query/body (both forms are
// in the catalogue). A delete is soft, as the platform's `deleted` flag and the vercel CLI's
// `virtual-models restore` (PATCH { deleted: false }) show: a deleted config reads as missing,
// serves no request and leaves the lists, until restored; creating its slug again replaces it.
import { z } from "zod";
import {
  VirtualModelConfig,
  VirtualModelConfigList,
  VirtualModelConfigOrList,
  VirtualModelCreateRequest,
  VirtualModelListQuery,
  VirtualModelUpdateBySlugInBody,
  VirtualModelUpdateRequest,
  RESET_TO_DEFAULT,
} from "../../../../schema/ai-gateway";
import { badRequest, conflict, forbidden } from "../../../errors";
import { newId } from "../../../ids";
import { defineRoute, item, noContent, type Layout, type Reply, type Route } from "../../../route";
import type { Store } from "../../../store";
import { presentVirtualModel } from "../presenter";
import {
  anyVirtualModel,
  findLiveVirtualModel,
  findVirtualModel,
  forgetVirtualModel,
  saveVirtualModel,
  virtualModelsOf,
  type StoredVirtualModel,
} from "../store";

const BASE = "/v1/ai-gateway/virtual-model-configs";

/** The owner a call names with `ownerId` must be the team it acts for. */
const OwnerQuery = z.looseObject({ ownerId: z.string().optional() });

function checkOwner(query: { ownerId?: string | undefined }, ownerId: string): void {
  if (query.ownerId !== undefined && query.ownerId !== ownerId) {
    throw forbidden(`Not authorized: "ownerId" ${query.ownerId} is not the team this call acts for`);
  }
}

/** What each kind needs to serve a request. */
function checkKind(config: StoredVirtualModel): void {
  const missing =
    config.kind === "alias" && !config.modelSlug
      ? "modelSlug"
      : config.kind === "router" && !config.models?.length
        ? "models"
        : config.kind === "relay" && !config.baseUrl
          ? "baseUrl"
          : undefined;
  if (missing)
    throw badRequest(`Invalid request: "${missing}" is required for a virtual model of kind ${config.kind}`);
}

export function createVirtualModel(
  store: Store,
  ownerId: string,
  userId: string,
  { virtualModelSlug, kind, ...settings }: VirtualModelCreateRequest,
): StoredVirtualModel {
  claimSlug(store, ownerId, virtualModelSlug);
  const now = store.now();
  const config: StoredVirtualModel = {
    ...withSettings({}, settings),
    id: newId("vmc_", 24),
    virtualModelSlug,
    kind: kind ?? "alias",
    ownerId,
    status: settings.status ?? "active",
    deleted: false,
    createdAt: now,
    updatedAt: now,
    updatedBy: settings.updatedBy ?? userId,
  };
  checkKind(config);
  return saveVirtualModel(store, ownerId, config);
}

/** `settings` over `config`: a field left out keeps its value, null or "@default" removes it. */
function withSettings<T extends object>(config: T, settings: Record<string, unknown>): T {
  const next = { ...config } as Record<string, unknown>;
  for (const [key, value] of Object.entries(settings)) {
    if (value === null || value === RESET_TO_DEFAULT) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next as unknown as T;
}

/** A slug a live config has is taken (409); a soft-deleted config holding it is dropped for good. */
function claimSlug(store: Store, ownerId: string, slug: string): void {
  const holder = anyVirtualModel(store, ownerId, slug);
  if (holder && !holder.deleted) throw conflict(`A virtual model config ${slug} already exists`);
  if (holder) forgetVirtualModel(store, ownerId, holder.id);
}

function updateVirtualModel(
  store: Store,
  ownerId: string,
  userId: string,
  slug: string,
  { virtualModelSlug, deleted, ...settings }: VirtualModelUpdateRequest,
): StoredVirtualModel {
  // A deleted config can be changed too: `deleted: false` restores it.
  const config = findVirtualModel(store, ownerId, slug);
  const renamed = virtualModelSlug !== undefined && virtualModelSlug !== slug;
  if (renamed) claimSlug(store, ownerId, virtualModelSlug);
  const merged = withSettings(config, settings);
  const next: StoredVirtualModel = {
    ...merged,
    // A status cleared goes back to the default.
    status: merged.status ?? "active",
    virtualModelSlug: renamed ? virtualModelSlug : config.virtualModelSlug,
    deleted: deleted ?? config.deleted,
    updatedAt: store.now(),
    updatedBy: settings.updatedBy ?? userId,
  };
  checkKind(next);
  return saveVirtualModel(store, ownerId, next);
}

function softDelete(store: Store, ownerId: string, userId: string, slug: string, updatedBy?: string): void {
  const config = findLiveVirtualModel(store, ownerId, slug);
  saveVirtualModel(store, ownerId, {
    ...config,
    deleted: true,
    updatedAt: store.now(),
    updatedBy: updatedBy ?? userId,
  });
}

/** One page of live configs, oldest first; the cursor is the last one's creation time. */
function page(store: Store, ownerId: string, query: z.infer<typeof VirtualModelListQuery>): Reply {
  const after = query.cursor === undefined ? undefined : Number(query.cursor);
  if (after !== undefined && !Number.isInteger(after))
    throw badRequest('Invalid request: "cursor" is not a cursor this list gave');
  const live = virtualModelsOf(store)
    .list(ownerId)
    .filter((config) => after === undefined || config.createdAt > after)
    .sort((a, b) => a.createdAt - b.createdAt);
  const shown = live.slice(0, query.limit);
  const last = shown.at(-1);
  const layout: Layout = (present) => ({
    virtualModelConfigs: shown.map(present),
    cursor: live.length > shown.length && last ? String(last.createdAt) : null,
  });
  return { status: 200, layout };
}

const DeleteQuery = OwnerQuery.extend({
  updatedBy: z.string().optional(),
  actingIp: z.string().optional(),
  actingUserAgent: z.string().optional(),
});

export const virtualModelConfigRoutes: readonly Route[] = [
  defineRoute({
    method: "POST",
    paths: BASE,
    body: VirtualModelCreateRequest,
    response: VirtualModelConfig,
    present: presentVirtualModel,
    handle: ({ store, ownerId, userId, body }) => item(createVirtualModel(store, ownerId, userId, body), 201),
  }),
  defineRoute({
    method: "GET",
    paths: BASE,
    query: VirtualModelListQuery.extend({ virtualModelSlug: z.string().optional() }),
    response: VirtualModelConfigOrList,
    present: presentVirtualModel,
    handle: ({ store, ownerId, query }) => {
      checkOwner(query, ownerId);
      if (query.virtualModelSlug === undefined) return page(store, ownerId, query);
      return item(findLiveVirtualModel(store, ownerId, query.virtualModelSlug));
    },
  }),
  defineRoute({
    method: "GET",
    paths: `${BASE}/list`,
    query: VirtualModelListQuery,
    response: VirtualModelConfigList,
    operation: "list",
    present: presentVirtualModel,
    handle: ({ store, ownerId, query }) => {
      checkOwner(query, ownerId);
      return page(store, ownerId, query);
    },
  }),
  defineRoute({
    method: "GET",
    paths: `${BASE}/:vmcSlug`,
    query: OwnerQuery,
    response: VirtualModelConfig,
    present: presentVirtualModel,
    handle: ({ store, ownerId, params, query }) => {
      checkOwner(query, ownerId);
      return item(findLiveVirtualModel(store, ownerId, params.vmcSlug));
    },
  }),
  defineRoute({
    method: "PATCH",
    paths: BASE,
    body: VirtualModelUpdateBySlugInBody,
    response: VirtualModelConfig,
    present: presentVirtualModel,
    handle: ({ store, ownerId, userId, body: { virtualModelSlug, ...changes } }) =>
      item(updateVirtualModel(store, ownerId, userId, virtualModelSlug, changes)),
  }),
  defineRoute({
    method: "PATCH",
    paths: `${BASE}/:vmcSlug`,
    body: VirtualModelUpdateRequest,
    response: VirtualModelConfig,
    present: presentVirtualModel,
    handle: ({ store, ownerId, userId, params, body }) =>
      item(updateVirtualModel(store, ownerId, userId, params.vmcSlug, body)),
  }),
  defineRoute({
    method: "DELETE",
    paths: BASE,
    query: DeleteQuery.extend({ virtualModelSlug: z.string().min(1, "must not be empty") }),
    handle: ({ store, ownerId, userId, query }) => {
      checkOwner(query, ownerId);
      softDelete(store, ownerId, userId, query.virtualModelSlug, query.updatedBy);
      return noContent();
    },
  }),
  defineRoute({
    method: "DELETE",
    paths: `${BASE}/:vmcSlug`,
    query: DeleteQuery,
    handle: ({ store, ownerId, userId, params, query }) => {
      checkOwner(query, ownerId);
      softDelete(store, ownerId, userId, params.vmcSlug, query.updatedBy);
      return noContent();
    },
  }),
];
