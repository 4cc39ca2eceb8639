// A project's firewall (api-contract §9; the second seed document's "firewall configuration
// update", whose rules hold exactly): GET /v1/security/firewall/config/active, the whole-document
// PUT and the one-change-per-call PATCH of /v1/security/firewall/config, all with `?projectId=`.
// One config per project, a child of projects in relations.ts (so deleting the project removes it).
// Every write bumps `version` and stamps `updatedAt` (an ISO string, unlike every other timestamp).
import {
  CRS_IDS,
  FirewallConfig,
  FirewallConfigPutRequest,
  FirewallPatchRequest,
  FirewallPatchResponse,
  FirewallPutResponse,
  FirewallQuery,
  type CrsId,
  type CrsRule,
  type FirewallIpRule,
  type FirewallIpRuleRequest,
  type FirewallRule,
  type FirewallRuleRequest,
} from "../../../schema/firewall";
import { badRequest, notFound } from "../../errors";
import { newId, randomAlphanumeric } from "../../ids";
import { defineRoute, item, ok, type ApiArea } from "../../route";
import type { Store } from "../../store";
import { findProject } from "../projects/store";
import { COLLECTION, type StoredFirewallConfig, configsOf } from "./store";
import { presentConfig } from "./presenter";
import { attackModeRoutes } from "./attack-mode";
import { bypassRoutes } from "./bypass";

const CONFIG = "/v1/security/firewall/config";

/** Every OWASP rule off, logging: what a project has before anyone touches it (inferred). */
function defaultCrs(): Partial<Record<CrsId, CrsRule>> {
  return Object.fromEntries(CRS_IDS.map((id) => [id, { active: false, action: "log" as const }]));
}

/** `rule_<snake_cased_name>_<6 random alnum>` (api-contract §1.5). */
export function ruleId(name: string): string {
  const snake = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return `rule_${snake ? `${snake}_` : ""}${randomAlphanumeric(6)}`;
}

/** A rule as stored: the request's fields, its id, and the validity the platform reports. */
function storedRule(
  { valid: _valid, validationErrors: _errors, ...rule }: FirewallRuleRequest,
  id: string,
): FirewallRule {
  return { ...rule, id, valid: true };
}

function storedIpRule(request: FirewallIpRuleRequest, id: string): FirewallIpRule {
  return { ...request, id };
}

/** The project's config; a project that never had one gets a fresh, disabled one to write to. */
function configFor(store: Store, ownerId: string, projectId: string): StoredFirewallConfig {
  const project = findProject(store, ownerId, projectId);
  const existing = configsOf(store).find(ownerId, (config) => config.projectId === project.id);
  if (existing) return existing;
  return configsOf(store).insert(ownerId, {
    id: newId("waf_", 24),
    projectId: project.id,
    ownerId,
    version: 0,
    updatedAt: new Date(store.now()).toISOString(),
    firewallEnabled: false,
    rules: [],
    ips: [],
    crs: defaultCrs(),
    managedRules: {},
  });
}

function save(store: Store, ownerId: string, config: StoredFirewallConfig): StoredFirewallConfig {
  config.version += 1;
  config.updatedAt = new Date(store.now()).toISOString();
  return configsOf(store).replace(ownerId, config);
}

/** The index of the rule `id` in `list`, or a 404 naming it (the platform description leaves 404's meaning open (inferred)). */
function indexOf(list: readonly { id: string }[], id: string, what: string): number {
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) throw notFound(`${what} not found: ${id}`);
  return index;
}

/** `update` and `remove` of custom and IP rules alike: by id, 404 when it is not there. */
function replaceById<T extends { id: string }>(list: T[], what: string, entry: T): void {
  list[indexOf(list, entry.id, what)] = entry;
}

function removeById(list: { id: string }[], what: string, id: string): void {
  list.splice(indexOf(list, id, what), 1);
}

const getActive = defineRoute({
  method: "GET",
  paths: `${CONFIG}/active`,
  query: FirewallQuery,
  response: FirewallConfig,
  handle: ({ store, ownerId, query }) => {
    const project = findProject(store, ownerId, query.projectId);
    const config = configsOf(store).find(ownerId, (c) => c.projectId === project.id);
    // A project that never had a config answers 404 (api-contract §9.1 [OBS]).
    if (!config) throw notFound(`Firewall config not found for project: ${query.projectId}`);
    return item(config);
  },
});

const put = defineRoute({
  method: "PUT",
  paths: CONFIG,
  query: FirewallQuery,
  body: FirewallConfigPutRequest,
  response: FirewallPutResponse,
  handle: ({ store, ownerId, query, body }) => {
    const config = configFor(store, ownerId, query.projectId);
    // A whole-document replace: what the body omits is reset; given rule ids are kept.
    config.firewallEnabled = body.firewallEnabled;
    config.rules = (body.rules ?? []).map((rule) => storedRule(rule, rule.id ?? ruleId(rule.name)));
    config.ips = (body.ips ?? []).map((rule) => storedIpRule(rule, rule.id ?? newId("ip_", 12)));
    config.crs = { ...defaultCrs(), ...body.crs };
    config.managedRules = body.managedRules ?? {};
    const saved = save(store, ownerId, config);
    return { status: 200, layout: (present) => ({ active: present(saved) }) };
  },
});

const patch = defineRoute({
  method: "PATCH",
  paths: CONFIG,
  query: FirewallQuery,
  body: FirewallPatchRequest,
  response: FirewallPatchResponse,
  handle: ({ store, ownerId, query, body }) => {
    const config = configFor(store, ownerId, query.projectId);
    applyPatch(config, body, store.now());
    save(store, ownerId, config);
    // The change is live at once; the answer carries nothing (clients read back for rule ids).
    return ok({});
  },
});

/** One PATCH action on the config. */
function applyPatch(config: StoredFirewallConfig, body: FirewallPatchRequest, now: number): void {
  switch (body.action) {
    case "firewallEnabled":
      config.firewallEnabled = body.value;
      return;
    case "rules.insert":
      // New rules go last (inferred); `rules.priority` moves them.
      config.rules.push(storedRule(body.value, ruleId(body.value.name)));
      return;
    case "rules.update":
      replaceById(config.rules, "Rule", storedRule(body.value, body.id));
      return;
    case "rules.remove":
      removeById(config.rules, "Rule", body.id);
      return;
    case "rules.priority": {
      const from = indexOf(config.rules, body.id, "Rule");
      const last = config.rules.length - 1;
      if (body.value > last) {
        throw badRequest(`Invalid request: "value" must be at most ${last} (the last position of the rules)`);
      }
      // The new position is 0-based and counted in the list after the rule left its old place.
      const [rule] = config.rules.splice(from, 1);
      config.rules.splice(body.value, 0, rule as FirewallRule);
      return;
    }
    case "ip.insert":
      config.ips.push(storedIpRule(body.value, newId("ip_", 12)));
      return;
    case "ip.update":
      replaceById(config.ips, "IP rule", storedIpRule(body.value, body.id));
      return;
    case "ip.remove":
      removeById(config.ips, "IP rule", body.id);
      return;
    case "crs.update":
      config.crs[body.id] = body.value;
      return;
    case "managedRules.update":
      config.managedRules[body.id] = { ...body.value, updatedAt: new Date(now).toISOString() };
      return;
  }
}

export const firewall: ApiArea = {
  name: COLLECTION,
  // Attack challenge mode and system bypass rules answer literal bodies (ok), not configs.
  routes: [getActive, put, patch, ...attackModeRoutes, ...bypassRoutes],
  present: presentConfig,
};
