// FirewallConfig's nested arguments as @pulumiverse/vercel 5.4.1 names them (`rules.rules[]`,
// `conditionGroups`, a flat `action`, `ipRules.rules[]`, `managedRulesets`), checked with the
// seed's bounds before any call, and mapped to and from the wire's rule model (`conditionGroup`,
// `action.mitigate`, `ips`, `crs`, `managedRules`).
import { z } from "zod";
import { IpOrCidr } from "../../../schema/ip";
import {
  CONDITION_OPS,
  CONDITION_TYPES,
  CRS_ACTIONS,
  CRS_IDS,
  IP_RULE_ACTIONS,
  LIST_OPS,
  MANAGED_RULE_ACTIONS,
  MITIGATE_ACTIONS,
  RATE_LIMIT_ACTIONS,
  RATE_LIMIT_ALGOS,
  RULE_DESCRIPTION_MAX,
  RULE_NAME_MAX,
  VALUELESS_OPS,
  type CrsId,
  type FirewallCondition,
  type FirewallConfig,
  type FirewallIpRule,
  type FirewallIpRuleRequest,
  type FirewallRule,
  type FirewallRuleRequest,
  type ManagedRuleId,
} from "../../../schema/firewall";

/** Condition types that look inside a named header, cookie or query parameter. */
const KEYED_TYPES: readonly string[] = ["header", "cookie", "query"];

const Condition = z
  .strictObject({
    type: z
      .enum(CONDITION_TYPES)
      .describe(
        "The part of the request tested, e.g. `path`, `host`, `method`, `ip_address`, `geo_country`, `user_agent`, `ja4_digest`, `bot_category`, or a `header`, `cookie` or `query` parameter named by `key`.",
      ),
    op: z
      .enum(CONDITION_OPS)
      .describe(
        "How the part is compared: `eq`/`neq` equals or not, `re` regular expression, `pre`/`suf`/`sub` prefix, suffix or substring, `gt`/`gte`/`lt`/`lte` numeric comparisons, `inc`/`ninc` one of `values` or none of them, `ex`/`nex` present or absent.",
      ),
    neg: z.boolean().optional().describe("Whether the condition's result is inverted; false when omitted."),
    key: z
      .string()
      .optional()
      .describe("The name of the header, cookie or query parameter tested; required with those types."),
    value: z
      .string()
      .optional()
      .describe(
        "The value the part is compared with; required except with `ex` and `nex` (no value) and `inc` and `ninc` (which take `values`).",
      ),
    values: z
      .array(z.string())
      .optional()
      .describe(
        "The values the part is matched against with `inc` and `ninc`; required with those operators.",
      ),
  })
  .superRefine((condition, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (VALUELESS_OPS.includes(condition.op)) {
      if (condition.value !== undefined) problem("value", `must be omitted for op "${condition.op}"`);
    } else if (LIST_OPS.includes(condition.op)) {
      if (condition.values === undefined) problem("values", `is required for op "${condition.op}"`);
    } else if (condition.value === undefined) {
      problem("value", `is required for op "${condition.op}"`);
    }
    if (KEYED_TYPES.includes(condition.type) && !condition.key) {
      problem("key", `is required for type "${condition.type}"`);
    }
  });
export type Condition = z.infer<typeof Condition>;

