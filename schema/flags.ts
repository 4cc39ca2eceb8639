// Wire types of the feature flags area (api-contract §8), under
// `/v1/projects/{projectIdOrName}/feature-flags/...`: flags (created with PUT), their
// per-environment configs (rules, targets, outcomes), segments (PUT) and SDK keys (PUT; the key's
// value is answered once).
import { z } from "zod";
import { EpochMs } from "./common";

/** Letters, digits, "-" and "_": the rule for flag and segment slugs (api-contract §8.2). */
export const FlagSlug = z
  .string()
  .min(1, "must not be empty")
  .max(128, "must be at most 128 characters")
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" and "_"');

export const FLAG_KINDS = ["boolean", "string", "number", "json"] as const;
export const FlagKind = z.enum(FLAG_KINDS);
export type FlagKind = z.infer<typeof FlagKind>;

/** The environments the platform keys configs by. */
export const FLAG_ENVIRONMENTS = ["production", "preview", "development"] as const;
export type FlagEnvironment = (typeof FLAG_ENVIRONMENTS)[number];

export const FlagVariant = z.looseObject({
  id: z.string().min(1, "must not be empty"),
  label: z.string().optional(),
  description: z.string().optional(),
  value: z.json(),
});
export type FlagVariant = z.infer<typeof FlagVariant>;

/** What a condition or a split reads: an attribute of an entity (`user.email`). */
export const EntityBase = z.looseObject({
  type: z.literal("entity"),
  kind: z.string(),
  attribute: z.string(),
});

export const CONDITION_CMPS = [
  "eq", "!eq", "oneOf", "!oneOf", "containsAllOf", "containsAnyOf", "containsNoneOf", "startsWith",
  "!startsWith", "endsWith", "!endsWith", "contains", "!contains", "ex", "!ex", "gt", "gte", "lt",
  "lte", "regex", "!regex", "before", "after",
] as const; // prettier-ignore

export const ListItem = z.looseObject({
  value: z.union([z.string(), z.number()]),
  label: z.string().optional(),
  note: z.string().optional(),
});

export const ConditionRhs = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.looseObject({ type: z.enum(["list", "list/inline"]), items: z.array(ListItem) }),
  z.looseObject({ type: z.literal("regex"), pattern: z.string(), flags: z.string() }),
]);

export const Condition = z.looseObject({
  lhs: z.union([EntityBase, z.looseObject({ type: z.literal("segment") })]),
  cmp: z.enum(CONDITION_CMPS),
  rhs: ConditionRhs.optional(),
  cmpOptions: z.looseObject({ ignoreCase: z.boolean().optional() }).optional(),
});
export type Condition = z.infer<typeof Condition>;

export const VariantOutcome = z.looseObject({ type: z.literal("variant"), variantId: z.string() });
export const SplitOutcome = z.looseObject({
  type: z.literal("split"),
  base: EntityBase,
  weights: z.record(z.string(), z.number()),
  defaultVariantId: z.string(),
});
export const Outcome = z.discriminatedUnion("type", [VariantOutcome, SplitOutcome]);
export type Outcome = z.infer<typeof Outcome>;

export const FlagRule = z.looseObject({ id: z.string(), conditions: z.array(Condition), outcome: Outcome });
export type FlagRule = z.infer<typeof FlagRule>;

/** kind → attribute → entries: who is targeted (a segment's include/exclude, a flag's targets). */
export const EntityValues = z.record(
  z.string(),
  z.record(z.string(), z.array(z.looseObject({ value: z.string(), note: z.string().optional() }))),
);
export type EntityValues = z.infer<typeof EntityValues>;

export const EnvConfig = z.looseObject({
  /** false = paused: `pausedOutcome` is served. */
  active: z.boolean(),
  pausedOutcome: VariantOutcome,
  /** Served when no rule matches. */
  fallthrough: Outcome,
  rules: z.array(FlagRule),
  /** variantId → kind → attribute → entries: direct targeting before the rules. */
  targets: z.record(z.string(), EntityValues).optional(),
  revision: z.number().optional(),
});
export type EnvConfig = z.infer<typeof EnvConfig>;

export const FlagState = z.enum(["active", "archived"]);

