// System bypass rules (@vercel/sdk's getBypassIp, addBypassIp, removeBypassIp; the Terraform
// provider's vercel_firewall_bypass): GET, POST and DELETE /v1/security/firewall/bypass?projectId=.
// A rule names a source (an IP or CIDR range, or every source) and a production domain of the
// project, or all its domains (`projectScope`). One rule per project, domain and source: adding it
// again changes its note (an upsert (inferred)). A rule with a `ttl` stops applying when it runs out.
import {
  BypassAddResponse,
  BypassListQuery,
  BypassListResponse,
  BypassQuery,
  BypassRemoveResponse,
  BypassRuleRequest,
} from "../../../schema/firewall-bypass";
import { emulatorNow } from "../../clock";
import { badRequest, notFound } from "../../errors";
import { defineRoute, ok } from "../../route";
import type { Store } from "../../store";
import { domainsOf } from "../project-domains/store";
import { findProject, type StoredProject } from "../projects/store";
import { bypassRulesOf, type StoredBypassRule } from "./store";

const BYPASS = "/v1/security/firewall/bypass";
/** The domain of a rule for all the project's domains, as the Terraform provider writes it. */
const ALL_DOMAINS = "*";
const EVERY_SOURCE = "*";

/** The rule's key: which domain (or all) and which source. */
interface RuleKey {
  domain: string;
  isProjectRule: boolean;
  ip: string;
}

/** The key a POST or DELETE body names, refused with the field and rule when it names none. */
function keyOf(body: BypassRuleRequest): RuleKey {
  const ip = body.allSources ? EVERY_SOURCE : body.sourceIp;
  if (ip === undefined)
    throw badRequest('Invalid request: "sourceIp" is required unless "allSources" is true');
  // `*` as the domain means all of them, as the Terraform provider sends it on removal.
  if (body.projectScope || body.domain === ALL_DOMAINS) {
    if (body.domain !== undefined && body.domain !== ALL_DOMAINS) {
      throw badRequest('Invalid request: "domain" must be omitted when "projectScope" is true');
    }
    return { domain: ALL_DOMAINS, isProjectRule: true, ip };
  }
  if (body.domain === undefined) {
    throw badRequest('Invalid request: "domain" is required unless "projectScope" is true');
  }
  return { domain: body.domain.toLowerCase(), isProjectRule: false, ip };
}

/** The platform's rule (Terraform's docs): a rule's host must be a production domain of the project. */
function requireProductionDomain(store: Store, project: StoredProject, domain: string): void {
  const production = domainsOf(store).find(
    project.accountId,
    (d) =>
      d.projectId === project.id &&
      d.name === domain &&
      d.gitBranch === null &&
      d.customEnvironmentId === null,
  );
  if (!production) {
    throw badRequest(
      `Invalid request: "domain" must be a production domain of the project "${project.name}" (or use "projectScope"): ${domain}`,
    );
  }
}

const ruleId = (projectId: string, key: RuleKey) => `${projectId}#${key.domain}#${key.ip}`;

/** The project's rules in force now, oldest first. */
function liveRules(store: Store, project: StoredProject): StoredBypassRule[] {
  const now = emulatorNow(store);
  return bypassRulesOf(store)
    .list(project.accountId)
    .filter((rule) => rule.projectId === project.id && (rule.expiresAt === null || rule.expiresAt > now))
    .sort((a, b) => a.createdAt - b.createdAt);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A rule as GET answers it (the SDK's GetBypassIpResult, in the platform's PascalCase keys). */
function presentRule(rule: StoredBypassRule) {
  return {
    Id: rule.id,
    OwnerId: rule.ownerId,
    ProjectId: rule.projectId,
    Domain: rule.domain,
    Ip: rule.ip,
    IsProjectRule: rule.isProjectRule,
    Note: rule.note,
    Action: "bypass" as const,
    ActorId: rule.actorId,
    CreatedAt: iso(rule.createdAt),
    UpdatedAt: iso(rule.updatedAt),
    UpdatedAtHour: iso(rule.updatedAt - (rule.updatedAt % 3_600_000)),
    ExpiresAt: rule.expiresAt,
  };
}

const list = defineRoute({
  method: "GET",
  paths: BYPASS,
  query: BypassListQuery,
  response: BypassListResponse,
  handle: ({ store, ownerId, query }) => {
    const project = findProject(store, ownerId, query.projectId);
    const domain = query.projectScope === "true" ? ALL_DOMAINS : query.domain?.toLowerCase();
    const matching = liveRules(store, project).filter(
      (rule) =>
        (query.sourceIp === undefined || rule.ip === query.sourceIp) &&
        (domain === undefined || rule.domain === domain),
    );
    const start = query.offset === undefined ? 0 : matching.findIndex((rule) => rule.id === query.offset) + 1;
    const limit = query.limit ?? 128;
    const page = matching.slice(start, start + limit);
    const last = page.at(-1);
    const more = start + limit < matching.length;
    return ok({
      result: page.map(presentRule),
      ...(more && last ? { pagination: { Id: last.id, OwnerId: last.ownerId } } : {}),
    });
  },
});

const add = defineRoute({
  method: "POST",
  paths: BYPASS,
  query: BypassQuery,
  body: BypassRuleRequest,
  response: BypassAddResponse,
  handle: ({ store, ownerId, userId, query, body }) => {
    const project = findProject(store, ownerId, query.projectId);
    const key = keyOf(body);
    if (!key.isProjectRule) requireProductionDomain(store, project, key.domain);
    const id = ruleId(project.id, key);
    const now = store.now();
    const rules = bypassRulesOf(store);
    const existing = rules.get(ownerId, id);
    const rule: StoredBypassRule = {
      id,
      projectId: project.id,
      ownerId,
      ...key,
      note: body.note ?? existing?.note ?? "",
      actorId: userId,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      expiresAt: body.ttl !== undefined ? emulatorNow(store) + body.ttl * 1000 : null,
    };
    if (existing) rules.replace(ownerId, rule);
    else rules.insert(ownerId, rule);
    return ok({
      ok: true,
      result: [
        {
          Id: id,
          OwnerId: ownerId,
          ProjectId: project.id,
          Domain: rule.domain,
          IsProjectRule: rule.isProjectRule,
          Note: rule.note,
          ...(rule.ip !== EVERY_SOURCE ? { Ip: rule.ip } : {}),
        },
      ],
    });
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: BYPASS,
  query: BypassQuery,
  body: BypassRuleRequest,
  response: BypassRemoveResponse,
  handle: ({ store, ownerId, query, body }) => {
    const project = findProject(store, ownerId, query.projectId);
    // A removal names the rule as it was added; its domain need not still be the project's.
    const id = ruleId(project.id, keyOf(body));
    if (!bypassRulesOf(store).get(ownerId, id)) throw notFound(`Bypass rule not found: ${id}`);
    bypassRulesOf(store).remove(ownerId, id);
    return ok({ ok: true });
  },
});

export const bypassRoutes = [list, add, remove];
