// Wire types of the AI gateway's management groups (seed 000: `api-ai-gateway` virtual model
// configs, `ai-gateway` rules). The platform description lists the routes only; the answers are @vercel/sdk 1.28.35's
// models (AiGatewayVirtualModelConfig, AiGatewayRule and their lists). The SDK's operations carry no
// request body: the bodies here are the ones the vercel CLI 64.0.2 sends (`vercel ai-gateway
// virtual-models create|update` with its SETTABLE_FIELDS and UPDATEABLE_FIELDS, `vercel ai-gateway
// rules add|edit`), as test/contract/exceptions.ts records.
import { z } from "zod";
import { EpochMs } from "./common";

/** `vmc/<slug>` is the model id a virtual model is called by; the slug is its key. */
export const VIRTUAL_MODEL_PREFIX = "vmc/";

export const VirtualModelSlug = z
  .string()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
    "must be letters, digits, '.', '_' or '-', starting with a letter or digit",
  );

/** A model id of the catalogue: `creator/model-name`. */
export const ModelSlug = z
  .string()
  .regex(/^[^/\s]+\/[^\s]+$/, 'must be a model id of the form "provider/model-name"');

export const VIRTUAL_MODEL_KINDS = ["alias", "relay", "router"] as const;
export const VIRTUAL_MODEL_STATUSES = ["draft", "active", "archived"] as const;
export const VIRTUAL_MODEL_VISIBILITIES = ["public", "internal", "stealth"] as const;
export const VIRTUAL_MODEL_SORTS = ["cost", "latency", "price", "throughput", "tps", "ttft"] as const;

const ProviderSlugs = z.array(z.string().min(1, "must not be empty"));

/** The value that clears an enum setting back to the platform's default. */
export const RESET_TO_DEFAULT = "@default";

/** The settings a virtual model config carries besides its slug and kind (all optional). */
export const VirtualModelSettings = z.looseObject({
  modelSlug: ModelSlug.optional(),
  /** kind=router: ordered candidates; otherwise fallback models, tried in order after `modelSlug`. */
  models: z.array(ModelSlug).optional(),
  /** kind=relay: where the platform forwards requests (the emulator does not relay). */
  baseUrl: z.url({ error: "must be a URL" }).optional(),
  displayName: z.string().max(256, "must be at most 256 characters").optional(),
  description: z.string().max(1024, "must be at most 1024 characters").optional(),
  status: z.enum(VIRTUAL_MODEL_STATUSES).optional(),
  visibility: z.enum(VIRTUAL_MODEL_VISIBILITIES).optional(),
  /** Providers tried first, in this order. */
  providerOrder: ProviderSlugs.optional(),
  /** Only these providers may serve. */
  providerOnly: ProviderSlugs.optional(),
  observabilityTags: z.array(z.string()).optional(),
  providerOptions: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  zeroDataRetention: z.boolean().optional(),
  disallowPromptTraining: z.boolean().optional(),
  hipaaCompliant: z.boolean().optional(),
  allowFallbackFromFast: z.boolean().optional(),
  // "@default" puts the platform's default back (the vercel CLI's ENUM_FIELD_VALUES offer it).
  sort: z.enum([...VIRTUAL_MODEL_SORTS, RESET_TO_DEFAULT]).optional(),
  caching: z.enum(["auto", RESET_TO_DEFAULT]).optional(),
  serviceTier: z.enum(["fast", "flex", "priority", RESET_TO_DEFAULT]).optional(),
  speed: z.literal("fast").optional(),
  has: z.array(z.enum(["implicit-caching", "vision"])).optional(),
  selector: z.enum(["cost", "priority", "tps", "ttft"]).optional(),
  requires: z.array(z.string()).optional(),
  updatedBy: z.string().optional(),
});
export type VirtualModelSettings = z.infer<typeof VirtualModelSettings>;