export const FlagCreateRequest = z.looseObject({
  slug: FlagSlug,
  kind: FlagKind,
  environments: z.record(z.string(), EnvConfig),
  variants: z.array(FlagVariant).optional(),
  description: z.string().optional(),
  state: FlagState.optional(),
});
export type FlagCreateRequest = z.infer<typeof FlagCreateRequest>;

/** `slug` and `kind` cannot change; a PATCH naming them is refused unless they are unchanged. */
export const FlagUpdateRequest = z.looseObject({
  variants: z.array(FlagVariant).optional(),
  environments: z.record(z.string(), EnvConfig).optional(),
  description: z.string().optional(),
  state: FlagState.optional(),
  message: z.string().optional(),
});
export type FlagUpdateRequest = z.infer<typeof FlagUpdateRequest>;

export const Flag = z.looseObject({
  id: z.string(),
  slug: z.string(),
  kind: FlagKind,
  state: FlagState,
  description: z.string().optional(),
  variants: z.array(FlagVariant),
  environments: z.record(z.string(), EnvConfig),
  projectId: z.string(),
  ownerId: z.string(),
  typeName: z.literal("flag"),
  seed: z.number(),
  revision: z.number(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  createdBy: z.string(),
});
export type Flag = z.infer<typeof Flag>;

export const FlagList = z.object({
  data: z.array(Flag),
  pagination: z.object({ next: z.string().nullable() }),
});

export const FlagListQuery = z.object({ state: FlagState.optional() });

export const SegmentData = z.looseObject({
  include: EntityValues.optional(),
  exclude: EntityValues.optional(),
});
export type SegmentData = z.infer<typeof SegmentData>;

export const SegmentCreateRequest = z.looseObject({
  slug: FlagSlug,
  label: z.string().min(1, "must not be empty"),
  hint: z.string(),
  description: z.string().optional(),
  data: SegmentData,
});
export type SegmentCreateRequest = z.infer<typeof SegmentCreateRequest>;

export const SegmentUpdateRequest = z.looseObject({
  label: z.string().min(1, "must not be empty").optional(),
  hint: z.string().optional(),
  description: z.string().optional(),
  data: SegmentData.optional(),
});
export type SegmentUpdateRequest = z.infer<typeof SegmentUpdateRequest>;

export const Segment = z.looseObject({
  id: z.string(),
  slug: z.string(),
  label: z.string(),
  description: z.string().optional(),
  hint: z.string(),
  data: SegmentData,
  projectId: z.string(),
  typeName: z.literal("segment"),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  /** Ids of the flags whose rules reference the segment. */
  usedByFlags: z.array(z.string()).optional(),
});
export type Segment = z.infer<typeof Segment>;

export const SegmentList = z.object({ data: z.array(Segment) });

export const SDK_KEY_TYPES = ["server", "mobile", "client"] as const;
export const SdkKeyType = z.enum(SDK_KEY_TYPES);

export const SdkKeyCreateRequest = z.strictObject({
  sdkKeyType: SdkKeyType,
  environment: z.string().min(1, "must not be empty"),
  label: z.string().optional(),
});
export type SdkKeyCreateRequest = z.infer<typeof SdkKeyCreateRequest>;

/** An SDK key as listed: its value masked. */
export const SdkKey = z.looseObject({
  hashKey: z.string(),
  projectId: z.string(),
  type: SdkKeyType,
  environment: z.string(),
  label: z.string().optional(),
  createdBy: z.string(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  partialKeyValue: z.string(),
});
export type SdkKey = z.infer<typeof SdkKey>;

/** The create's answer, the only one holding the key's value and its connection string. */
export const SdkKeyCreated = SdkKey.extend({ keyValue: z.string(), connectionString: z.string() });
export type SdkKeyCreated = z.infer<typeof SdkKeyCreated>;

export const SdkKeyList = z.object({ data: z.array(SdkKey) });

/** Where the SDK reads a project's flags with a key: what the FLAGS environment variable holds. */
export function flagsConnectionString(projectId: string, keyValue: string): string {
  return `flags:projectId=${projectId}&sdkKey=${keyValue}`;
}

/** `POST /_emulator/seed` `{ flags: [...] }`: a flag of a project. */
export const FlagSeed = FlagCreateRequest.extend({
  projectId: z.string().min(1),
  teamId: z.string().min(1).optional(),
});
