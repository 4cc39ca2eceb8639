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
    /** The entity kind read, e.g. "user". Give it with `attribute`, or give `segments`. */
    entity: z.string().min(1, "must not be empty").optional(),
    attribute: z.string().min(1, "must not be empty").optional(),
    /** Segment ids (`segment_...`): the condition holds for entities in (or, with !oneOf, not in) them. */
    segments: z.array(z.string().min(1, "must not be empty")).min(1, "must name a segment").optional(),
    cmp: z.enum(CONDITION_CMPS),
    /** The value compared against (for regex, the pattern). */
    value: z.union([z.string(), z.number(), z.boolean()]).optional(),
    /** The values of a list comparison (oneOf, containsAnyOf, ...). */
    values: z.array(z.string()).optional(),
    ignoreCase: z.boolean().optional(),
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
  /** The entity attribute whose hash picks the variant, e.g. user.id. */
  entity: z.string().min(1, "must not be empty"),
  attribute: z.string().min(1, "must not be empty"),
  /** variant id → weight. */
  weights: z.record(z.string(), z.number().min(0, "must not be negative")),
  defaultVariantId: z.string().min(1, "must not be empty"),
});

const RuleArgument = z
  .strictObject({
    /** Stable id of the rule; `rule-<position>` when omitted. */
    id: z.string().min(1, "must not be empty").optional(),
    /** All must hold for the rule to match. */
    conditions: z.array(ConditionArgument).min(1, "must hold at least one condition"),
    /** The variant a match serves. Give this or `split`. */
    variantId: z.string().min(1, "must not be empty").optional(),
    /** A weighted split a match serves. Give this or `variantId`. */
    split: SplitArgument.optional(),
  })
  .refine((rule) => (rule.variantId === undefined) !== (rule.split === undefined), {
    path: ["variantId"],
    message: "give variantId or split, exactly one",
  });
type RuleArgument = z.infer<typeof RuleArgument>;

const TargetArgument = z.strictObject({
  /** The variant served to these entities, before any rule. */
  variantId: z.string().min(1, "must not be empty"),
  entity: z.string().min(1, "must not be empty"),
  attribute: z.string().min(1, "must not be empty"),
  values: z.array(z.string()).min(1, "must hold at least one value"),
});
type TargetArgument = z.infer<typeof TargetArgument>;

export const EnvironmentShape = {
  /** false pauses the flag: it serves `disabledVariantId`. Default true. */
  enabled: z.boolean().optional(),
  /** Served when the flag is enabled and no target or rule matches. */
  defaultVariantId: z.string().min(1, "must not be empty"),
  /** Served while the flag is disabled. */
  disabledVariantId: z.string().min(1, "must not be empty"),
  /** Targeting rules, first match wins. */
  rules: z.array(RuleArgument).optional(),
  /** Entities served a variant directly. */
  targets: z.array(TargetArgument).optional(),
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