const RuleAction = z
  .strictObject({
    action: z
      .enum(MITIGATE_ACTIONS)
      .describe(
        "What happens to a matching request: `log` only records it, `deny` blocks it, `challenge` makes the browser pass a challenge, `bypass` lets it past the rules that follow, `rate_limit` applies `rateLimit`, `redirect` sends it to `redirect.location`.",
      ),
    actionDuration: z
      .string()
      .optional()
      .describe(
        "How long the action keeps applying to a client once it matched, e.g. `1m` or `1h`; only to the matching request when omitted.",
      ),
    rateLimit: z
      .strictObject({
        action: z
          .enum(RATE_LIMIT_ACTIONS)
          .describe(
            "What happens to a client's requests over the limit: `rate_limit` answers 429 Too Many Requests, `deny` blocks them, `challenge` challenges them, `log` only records them, `bypass` lets them through.",
          ),
        algo: z
          .enum(RATE_LIMIT_ALGOS)
          .describe(
            "How requests are counted: `fixed_window` counts them per window of `window` seconds, `token_bucket` refills the allowance continuously.",
          ),
        keys: z
          .array(z.string())
          .min(1, "must hold at least one key")
          .describe(
            "What identifies a client whose requests are counted together, e.g. `ip` or `ja4`; at least one.",
          ),
        limit: z
          .number()
          .int()
          .min(1)
          .describe("How many requests a client may make per window, at least 1."),
        window: z.number().int().min(1).describe("The length of the counting window in seconds, at least 1."),
      })
      .optional()
      .describe("The rate limit to apply; required when `action` is `rate_limit`."),
    redirect: z
      .strictObject({
        location: z.string().min(1).describe("The URL or path a matching request is redirected to."),
        permanent: z.boolean().describe("Whether the redirect is permanent rather than temporary."),
      })
      .optional()
      .describe("Where a matching request is redirected; required when `action` is `redirect`."),
  })
  .superRefine((action, ctx) => {
    if (action.action === "rate_limit" && !action.rateLimit) {
      ctx.addIssue({
        code: "custom",
        path: ["rateLimit"],
        message: 'is required when action is "rate_limit"',
      });
    }
    if (action.action === "redirect" && !action.redirect) {
      ctx.addIssue({ code: "custom", path: ["redirect"], message: 'is required when action is "redirect"' });
    }
  });

export const Rule = z.strictObject({
  id: z
    .string()
    .optional()
    .describe(
      "The platform's id of the rule, set by the provider; when given, the rule is matched to the live one by it.",
    ),
  name: z
    .string()
    .min(1, "must not be empty")
    .max(RULE_NAME_MAX, `must be at most ${RULE_NAME_MAX} characters`)
    .describe("The rule's name, at most 160 characters."),
  description: z
    .string()
    .max(RULE_DESCRIPTION_MAX, `must be at most ${RULE_DESCRIPTION_MAX} characters`)
    .optional()
    .describe("A note on what the rule is for, at most 256 characters."),
  active: z.boolean().optional().describe("Whether the rule is applied; true when omitted."),
  conditionGroups: z
    .array(
      z.strictObject({
        conditions: z
          .array(Condition)
          .min(1, "must hold at least one condition")
          .describe("The conditions, all of which must hold; at least one."),
      }),
    )
    .min(1, "must hold at least one condition group")
    .describe(
      "Groups of conditions on the request: the rule matches when every condition of any one group holds; at least one group.",
    ),
  action: RuleAction.describe("What the firewall does with a request the rule matches."),
});
export type Rule = z.infer<typeof Rule>;

export const IpRule = z.strictObject({
  id: z.string().optional().describe("The platform's id of the IP rule, set by the provider."),
  hostname: z
    .string()
    .min(1, "must not be empty")
    .describe("The hostname, one of the project's domains, whose requests the rule applies to."),
  ip: IpOrCidr.describe(
    "The client IPv4 or IPv6 address, or CIDR range such as `203.0.113.0/24`, the rule applies to.",
  ),
  notes: z.string().optional().describe("A note on why the rule exists."),
  action: z
    .enum(IP_RULE_ACTIONS)
    .describe(
      "What happens to the address's requests: `deny` blocks them, `challenge` makes the browser pass a challenge, `log` only records them, `bypass` lets them past the firewall's rules.",
    ),
});
export type IpRule = z.infer<typeof IpRule>;

const OwaspRule = z.strictObject({
  action: z
    .enum(CRS_ACTIONS)
    .describe("What happens to a request the rule group detects: `deny` blocks it, `log` only records it."),
  active: z.boolean().optional().describe("Whether the rule group is on; true when omitted."),
});
const ManagedRule = z.strictObject({
  action: z
    .enum(MANAGED_RULE_ACTIONS)
    .optional()
    .describe(
      "What happens to a request the ruleset detects: `log` only records it, `challenge` makes the browser pass a challenge, `deny` blocks it; the platform's default when omitted.",
    ),
  active: z.boolean().optional().describe("Whether the ruleset is on; true when omitted."),
});

