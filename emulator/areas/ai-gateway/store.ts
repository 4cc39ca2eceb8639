// The AI gateway's state: virtual model configs and routing rules (the management groups), and
// what the emulator's admin API sets for the inference plane: API keys (SHA-256 only), models added
// to the catalogue, providers switched off, and scripted replies. The area's public surface.
import type { Rule, VirtualModelConfig } from "../../../schema/ai-gateway";
import { notFound } from "../../errors";
import type { Store } from "../../store";
import { IDENTITY_OWNER } from "../identity/store";

/** A config as stored: its wire shape plus a stable id (the slug can be renamed). */
export type StoredVirtualModel = VirtualModelConfig & { id: string };

/** A rule as stored: its wire shape, its `ruleId` as the collection's id. */
export type StoredRule = Rule & { id: string };

/** An API key of the inference plane; stored under its hash, never in clear. */
export interface StoredGatewayKey {
  /** SHA-256 of the key. */
  id: string;
  keyId: string;
  /** The team or user whose configs and rules apply to the key's requests. */
  ownerId: string;
  name: string;
  createdAt: number;
}

/** How a model of the catalogue answers: deterministic, so users' tests are reproducible. */
export type ReplyStyle = "echo" | "scripted";

export interface CatalogueModel {
  /** `creator/model-name`. */
  id: string;
  name: string;
  description: string;
  /** The providers that serve it, in the gateway's default order. */
  providers: string[];
  reply: ReplyStyle;
  contextWindow: number;
  maxTokens: number;
  /** Epoch seconds, as model listings give it. */
  created: number;
}

export type StoredModel = CatalogueModel & { id: string };

/** A provider the admin API switched off: every attempt on it fails until it is switched on. */
export interface StoredOutage {
  /** The provider's slug. */
  id: string;
}

/** One scripted reply: the first whose `match` occurs in the last user message answers. */
export interface ScriptedReply {
  match?: string | undefined;
  reply?: string | undefined;
  toolCall?: { name: string; arguments: Record<string, unknown> } | undefined;
}

export interface StoredScript {
  id: "replies";
  replies: ScriptedReply[];
}

const VIRTUAL_MODELS = "aiGatewayVirtualModels";
/** Soft-deleted configs, kept until restored or replaced: no live resource, so out of the state summary. */
const DELETED_VIRTUAL_MODELS = "aiGatewayDeletedVirtualModels";
const RULES = "aiGatewayRules";
const KEYS = "aiGatewayKeys";
const MODELS = "aiGatewayModels";
const OUTAGES = "aiGatewayOutages";
const SCRIPTS = "aiGatewayScripts";

/**
 * Collections of no live platform resource (the admin API's settings, soft-deleted configs):
 * `/_emulator/state` leaves them out, so a destroyed stack leaves the emulator empty.
 */
export const AI_GATEWAY_BOOKKEEPING_COLLECTIONS: ReadonlySet<string> = new Set([
  DELETED_VIRTUAL_MODELS,
  KEYS,
  MODELS,
  OUTAGES,
  SCRIPTS,
]);

/** The live configs; soft-deleted ones are in their own collection. */
export const virtualModelsOf = (store: Store) => store.collection<StoredVirtualModel>(VIRTUAL_MODELS);
const deletedVirtualModelsOf = (store: Store) => store.collection<StoredVirtualModel>(DELETED_VIRTUAL_MODELS);
export const rulesOf = (store: Store) => store.collection<StoredRule>(RULES);
export const gatewayKeysOf = (store: Store) => store.collection<StoredGatewayKey>(KEYS);
export const addedModelsOf = (store: Store) => store.collection<StoredModel>(MODELS);
export const outagesOf = (store: Store) => store.collection<StoredOutage>(OUTAGES);
export const scriptsOf = (store: Store) => store.collection<StoredScript>(SCRIPTS);

/** The live config with this slug; a soft-deleted one is missing until restored. */
export function liveVirtualModel(
  store: Store,
  ownerId: string,
  slug: string,
): StoredVirtualModel | undefined {
  return virtualModelsOf(store).find(ownerId, (config) => config.virtualModelSlug === slug);
}

/** The config with this slug, live or soft-deleted. */
export function anyVirtualModel(store: Store, ownerId: string, slug: string): StoredVirtualModel | undefined {
  return (
    liveVirtualModel(store, ownerId, slug) ??
    deletedVirtualModelsOf(store).find(ownerId, (config) => config.virtualModelSlug === slug)
  );
}

/** Stores `config` where its `deleted` flag puts it, replacing its earlier version in either place. */
export function saveVirtualModel(
  store: Store,
  ownerId: string,
  config: StoredVirtualModel,
): StoredVirtualModel {
  forgetVirtualModel(store, ownerId, config.id);
  return (config.deleted ? deletedVirtualModelsOf(store) : virtualModelsOf(store)).insert(ownerId, config);
}

/** Drops a config (live or soft-deleted) for good: its slug is taken by another. */
export function forgetVirtualModel(store: Store, ownerId: string, id: string): void {
  virtualModelsOf(store).remove(ownerId, id);
  deletedVirtualModelsOf(store).remove(ownerId, id);
}

/** The config with this slug, deleted or not; 404 when there is none. */
export function findVirtualModel(store: Store, ownerId: string, slug: string): StoredVirtualModel {
  const config = anyVirtualModel(store, ownerId, slug);
  if (!config) throw notFound(`Virtual model config not found: ${slug}`);
  return config;
}

export function findLiveVirtualModel(store: Store, ownerId: string, slug: string): StoredVirtualModel {
  const config = findVirtualModel(store, ownerId, slug);
  if (config.deleted) {
    throw notFound(
      `Virtual model config ${slug} is deleted; PATCH it with { "deleted": false } to restore it`,
    );
  }
  return config;
}

export function findRule(store: Store, ownerId: string, ruleId: string): StoredRule {
  const rule = rulesOf(store).get(ownerId, ruleId);
  if (!rule) throw notFound(`Rule not found: ${ruleId}`);
  return rule;
}

/** The owner's enabled rules, oldest first: the first matching one applies. */
export function enabledRules(store: Store, ownerId: string): StoredRule[] {
  return rulesOf(store)
    .list(ownerId)
    .filter((rule) => rule.enabled);
}

export function gatewayKey(store: Store, keyHash: string): StoredGatewayKey | undefined {
  return gatewayKeysOf(store).get(IDENTITY_OWNER, keyHash);
}

export function isProviderDown(store: Store, provider: string): boolean {
  return outagesOf(store).get(IDENTITY_OWNER, provider) !== undefined;
}

export function scriptedReplies(store: Store, ownerId: string): ScriptedReply[] {
  return scriptsOf(store).get(ownerId, "replies")?.replies ?? [];
}
