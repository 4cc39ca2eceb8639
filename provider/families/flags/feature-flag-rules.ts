// One environment of a FeatureFlagConfig, as the program writes it and as the platform keeps it
// (api-contract §8.3). @pulumiverse/vercel 5.4.1 has `enabled`, `defaultVariantId` and
// `disabledVariantId` per environment and refuses flags with rules or targets; here an
// environment also takes its targeting rules (entity conditions and segment references, served
// as a variant or a weighted split) and its direct targets, both round-tripped exactly.
import { z } from "zod";
import {
  CONDITION_CMPS,
  type Condition,
  type EnvConfig,
  type EntityValues,
  type FlagRule,
  type Outcome,
} from "../../../schema/flags";
import type { FieldMap } from "../../reconcile/fields";
import { fromEntityValues, toEntityValues } from "./feature-flag-values";

/** Comparisons against a list of values (`values`); `ex`/`!ex` take none; the rest one `value`. */
const LIST_CMPS = new Set(["oneOf", "!oneOf", "containsAllOf", "containsAnyOf", "containsNoneOf"]);
const NO_VALUE_CMPS = new Set(["ex", "!ex"]);

const ConditionArgument = z
  .strictObject({
    entity: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe(
        "The kind of entity the condition reads, e.g. `user`; give it with `attribute`, or give `segments`.",
      ),
    attribute: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe("The entity's attribute compared, e.g. `email`; give it with `entity`."),
    segments: z
      .array(z.string().min(1, "must not be empty"))
      .min(1, "must name a segment")
      .optional()
      .describe(
        "Ids of FeatureFlagSegments (`segment_...`, a set): the condition holds for entities in them (`oneOf`) or in none of them (`!oneOf`). Instead of `entity` and `attribute`.",
      ),
    cmp: z
      .enum(CONDITION_CMPS)
      .describe(
        "The comparison: `eq`, `oneOf` (in `values`), `containsAllOf`/`containsAnyOf`/`containsNoneOf` (a list attribute against `values`), `startsWith`, `endsWith`, `contains`, `ex` (the attribute is set), `gt`/`gte`/`lt`/`lte`, `regex`, `before`/`after` (dates); a leading `!` negates.",
      ),
    value: z
      .union([z.string(), z.number(), z.boolean()])
      .optional()
      .describe(
        "The value compared against, for every comparison but the list ones and `ex`/`!ex`; for `regex`, the pattern.",
      ),
    values: z
      .array(z.string())
      .optional()
      .describe(
        "The values of a list comparison (`oneOf`, `!oneOf`, `containsAllOf`, `containsAnyOf`, `containsNoneOf`).",
      ),
    ignoreCase: z
      .boolean()
      .optional()
      .describe("Whether the comparison ignores letter case; false when omitted."),
  })
  .superRefine((condition, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (condition.segments) {
      if (condition.entity !== undefined || condition.attribute !== undefined)
        issue("segments", "give segments or entity and attribute, not both");
      if (condition.cmp !== "oneOf" && condition.cmp !== "!oneOf")
        issue("cmp", 'a segment condition compares with "oneOf" or "!oneOf"');
      if (condition.value !== undefined || condition.values !== undefined)
        issue("segments", "a segment condition takes no value or values");
      return;
    }
    if (condition.entity === undefined) issue("entity", "give entity and attribute, or segments");
    if (condition.attribute === undefined) issue("attribute", "give entity and attribute, or segments");
    if (LIST_CMPS.has(condition.cmp)) {
      if (condition.values === undefined || condition.value !== undefined)
        issue("values", `"${condition.cmp}" compares with values (a list), not value`);
    } else if (NO_VALUE_CMPS.has(condition.cmp)) {
      if (condition.values !== undefined || condition.value !== undefined)
        issue("value", `"${condition.cmp}" takes no value`);
    } else if (condition.value === undefined || condition.values !== undefined) {
      issue("value", `"${condition.cmp}" compares with one value, not values`);
    }
  });
type ConditionArgument = z.infer<typeof ConditionArgument>;