/** What each OWASP core rule set group detects, by its id. */
const OWASP_GROUPS: Record<CrsId, string> = {
  sd: "Scanner detection: requests from known vulnerability scanners.",
  ma: "Multipart attacks: malformed or abusive multipart request bodies.",
  lfi: "Local file inclusion: attempts to read files from the server, such as path traversal.",
  rfi: "Remote file inclusion: attempts to make the application load a remote file.",
  rce: "Remote code execution: attempts to run commands on the server.",
  php: "PHP attacks: attempts to exploit PHP applications.",
  gen: "Generic attacks: common attack patterns not covered by another group.",
  xss: "Cross-site scripting: attempts to inject scripts into pages.",
  sqli: "SQL injection: attempts to inject SQL into database queries.",
  sf: "Session fixation: attempts to force a session id on a user.",
  java: "Java attacks: attempts to exploit Java applications.",
};
type OwaspRule = z.infer<typeof OwaspRule>;
type ManagedRule = z.infer<typeof ManagedRule>;

/** pulumiverse's managed ruleset names and the wire's `managedRules` ids. */
const MANAGED_IDS = { botProtection: "bot_protection", botFilter: "bot_filter", aiBots: "ai_bots" } as const;
type ManagedName = keyof typeof MANAGED_IDS;
const MANAGED_NAMES = Object.keys(MANAGED_IDS) as ManagedName[];

export const ManagedRulesets = z.strictObject({
  owasp: z
    .strictObject(
      Object.fromEntries(
        CRS_IDS.map((id) => [id, OwaspRule.optional().describe(OWASP_GROUPS[id])]),
      ) as Record<CrsId, z.ZodOptional<typeof OwaspRule>>,
    )
    .optional()
    .describe("The OWASP core rule set, one entry per rule group; a group not named is off."),
  botProtection: ManagedRule.optional().describe(
    "The bot protection ruleset, which acts on requests from bots that are not verified good bots; off when omitted.",
  ),
  // Deprecated alias of botProtection (Terraform provider #341).
  botFilter: ManagedRule.optional().describe(
    "Deprecated: use `botProtection`. The older bot filter ruleset; off when omitted.",
  ),
  aiBots: ManagedRule.optional().describe(
    "The AI bots ruleset, which acts on requests from AI crawlers and scrapers; off when omitted.",
  ),
});
export type ManagedRulesets = z.infer<typeof ManagedRulesets>;

/** A rule as sent, with `neg: false` (the default) dropped: equal rules give equal texts. */
export function canonicalRule(rule: Rule): FirewallRuleRequest {
  const wire = toWireRule(rule);
  const conditionGroup = wire.conditionGroup.map((group) => ({
    conditions: group.conditions.map(({ neg, ...condition }) => (neg ? { ...condition, neg } : condition)),
  }));
  return { ...wire, conditionGroup };
}

/** A rule's identity for matching: its name, conditions and action (not description or active). */
export function ruleContentKey(rule: Rule): string {
  const { name, conditionGroup, action } = canonicalRule(rule);
  return JSON.stringify([name, conditionGroup, action]);
}

/** What the API sends for a rule. */
export function toWireRule(rule: Rule): FirewallRuleRequest {
  const { action, actionDuration, rateLimit, redirect } = rule.action;
  return {
    name: rule.name,
    ...(rule.description !== undefined ? { description: rule.description } : {}),
    active: rule.active ?? true,
    conditionGroup: rule.conditionGroups.map((group) => ({
      conditions: group.conditions.map(toWireCondition),
    })),
    action: {
      mitigate: {
        action,
        ...(rateLimit ? { rateLimit } : {}),
        ...(redirect ? { redirect } : {}),
        ...(actionDuration !== undefined ? { actionDuration } : {}),
      },
    },
  };
}

