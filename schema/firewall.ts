// Wire types of a project's firewall (api-contract §9; the second seed document's "firewall
// configuration update", whose rules hold exactly): GET /v1/security/firewall/config/active,
// PUT and PATCH /v1/security/firewall/config, all with `?projectId=`.
import { z } from "zod";

/** The platform description's bounds of a rule: the emulator and the resource's check both use them. */
export const RULE_NAME_MAX = 160;
export const RULE_DESCRIPTION_MAX = 256;

export const CONDITION_TYPES = [
  "host",
  "path",
  "method",
  "header",
  "query",
  "cookie",
  "target_path",
  "route",
  "raw_path",
  "ip_address",
  "region",
  "protocol",
  "scheme",
  "environment",
  "domain_environment",
  "user_agent",
  "geo_continent",
  "geo_country",
  "geo_country_region",
  "geo_city",
  "geo_as_number",
  "ja4_digest",
  "ja3_digest",
  "rate_limit_api_id",
  "server_action",
  "bot_name",
  "bot_category",
  "bot_status",
  "bot_protection",
  "shared_condition",
  "traffic_source",
  "ruleset",
] as const;
export const CONDITION_OPS = [
  "re",
  "eq",
  "neq",
  "ex",
  "nex",
  "inc",
  "ninc",
  "pre",
  "suf",
  "sub",
  "gt",
  "gte",
  "lt",
  "lte",
  "list",
] as const;
/** Operators that test presence only and take no value. */
export const VALUELESS_OPS: readonly string[] = ["ex", "nex"];
/** Operators that take a list of values. */
export const LIST_OPS: readonly string[] = ["inc", "ninc"];

export const MITIGATE_ACTIONS = ["log", "deny", "challenge", "bypass", "rate_limit", "redirect"] as const;
export const RATE_LIMIT_ALGOS = ["fixed_window", "token_bucket"] as const;
export const RATE_LIMIT_ACTIONS = ["log", "deny", "challenge", "bypass", "rate_limit"] as const;
export const IP_RULE_ACTIONS = ["deny", "challenge", "log", "bypass"] as const;
/** The OWASP core rule set: one entry per id in `crs`. */
export const CRS_IDS = ["sd", "ma", "lfi", "rfi", "rce", "php", "gen", "xss", "sqli", "sf", "java"] as const;
export type CrsId = (typeof CRS_IDS)[number];
export const CRS_ACTIONS = ["deny", "log"] as const;
export const MANAGED_RULE_IDS = ["ai_bots", "bot_protection", "bot_filter"] as const;
export type ManagedRuleId = (typeof MANAGED_RULE_IDS)[number];
export const MANAGED_RULE_ACTIONS = ["log", "challenge", "deny"] as const;

export const FirewallCondition = z.looseObject({
  type: z.enum(CONDITION_TYPES),
  op: z.enum(CONDITION_OPS),
  neg: z.boolean().optional(),
  key: z.string().optional(),
  value: z.union([z.string(), z.array(z.string()), z.number()]).optional(),
});
export type FirewallCondition = z.infer<typeof FirewallCondition>;

export const FirewallConditionGroup = z.looseObject({ conditions: z.array(FirewallCondition) });
export type FirewallConditionGroup = z.infer<typeof FirewallConditionGroup>;

export const FirewallRateLimit = z.looseObject({
  algo: z.enum(RATE_LIMIT_ALGOS),
  window: z.number(),
  limit: z.number(),
  keys: z.array(z.string()),
  action: z.enum(RATE_LIMIT_ACTIONS).nullable().optional(),
});
export type FirewallRateLimit = z.infer<typeof FirewallRateLimit>;

export const FirewallRedirect = z.looseObject({ location: z.string(), permanent: z.boolean() });
export type FirewallRedirect = z.infer<typeof FirewallRedirect>;

export const FirewallMitigate = z.looseObject({
  action: z.enum(MITIGATE_ACTIONS),
  rateLimit: FirewallRateLimit.nullable().optional(),
  redirect: FirewallRedirect.nullable().optional(),
  /** How long the action persists for a client once matched, e.g. "1h"; null for none. */
  actionDuration: z.string().nullable().optional(),
  bypassSystem: z.boolean().nullable().optional(),
});
export type FirewallMitigate = z.infer<typeof FirewallMitigate>;

/** The value of `rules.insert` and `rules.update`, and a rule of a PUT (seed: name, active, conditionGroup and action required). */
export const FirewallRuleRequest = z.looseObject({
  id: z.string().optional(),
  name: z.string().min(1).max(RULE_NAME_MAX),
  description: z.string().max(RULE_DESCRIPTION_MAX).optional(),
  active: z.boolean(),
  conditionGroup: z.array(FirewallConditionGroup),
  action: z.looseObject({ mitigate: FirewallMitigate.optional() }),
  valid: z.boolean().optional(),
  validationErrors: z.unknown().optional(),
});
export type FirewallRuleRequest = z.infer<typeof FirewallRuleRequest>;