const SplitArgument = z.strictObject({
  entity: z
    .string()
    .min(1, "must not be empty")
    .describe("The kind of entity whose attribute is hashed to pick the variant, e.g. `user`."),
  attribute: z
    .string()
    .min(1, "must not be empty")
    .describe("The attribute hashed to pick the variant, e.g. `id`: one value always gets the same variant."),
  weights: z
    .record(z.string(), z.number().min(0, "must not be negative"))
    .describe(
      "Each variant's weight by variant id, not negative: a variant gets its weight's share of the sum of the weights.",
    ),
  defaultVariantId: z
    .string()
    .min(1, "must not be empty")
    .describe("The variant served when the entity has no value for the attribute."),
});

const RuleArgument = z
  .strictObject({
    id: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe("The rule's id; `rule-<position>` (counting from 1) when omitted."),
    conditions: z
      .array(ConditionArgument)
      .min(1, "must hold at least one condition")
      .describe("The rule's conditions, at least one; the rule matches when all of them hold."),
    variantId: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe("The variant a match serves; give this or `split`."),
    split: SplitArgument.optional().describe(
      "A weighted split a match serves, the variant picked by hashing an entity attribute; give this or `variantId`.",
    ),
  })
  .refine((rule) => (rule.variantId === undefined) !== (rule.split === undefined), {
    path: ["variantId"],
    message: "give variantId or split, exactly one",
  });
type RuleArgument = z.infer<typeof RuleArgument>;

const TargetArgument = z.strictObject({
  variantId: z
    .string()
    .min(1, "must not be empty")
    .describe("The variant served to these entities, before any rule."),
  entity: z.string().min(1, "must not be empty").describe("The kind of entity targeted, e.g. `user`."),
  attribute: z
    .string()
    .min(1, "must not be empty")
    .describe("The entity's attribute matched, e.g. `id` or `email`."),
  values: z
    .array(z.string())
    .min(1, "must hold at least one value")
    .describe("The attribute's values served the variant, matched exactly (a set, at least one)."),
});
type TargetArgument = z.infer<typeof TargetArgument>;

export const EnvironmentShape = {
  enabled: z
    .boolean()
    .optional()
    .describe(
      "Whether the flag evaluates its targets and rules in the environment; false pauses it on `disabledVariantId`. true when omitted.",
    ),
  defaultVariantId: z
    .string()
    .min(1, "must not be empty")
    .describe("The variant served when the flag is enabled and no target or rule matches."),
  disabledVariantId: z
    .string()
    .min(1, "must not be empty")
    .describe("The variant served while the flag is paused in the environment."),
  rules: z
    .array(RuleArgument)
    .optional()
    .describe(
      "Targeting rules, evaluated in order after the targets; the first that matches decides. None when omitted.",
    ),
  targets: z
    .array(TargetArgument)
    .optional()
    .describe("Entities served a variant directly, before any rule (a set); none when omitted."),
};
export const EnvironmentArgument = z.strictObject(EnvironmentShape);
export type EnvironmentArgument = z.infer<typeof EnvironmentArgument>;

const ruleId = (rule: { id?: string | undefined }, index: number) => rule.id ?? `rule-${index + 1}`;

/** Diff semantics of one environment at `path`: omitted rule ids are their positions' ids. */
export function environmentFields(path: string): FieldMap {
  return {
    [`${path}.enabled`]: { default: true },
    [`${path}.rules`]: {
      default: [],
      normalize: (rules) =>
        Array.isArray(rules)
          ? rules.map((rule: RuleArgument, index) => ({ ...rule, id: ruleId(rule, index) }))
          : rules,
    },
    [`${path}.rules[].conditions[].ignoreCase`]: { default: false },
    [`${path}.rules[].conditions[].segments`]: { unordered: true },
    [`${path}.targets`]: { default: [], unordered: true },
    [`${path}.targets[].values`]: { unordered: true },
  };
}