function toWireCondition({ values, value, ...condition }: Condition): FirewallCondition {
  const wireValue = values ?? value;
  return { ...condition, ...(wireValue !== undefined ? { value: wireValue } : {}) };
}

/** A rule as the program writes it, from the API's. */
export function fromWireRule(rule: FirewallRule): Rule & { id: string } {
  const mitigate = rule.action.mitigate ?? { action: "log" as const };
  return {
    id: rule.id,
    name: rule.name,
    ...(rule.description ? { description: rule.description } : {}),
    active: rule.active,
    conditionGroups: rule.conditionGroup.map((group) => ({
      conditions: group.conditions.map(fromWireCondition),
    })),
    action: {
      action: mitigate.action,
      ...(mitigate.actionDuration ? { actionDuration: mitigate.actionDuration } : {}),
      ...(mitigate.rateLimit
        ? { rateLimit: { ...mitigate.rateLimit, action: mitigate.rateLimit.action ?? mitigate.action } }
        : {}),
      ...(mitigate.redirect ? { redirect: mitigate.redirect } : {}),
    } as Rule["action"],
  };
}

function fromWireCondition({ type, op, neg, key, value }: FirewallCondition): Condition {
  return {
    type,
    op,
    ...(neg !== undefined ? { neg } : {}),
    ...(key !== undefined ? { key } : {}),
    ...(Array.isArray(value) ? { values: value } : value !== undefined ? { value: String(value) } : {}),
  };
}

export function fromWireIpRule({ id, hostname, ip, notes, action }: FirewallIpRule): IpRule & { id: string } {
  return { id, hostname, ip, ...(notes ? { notes } : {}), action };
}

export function toWireIpRule({ id: _id, ...rule }: IpRule): FirewallIpRuleRequest {
  return rule;
}

/** The wire's `crs` and `managedRules` entries the program sets. */
export function toWireManaged(managed: ManagedRulesets | undefined): {
  crs: Partial<Record<CrsId, { active: boolean; action: OwaspRule["action"] }>>;
  managedRules: Partial<Record<ManagedRuleId, { active: boolean; action?: ManagedRule["action"] }>>;
} {
  const crs = Object.fromEntries(
    Object.entries(managed?.owasp ?? {}).flatMap(([id, rule]) =>
      rule ? [[id, { active: rule.active ?? true, action: rule.action }]] : [],
    ),
  );
  const managedRules = Object.fromEntries(
    MANAGED_NAMES.flatMap((name) => {
      const rule = managed?.[name];
      return rule
        ? [
            [
              MANAGED_IDS[name],
              { active: rule.active ?? true, ...(rule.action ? { action: rule.action } : {}) },
            ],
          ]
        : [];
    }),
  );
  return { crs, managedRules };
}

/**
 * The managed rulesets as the program would write them: the entries the program manages (those
 * in `known`), and any other the platform reports active, so one switched on by hand shows as drift.
 */
export function fromWireManaged(config: FirewallConfig, known: ManagedRulesets | undefined): ManagedRulesets {
  const owasp = Object.fromEntries(
    CRS_IDS.flatMap((id) => {
      const rule = config.crs[id];
      return rule && (known?.owasp?.[id] || rule.active)
        ? [[id, { action: rule.action, active: rule.active }]]
        : [];
    }),
  );
  const others = Object.fromEntries(
    MANAGED_NAMES.flatMap((name) => {
      const rule = config.managedRules[MANAGED_IDS[name]];
      if (!rule || !(known?.[name] || rule.active)) return [];
      return [[name, { active: rule.active, ...(rule.action ? { action: rule.action } : {}) }]];
    }),
  );
  return { ...(Object.keys(owasp).length > 0 ? { owasp } : {}), ...others };
}

/** The platform's value of a managed entry the program stopped setting (inferred): off, logging. */
export const CRS_OFF = { active: false, action: "log" } as const;
export const MANAGED_OFF = { active: false } as const;
export { MANAGED_IDS, MANAGED_NAMES, type ManagedName };
