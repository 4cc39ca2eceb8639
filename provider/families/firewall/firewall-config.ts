// FirewallConfig: a project's firewall (one per project): on or off, ordered custom rules, IP
// rules and managed rulesets. GET /v1/security/firewall/config/active, PUT and PATCH
// /v1/security/firewall/config?projectId=. Arguments as @pulumiverse/vercel 5.4.1.
//
// Create is one PUT of the whole document. Every later change goes through the PATCH actions with
// the fewest calls (firewall-plan.ts): rule ids stay stable across edits and a pure reorder is only
// `rules.priority` moves, where the Terraform provider used to recreate every rule (#465). Delete
// turns the firewall off and drops the custom rules, as the Terraform provider does.
import { z } from "zod";
import {
  CRS_IDS,
  type FirewallConfig as ApiFirewallConfig,
  type FirewallPatchRequest,
} from "../../../schema/firewall";
import type { FieldMap } from "../../reconcile/fields";
import { AlreadyExistsError, defineResource, type ResourceContext } from "../kit/definition";
import { onePerProject } from "../kit/one-per-project";
import {
  canonicalRule,
  CRS_OFF,
  fromWireIpRule,
  fromWireManaged,
  fromWireRule,
  IpRule,
  MANAGED_IDS,
  MANAGED_NAMES,
  MANAGED_OFF,
  ManagedRulesets,
  Rule,
  ruleContentKey,
  toWireIpRule,
  toWireManaged,
  toWireRule,
} from "./firewall-inputs";
import { planRuleSteps, type RuleStep } from "./firewall-plan";

const FirewallConfigInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The id of the project whose firewall this is. Changing it replaces the configuration."),
  enabled: z
    .boolean()
    .optional()
    .describe(
      "Whether the firewall applies the custom rules, IP rules and managed rulesets; true when omitted.",
    ),
  rules: z
    .strictObject({
      rules: z
        .array(Rule)
        .optional()
        .describe("The custom rules, checked against each request in this order; none when omitted."),
    })
    .optional()
    .describe("The project's custom firewall rules."),
  ipRules: z
    .strictObject({
      rules: z
        .array(IpRule)
        .optional()
        .describe("The IP rules, one per hostname and address, in any order; none when omitted."),
    })
    .optional()
    .describe("Rules that block, challenge, log or let through requests from given IP addresses."),
  managedRulesets: ManagedRulesets.optional().describe(
    "The rulesets the platform maintains (the OWASP core rule set, bot protection, AI bots); those not named are off.",
  ),
});
export type FirewallConfigInputs = z.infer<typeof FirewallConfigInputs>;

export const FirewallConfigOutputs = FirewallConfigInputs.extend({
  enabled: z.boolean(),
  version: z.number().describe("The configuration's version, one higher after every change."),
});
export type FirewallConfigOutputs = z.infer<typeof FirewallConfigOutputs>;

/** An empty list says what an omitted one does. */
const emptyIsAbsent = (value: unknown) => (Array.isArray(value) && value.length === 0 ? undefined : value);
/** Ids are the platform's: the plan matches by them, the diff compares rules without them. */
const ignored = () => undefined;

const FIELDS: FieldMap = {
  projectId: { replaceOnChange: true },
  enabled: { default: true },
  "rules.rules": { normalize: emptyIsAbsent },
  "rules.rules[].id": { normalize: ignored },
  "rules.rules[].active": { default: true },
  "rules.rules[].conditionGroups[].conditions[].neg": { default: false },
  // IP rules apply as a set.
  "ipRules.rules": { normalize: emptyIsAbsent, unordered: true },
  "ipRules.rules[].id": { normalize: ignored },
  // A managed entry the program names is on unless it says otherwise.
  ...Object.fromEntries(
    [...CRS_IDS.map((id) => `owasp.${id}`), ...MANAGED_NAMES].map((path) => [
      `managedRulesets.${path}.active`,
      { default: true },
    ]),
  ),
};