export const VirtualModelCreateRequest = VirtualModelSettings.extend({
  virtualModelSlug: VirtualModelSlug,
  /** alias (the default), router or relay. */
  kind: z.enum(VIRTUAL_MODEL_KINDS).optional(),
});
export type VirtualModelCreateRequest = z.infer<typeof VirtualModelCreateRequest>;

/** Every setting of an update may also be null: it clears the setting. */
const ClearableSettings = z.looseObject(
  Object.fromEntries(
    Object.entries(VirtualModelSettings.shape).map(([key, schema]) => [key, schema.nullable()]),
  ),
) as unknown as z.ZodObject<{
  [K in keyof typeof VirtualModelSettings.shape]: z.ZodNullable<(typeof VirtualModelSettings.shape)[K]>;
}>;

/** PATCH .../{vmcSlug}: any settings (null clears one); `virtualModelSlug` renames, `deleted: false` restores. */
export const VirtualModelUpdateRequest = ClearableSettings.extend({
  virtualModelSlug: VirtualModelSlug.optional(),
  deleted: z.boolean().optional(),
});
export type VirtualModelUpdateRequest = z.infer<typeof VirtualModelUpdateRequest>;

/** PATCH without a slug in the path: the body names the config. */
export const VirtualModelUpdateBySlugInBody = ClearableSettings.extend({
  virtualModelSlug: VirtualModelSlug,
  deleted: z.boolean().optional(),
});