/** A rule as the config answers it: always with its id. */
export const FirewallRule = FirewallRuleRequest.extend({ id: z.string() });
export type FirewallRule = z.infer<typeof FirewallRule>;

export const FirewallIpRuleRequest = z.looseObject({
  id: z.string().optional(),
  hostname: z.string().min(1),
  ip: z.string().min(1),
  notes: z.string().optional(),
  action: z.enum(IP_RULE_ACTIONS),
});
export type FirewallIpRuleRequest = z.infer<typeof FirewallIpRuleRequest>;
export const FirewallIpRule = FirewallIpRuleRequest.extend({ id: z.string() });
export type FirewallIpRule = z.infer<typeof FirewallIpRule>;

export const CrsRule = z.looseObject({ active: z.boolean(), action: z.enum(CRS_ACTIONS) });
export type CrsRule = z.infer<typeof CrsRule>;
export const ManagedRule = z.looseObject({
  active: z.boolean(),
  action: z.enum(MANAGED_RULE_ACTIONS).optional(),
  updatedAt: z.string().optional(),
});
export type ManagedRule = z.infer<typeof ManagedRule>;

/** `PUT /v1/security/firewall/config`: the whole document; omitted parts are reset. */
export const FirewallConfigPutRequest = z.looseObject({
  firewallEnabled: z.boolean(),
  rules: z.array(FirewallRuleRequest).optional(),
  ips: z.array(FirewallIpRuleRequest).optional(),
  crs: z.partialRecord(z.enum(CRS_IDS), CrsRule).optional(),
  managedRules: z.partialRecord(z.enum(MANAGED_RULE_IDS), ManagedRule).optional(),
});
export type FirewallConfigPutRequest = z.infer<typeof FirewallConfigPutRequest>;

/** Every PATCH action the emulator serves, for the message naming a wrong one. */
export const PATCH_ACTIONS = [
  "firewallEnabled",
  "rules.insert",
  "rules.update",
  "rules.remove",
  "rules.priority",
  "ip.insert",
  "ip.update",
  "ip.remove",
  "crs.update",
  "managedRules.update",
] as const;
const PATCH_ACTIONS_TEXT = PATCH_ACTIONS.map((action) => `"${action}"`).join(", ");

/** A rule id the action acts on: required, named `id` in the error. */
const RuleId = z.string().min(1);
/** `id` of the actions that take none: absent or null (seed: "nullable"). */
const NoId = z.null().optional();

/**
 * `PATCH /v1/security/firewall/config`: one change per call, selected by `action` (seed table for
 * the rules and `firewallEnabled`; api-contract §9.4 for IP rules and managed rules).
 */
export const FirewallPatchRequest = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("firewallEnabled"), id: NoId, value: z.boolean() }),
    z.strictObject({ action: z.literal("rules.insert"), id: NoId, value: FirewallRuleRequest }),
    z.strictObject({ action: z.literal("rules.update"), id: RuleId, value: FirewallRuleRequest }),
    z.strictObject({ action: z.literal("rules.remove"), id: RuleId, value: z.null().optional() }),
    z.strictObject({ action: z.literal("rules.priority"), id: RuleId, value: z.number().int().min(0) }),
    z.strictObject({ action: z.literal("ip.insert"), id: NoId, value: FirewallIpRuleRequest }),
    z.strictObject({ action: z.literal("ip.update"), id: RuleId, value: FirewallIpRuleRequest }),
    z.strictObject({ action: z.literal("ip.remove"), id: RuleId, value: z.null().optional() }),
    z.strictObject({ action: z.literal("crs.update"), id: z.enum(CRS_IDS), value: CrsRule }),
    z.strictObject({
      action: z.literal("managedRules.update"),
      id: z.enum(MANAGED_RULE_IDS),
      value: ManagedRule.pick({ active: true, action: true }),
    }),
  ],
  { error: (issue) => (issue.code === "invalid_union" ? `must be one of ${PATCH_ACTIONS_TEXT}` : undefined) },
);
export type FirewallPatchRequest = z.infer<typeof FirewallPatchRequest>;
export const FirewallQuery = z.looseObject({ projectId: z.string().min(1) });

export const FirewallConfig = z.looseObject({
  id: z.string(),
  ownerId: z.string(),
  projectKey: z.string(),
  version: z.number().int(),
  /** ISO-8601: the one timestamp of the API that is not epoch milliseconds. */
  updatedAt: z.string(),
  firewallEnabled: z.boolean(),
  rules: z.array(FirewallRule),
  ips: z.array(FirewallIpRule),
  crs: z.partialRecord(z.enum(CRS_IDS), CrsRule),
  managedRules: z.partialRecord(z.enum(MANAGED_RULE_IDS), ManagedRule),
  changes: z.array(z.unknown()),
});
export type FirewallConfig = z.infer<typeof FirewallConfig>;

export const FirewallPutResponse = z.object({ active: FirewallConfig });
/** The PATCH answers `{}`: clients read the config back to see rule ids. */
export const FirewallPatchResponse = z.object({});