function toOutputs(
  projectId: string,
  config: ApiFirewallConfig,
  known?: FirewallConfigInputs,
): FirewallConfigOutputs {
  const managedRulesets = fromWireManaged(config, known?.managedRulesets);
  return {
    projectId,
    enabled: config.firewallEnabled,
    rules: { rules: config.rules.map(fromWireRule) },
    ipRules: { rules: config.ips.map(fromWireIpRule) },
    ...(Object.keys(managedRulesets).length > 0 ? { managedRulesets } : {}),
    version: config.version,
  };
}

/** A config someone uses: creating over it without adopt would throw their settings away. */
export function inUse(config: ApiFirewallConfig): boolean {
  return (
    config.firewallEnabled ||
    config.rules.length > 0 ||
    config.ips.length > 0 ||
    Object.values(config.crs).some((rule) => rule?.active) ||
    Object.values(config.managedRules).some((rule) => rule?.active)
  );
}

const RULE_PLAN = {
  id: (rule: Rule) => rule.id,
  keys: [ruleContentKey, (rule: Rule) => rule.name],
  same: (a: Rule, b: Rule) => JSON.stringify(canonicalRule(a)) === JSON.stringify(canonicalRule(b)),
  ordered: true,
};
const IP_PLAN = {
  id: (rule: IpRule) => rule.id,
  keys: [(rule: IpRule) => `${rule.hostname}|${rule.ip}`],
  same: (a: IpRule, b: IpRule) => JSON.stringify(toWireIpRule(a)) === JSON.stringify(toWireIpRule(b)),
  ordered: false,
};

/** Sends the rule steps; inserted rules get their ids from a read, since the PATCH answers `{}`. */
async function applyRuleSteps(
  ctx: ResourceContext,
  projectId: string,
  steps: readonly RuleStep[],
  news: readonly Rule[],
): Promise<void> {
  const patch = (body: FirewallPatchRequest) => ctx.client.firewall.patch(projectId, body);
  const inserted = steps.filter((step) => step.kind === "insert").map((step) => step.index);
  const insertedIds = new Map<number, string>();
  for (const step of steps) {
    if (step.kind === "remove") await patch({ action: "rules.remove", id: step.id });
    if (step.kind === "update")
      await patch({ action: "rules.update", id: step.id, value: toWireRule(news[step.index] as Rule) });
    if (step.kind === "insert")
      await patch({ action: "rules.insert", id: null, value: toWireRule(news[step.index] as Rule) });
    if (step.kind !== "move") continue;
    if ("inserted" in step.rule && insertedIds.size === 0) {
      // Inserted rules are the last ones, in the order they were sent.
      const { rules } = await ctx.client.firewall.get(projectId);
      rules
        .slice(rules.length - inserted.length)
        .forEach((rule, k) => insertedIds.set(inserted[k] as number, rule.id));
    }
    const id = "id" in step.rule ? step.rule.id : (insertedIds.get(step.rule.inserted) as string);
    await patch({ action: "rules.priority", id, value: step.position });
  }
}

async function applyIpSteps(
  ctx: ResourceContext,
  projectId: string,
  olds: readonly IpRule[],
  news: readonly IpRule[],
) {
  const existing = olds.flatMap((rule) => (rule.id ? [{ ...rule, id: rule.id }] : []));
  for (const step of planRuleSteps(existing, news, IP_PLAN)) {
    const body: FirewallPatchRequest | undefined =
      step.kind === "remove"
        ? { action: "ip.remove", id: step.id }
        : step.kind === "update"
          ? { action: "ip.update", id: step.id, value: toWireIpRule(news[step.index] as IpRule) }
          : step.kind === "insert"
            ? { action: "ip.insert", id: null, value: toWireIpRule(news[step.index] as IpRule) }
            : undefined;
    if (body) await ctx.client.firewall.patch(projectId, body);
  }
}

type WireManaged = ReturnType<typeof toWireManaged>;
const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/** One `crs.update` per OWASP entry whose setting changed; a dropped entry goes back to off. */
async function applyCrs(ctx: ResourceContext, projectId: string, before: WireManaged, after: WireManaged) {
  const ids = new Set([...Object.keys(before.crs), ...Object.keys(after.crs)]) as Set<
    keyof WireManaged["crs"]
  >;
  for (const id of ids) {
    const value = after.crs[id] ?? CRS_OFF;
    if (differs(before.crs[id], value))
      await ctx.client.firewall.patch(projectId, { action: "crs.update", id, value });
  }
}