export const VirtualModelConfig = z.looseObject({
  virtualModelSlug: z.string(),
  kind: z.string(),
  ownerId: z.string(),
  status: z.string(),
  deleted: z.boolean(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  // Settings answered as they are written; ids, slugs and enums as plain strings, as an answer may
  // carry values newer than this package's lists.
  ...VirtualModelSettings.pick({
    updatedBy: true,
    observabilityTags: true,
    providerOptions: true,
    zeroDataRetention: true,
    disallowPromptTraining: true,
    hipaaCompliant: true,
    allowFallbackFromFast: true,
    requires: true,
  }).shape,
  modelSlug: z.string().optional(),
  models: z.array(z.string()).optional(),
  baseUrl: z.string().optional(),
  displayName: z.string().optional(),
  description: z.string().optional(),
  visibility: z.string().optional(),
  providerOrder: z.array(z.string()).optional(),
  providerOnly: z.array(z.string()).optional(),
  sort: z.string().optional(),
  caching: z.string().optional(),
  serviceTier: z.string().optional(),
  speed: z.string().optional(),
  has: z.array(z.string()).optional(),
  selector: z.string().optional(),
});
export type VirtualModelConfig = z.infer<typeof VirtualModelConfig>;

/** One page of configs; `cursor` is the next page's, null on the last. */
export const VirtualModelConfigList = z.object({
  virtualModelConfigs: z.array(VirtualModelConfig),
  cursor: z.string().nullable(),
});
export type VirtualModelConfigList = z.infer<typeof VirtualModelConfigList>;

/** GET /v1/ai-gateway/virtual-model-configs answers one config (with `virtualModelSlug`) or a page. */
export const VirtualModelConfigOrList = z.union([VirtualModelConfig, VirtualModelConfigList]);

export const VirtualModelListQuery = z.looseObject({
  ownerId: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  cursor: z.string().optional(),
});

export const RULE_TYPES = ["deny", "rewrite"] as const;
export const RuleType = z.enum(RULE_TYPES);

export const RuleMatch = z.looseObject({ model: ModelSlug });
export const RuleAction = z.looseObject({
  /** rewrite: the model that serves requests for the matched one. */
  rewriteModel: ModelSlug.optional(),
  /** deny: said to the caller in the 403. */
  reason: z.string().max(512, "must be at most 512 characters").optional(),
});
export type RuleAction = z.infer<typeof RuleAction>;

export const RuleCreateRequest = z
  .looseObject({
    type: RuleType,
    match: RuleMatch,
    action: RuleAction.optional(),
    description: z.string().max(512, "must be at most 512 characters").optional(),
    enabled: z.boolean().optional(),
  })
  .refine((rule) => rule.type !== "rewrite" || rule.action?.rewriteModel !== undefined, {
    path: ["action", "rewriteModel"],
    message: "is required for a rewrite rule",
  })
  .refine((rule) => rule.type !== "deny" || rule.action?.rewriteModel === undefined, {
    path: ["action", "rewriteModel"],
    message: "must not be set on a deny rule",
  });
export type RuleCreateRequest = z.infer<typeof RuleCreateRequest>;

/** "Update a routing rule (enabled, action, or description)": the type and the match stay. */
export const RuleUpdateRequest = z.looseObject({
  ruleId: z.string().min(1, "must not be empty"),
  enabled: z.boolean().optional(),
  action: RuleAction.optional(),
  description: z.string().max(512, "must be at most 512 characters").optional(),
});
export type RuleUpdateRequest = z.infer<typeof RuleUpdateRequest>;

export const Rule = z.looseObject({
  ruleId: z.string(),
  ownerId: z.string(),
  type: RuleType,
  match: z.looseObject({ model: z.string().optional() }).optional(),
  action: z.looseObject({ rewriteModel: z.string().optional(), reason: z.string().optional() }).optional(),
  enabled: z.boolean(),
  description: z.string().optional(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  createdBy: z.string().optional(),
  updatedBy: z.string().optional(),
});
export type Rule = z.infer<typeof Rule>;

export const RuleList = z.object({ rules: z.array(Rule) });
export type RuleList = z.infer<typeof RuleList>;

// The emulator's admin API for the inference plane (`/_emulator/ai-gateway/...`): not the platform's.

/** POST /_emulator/ai-gateway/keys: a key for a team of the caller's (its personal account without `teamId`). */
export const GatewayKeyRequest = z.strictObject({
  teamId: z.string().min(1).optional(),
  name: z.string().min(1).max(128).optional(),
});
export type GatewayKeyRequest = z.infer<typeof GatewayKeyRequest>;

/** The key itself is in this answer only; the emulator keeps its SHA-256. */
export const GatewayKeyResponse = z.object({
  keyId: z.string(),
  key: z.string(),
  ownerId: z.string(),
  name: z.string(),
});
export type GatewayKeyResponse = z.infer<typeof GatewayKeyResponse>;

/** PUT /_emulator/ai-gateway/providers/:provider: `false` fails every attempt on it (to show fallback). */
export const ProviderSwitch = z.strictObject({ available: z.boolean() });

/** POST /_emulator/ai-gateway/models: a model added to the catalogue. */
export const AddedModel = z.strictObject({
  id: ModelSlug,
  name: z.string().min(1).optional(),
  description: z.string().optional(),
  providers: z.array(z.string().min(1)).min(1, "must name at least one provider"),
  reply: z.enum(["echo", "scripted"]).default("echo"),
});
export type AddedModel = z.input<typeof AddedModel>;

/** One scripted reply of `emulator/scripted`: text, or a tool call; `match` absent matches anything. */
export const ScriptedReplyShape = z
  .strictObject({
    match: z.string().min(1).optional(),
    reply: z.string().optional(),
    toolCall: z
      .strictObject({ name: z.string().min(1), arguments: z.record(z.string(), z.unknown()).default({}) })
      .optional(),
  })
  .refine((entry) => (entry.reply === undefined) !== (entry.toolCall === undefined), {
    message: "must give exactly one of reply and toolCall",
  });

/** PUT /_emulator/ai-gateway/scripts: the replies of `emulator/scripted` for a team's keys, in order. */
export const ScriptsRequest = z.strictObject({
  teamId: z.string().min(1).optional(),
  replies: z.array(ScriptedReplyShape),
});
export type ScriptsRequest = z.input<typeof ScriptsRequest>;