function toCondition(condition: ConditionArgument): Condition {
  const list = (values: readonly string[]) => ({
    type: "list" as const,
    items: values.map((value) => ({ value })),
  });
  if (condition.segments)
    return { lhs: { type: "segment" }, cmp: condition.cmp, rhs: list(condition.segments) };
  const rhs =
    condition.values !== undefined
      ? list(condition.values)
      : condition.cmp === "regex" || condition.cmp === "!regex"
        ? { type: "regex" as const, pattern: String(condition.value), flags: condition.ignoreCase ? "i" : "" }
        : condition.value;
  return {
    lhs: { type: "entity", kind: condition.entity ?? "", attribute: condition.attribute ?? "" },
    cmp: condition.cmp,
    ...(rhs !== undefined ? { rhs } : {}),
    ...(condition.ignoreCase ? { cmpOptions: { ignoreCase: true } } : {}),
  };
}

function fromCondition(condition: Condition): ConditionArgument {
  const { lhs, cmp, rhs } = condition;
  const items =
    rhs && typeof rhs === "object" && rhs.type !== "regex"
      ? (rhs.items as { value: string | number }[])
      : undefined;
  const values = items?.map((item) => String(item.value));
  if (lhs.type === "segment") return { segments: values ?? [String(rhs)], cmp };
  const ignoreCase =
    condition.cmpOptions?.ignoreCase === true ||
    (rhs && typeof rhs === "object" && rhs.type === "regex" && String(rhs.flags).includes("i"));
  const value =
    rhs && typeof rhs === "object" ? (rhs.type === "regex" ? String(rhs.pattern) : undefined) : rhs;
  return {
    entity: String(lhs.kind),
    attribute: String(lhs.attribute),
    cmp,
    ...(values !== undefined ? { values } : {}),
    ...(value !== undefined ? { value } : {}),
    ...(ignoreCase ? { ignoreCase: true } : {}),
  };
}

function toOutcome(rule: RuleArgument): Outcome {
  if (!rule.split) return { type: "variant", variantId: rule.variantId ?? "" };
  const { entity, attribute, weights, defaultVariantId } = rule.split;
  return { type: "split", base: { type: "entity", kind: entity, attribute }, weights, defaultVariantId };
}

function fromOutcome(outcome: Outcome): Pick<RuleArgument, "variantId" | "split"> {
  if (outcome.type === "variant") return { variantId: outcome.variantId };
  const { base, weights, defaultVariantId } = outcome;
  return {
    split: { entity: String(base.kind), attribute: String(base.attribute), weights, defaultVariantId },
  };
}

function toTargets(targets: readonly TargetArgument[] | undefined): Record<string, EntityValues> {
  const variants = [...new Set((targets ?? []).map((t) => t.variantId))];
  return Object.fromEntries(
    variants.map((id) => [id, toEntityValues((targets ?? []).filter((t) => t.variantId === id))]),
  );
}

function fromTargets(map: Record<string, EntityValues> | undefined): TargetArgument[] {
  return Object.entries(map ?? {}).flatMap(([variantId, byEntity]) =>
    fromEntityValues(byEntity).map((target) => ({ variantId, ...target })),
  );
}

/** The program's environment → the platform's EnvConfig. */
export function toEnvConfig(environment: EnvironmentArgument): EnvConfig {
  const rules: FlagRule[] = (environment.rules ?? []).map((rule, index) => ({
    id: ruleId(rule, index),
    conditions: rule.conditions.map(toCondition),
    outcome: toOutcome(rule),
  }));
  return {
    active: environment.enabled ?? true,
    pausedOutcome: { type: "variant", variantId: environment.disabledVariantId },
    fallthrough: { type: "variant", variantId: environment.defaultVariantId },
    rules,
    targets: toTargets(environment.targets),
  };
}

/** The platform's EnvConfig → the program's environment (a split fallthrough reads as its default). */
export function fromEnvConfig(config: EnvConfig): EnvironmentArgument {
  const { fallthrough } = config;
  return {
    enabled: config.active,
    defaultVariantId: fallthrough.type === "variant" ? fallthrough.variantId : fallthrough.defaultVariantId,
    disabledVariantId: config.pausedOutcome.variantId,
    rules: config.rules.map((rule) => ({
      id: rule.id,
      conditions: rule.conditions.map(fromCondition),
      ...fromOutcome(rule.outcome),
    })),
    targets: fromTargets(config.targets),
  };
}