/**
 * One `managedRules.update` per managed ruleset whose setting changed; a dropped one goes back to
 * off. Always by PATCH: the platform has refused `managedRules` in a PUT (api-contract §9.1 [OBS]).
 */
async function applyManagedRules(
  ctx: ResourceContext,
  projectId: string,
  before: WireManaged,
  after: WireManaged,
) {
  for (const name of MANAGED_NAMES) {
    const id = MANAGED_IDS[name];
    if (!before.managedRules[id] && !after.managedRules[id]) continue;
    const value = after.managedRules[id] ?? MANAGED_OFF;
    if (differs(before.managedRules[id], value)) {
      await ctx.client.firewall.patch(projectId, { action: "managedRules.update", id, value });
    }
  }
}

export const firewallConfigDefinition = defineResource<FirewallConfigInputs, FirewallConfigOutputs>({
  name: "FirewallConfig",
  description:
    "A project's firewall: on or off, its ordered custom rules, IP blocking rules and managed rulesets. Destroying it turns the firewall off and drops the custom rules.",
  inputs: FirewallConfigInputs,
  outputs: FirewallConfigOutputs,
  fields: FIELDS,
  secretOutputs: [],
  ...onePerProject<FirewallConfigInputs, FirewallConfigOutputs>(async (ctx, inputs) => {
    const found = await ctx.client.firewall.find(inputs.projectId);
    return found && { id: inputs.projectId, outputs: toOutputs(inputs.projectId, found, inputs) };
  }),

  async create(ctx, inputs) {
    const existing = await ctx.client.firewall.find(inputs.projectId);
    if (existing && inUse(existing)) {
      throw new AlreadyExistsError(
        `a firewall in use (on, or with rules) already exists for projectId "${inputs.projectId}"`,
      );
    }
    const managed = toWireManaged(inputs.managedRulesets);
    let config = await ctx.client.firewall.put(inputs.projectId, {
      firewallEnabled: inputs.enabled ?? true,
      rules: (inputs.rules?.rules ?? []).map(toWireRule),
      ips: (inputs.ipRules?.rules ?? []).map(toWireIpRule),
      crs: managed.crs,
    });
    if (Object.keys(managed.managedRules).length > 0) {
      await applyManagedRules(ctx, inputs.projectId, toWireManaged(undefined), managed);
      config = await ctx.client.firewall.get(inputs.projectId);
    }
    return { id: inputs.projectId, outputs: toOutputs(inputs.projectId, config, inputs) };
  },

  async read(ctx, id, state) {
    return toOutputs(id, await ctx.client.firewall.get(id), state);
  },

  async update(ctx, id, olds, news, changes) {
    const enabled = news.enabled ?? true;
    if (enabled !== olds.enabled) {
      await ctx.client.firewall.patch(id, { action: "firewallEnabled", value: enabled });
    }
    if (changes.has("rules")) {
      const existing = (olds.rules?.rules ?? []).flatMap((rule) =>
        rule.id ? [{ ...rule, id: rule.id }] : [],
      );
      const desired = news.rules?.rules ?? [];
      await applyRuleSteps(ctx, id, planRuleSteps(existing, desired, RULE_PLAN), desired);
    }
    if (changes.has("ipRules"))
      await applyIpSteps(ctx, id, olds.ipRules?.rules ?? [], news.ipRules?.rules ?? []);
    if (changes.has("managedRulesets")) {
      const before = toWireManaged(olds.managedRulesets);
      const after = toWireManaged(news.managedRulesets);
      await applyCrs(ctx, id, before, after);
      await applyManagedRules(ctx, id, before, after);
    }
    return toOutputs(id, await ctx.client.firewall.get(id), news);
  },

  async delete(ctx, id) {
    // Off, without custom or IP rules, managed rulesets back to their defaults: one call.
    await ctx.client.firewall.put(id, { firewallEnabled: false, rules: [], ips: [] });
  },
});
