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
    type: z.enum(CONDITION_TYPES),
    op: z.enum(CONDITION_OPS),
    neg: z.boolean().optional(),
    key: z.string().optional(),
    value: z.string().optional(),
    /** For `inc` and `ninc`. */
    values: z.array(z.string()).optional(),
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
    action: z.enum(MITIGATE_ACTIONS),
    /** How long the action persists for a matched client, e.g. "1h". */
    actionDuration: z.string().optional(),
    rateLimit: z
      .strictObject({
        action: z.enum(RATE_LIMIT_ACTIONS),
        algo: z.enum(RATE_LIMIT_ALGOS),
        keys: z.array(z.string()).min(1, "must hold at least one key"),
        limit: z.number().int().min(1),
        window: z.number().int().min(1),
      })
      .optional(),
    redirect: z.strictObject({ location: z.string().min(1), permanent: z.boolean() }).optional(),
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
  /** The platform's id; computed, and matched first when a program carries it. */
  id: z.string().optional(),
  name: z
    .string()
    .min(1, "must not be empty")
    .max(RULE_NAME_MAX, `must be at most ${RULE_NAME_MAX} characters`),
  description: z
    .string()
    .max(RULE_DESCRIPTION_MAX, `must be at most ${RULE_DESCRIPTION_MAX} characters`)
    .optional(),
  active: z.boolean().optional(),
  /** ORed; the conditions of one group are ANDed. */
  conditionGroups: z
    .array(z.strictObject({ conditions: z.array(Condition).min(1, "must hold at least one condition") }))
    .min(1, "must hold at least one condition group"),
  action: RuleAction,
});
export type Rule = z.infer<typeof Rule>;

export const IpRule = z.strictObject({
  id: z.string().optional(),
  hostname: z.string().min(1, "must not be empty"),
  /** An IP or a CIDR. */
  ip: IpOrCidr,
  notes: z.string().optional(),
  action: z.enum(IP_RULE_ACTIONS),
});
export type IpRule = z.infer<typeof IpRule>;

const OwaspRule = z.strictObject({ action: z.enum(CRS_ACTIONS), active: z.boolean().optional() });
const ManagedRule = z.strictObject({
  action: z.enum(MANAGED_RULE_ACTIONS).optional(),
  active: z.boolean().optional(),
});
type OwaspRule = z.infer<typeof OwaspRule>;
type ManagedRule = z.infer<typeof ManagedRule>;

/** pulumiverse's managed ruleset names and the wire's `managedRules` ids. */
const MANAGED_IDS = { botProtection: "bot_protection", botFilter: "bot_filter", aiBots: "ai_bots" } as const;
type ManagedName = keyof typeof MANAGED_IDS;
const MANAGED_NAMES = Object.keys(MANAGED_IDS) as ManagedName[];

export const ManagedRulesets = z.strictObject({
  /** The OWASP core rule set, one entry per rule id (xss, sqli, ...): sent as `crs`. */
  owasp: z
    .strictObject(
      Object.fromEntries(CRS_IDS.map((id) => [id, OwaspRule.optional()])) as Record<
        CrsId,
        z.ZodOptional<typeof OwaspRule>
      >,
    )
    .optional(),
  botProtection: ManagedRule.optional(),
  /** Deprecated alias of botProtection (Terraform provider #341). */
  botFilter: ManagedRule.optional(),
  aiBots: ManagedRule.optional(),
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
