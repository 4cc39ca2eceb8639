// AiGatewayVirtualModel: a virtual model config of the AI gateway, called by its model id
// `vmc/<slug>` (output `modelId`). An alias serves `modelSlug` (then its fallback `models`), a
// router the first available of `models`, a relay forwards to `baseUrl`; each with its provider
// order and filter. Keyed by its slug: a new slug or kind replaces it. Delete is the platform's
// soft delete. Import `[team/]<slug>`.
import { z } from "zod";
import {
  VIRTUAL_MODEL_KINDS,
  VIRTUAL_MODEL_PREFIX,
  VIRTUAL_MODEL_SORTS,
  VirtualModelSettings,
  VirtualModelSlug,
  type VirtualModelConfig,
  type VirtualModelUpdateRequest,
} from "../../../schema/ai-gateway";
import { undefinedIfNotFound } from "../../client/errors";
import { defineResource } from "../kit/definition";

const SETTINGS_SHAPE = VirtualModelSettings.shape;

/** The platform's settings a program declares (the wire's own checks), by their wire names. */
const DECLARED_SETTINGS = {
  modelSlug: SETTINGS_SHAPE.modelSlug.describe(
    "The model an alias serves, as `creator/model-name`, e.g. `anthropic/claude-sonnet-4`; required for kind `alias`.",
  ),
  models: SETTINGS_SHAPE.models.describe(
    "Models as `creator/model-name`: for a router, the candidates tried in this order (required); for an alias, fallbacks tried in order when `modelSlug` cannot serve.",
  ),
  baseUrl: SETTINGS_SHAPE.baseUrl.describe(
    "The URL a relay forwards requests to; required for kind `relay`.",
  ),
  displayName: SETTINGS_SHAPE.displayName.describe(
    "The name model listings show, at most 256 characters; the slug when omitted.",
  ),
  description: SETTINGS_SHAPE.description.describe(
    "A description model listings show, at most 1024 characters.",
  ),
  status: SETTINGS_SHAPE.status.describe(
    "The config's state: `draft`, `active` or `archived`; `active` when omitted.",
  ),
  visibility: SETTINGS_SHAPE.visibility.describe(
    "How the config is listed: `public`, `internal`, or `stealth` (left out of the team's model listings, still callable by its id).",
  ),
  providerOrder: SETTINGS_SHAPE.providerOrder.describe(
    "Provider slugs (e.g. `anthropic`, `bedrock`) tried first, in this order, before a model's other providers; a request's own order takes precedence.",
  ),
  providerOnly: SETTINGS_SHAPE.providerOnly.describe(
    "The only providers (slugs) allowed to serve the config's requests, in any order; every provider of the model when omitted.",
  ),
  observabilityTags: SETTINGS_SHAPE.observabilityTags.describe(
    "Tags put on the observability records of the config's requests, in any order.",
  ),
  providerOptions: SETTINGS_SHAPE.providerOptions.describe(
    "Options passed to each provider with the config's requests, keyed by provider slug.",
  ),
  zeroDataRetention: SETTINGS_SHAPE.zeroDataRetention.describe(
    "Whether requests go only to providers with a zero data retention agreement.",
  ),
  disallowPromptTraining: SETTINGS_SHAPE.disallowPromptTraining.describe(
    "Whether requests go only to providers that do not train models on prompts and responses.",
  ),
};

const VirtualModelShape = {
  virtualModelSlug: VirtualModelSlug.describe(
    "The config's name, unique in the team: requests call it as the model `vmc/<virtualModelSlug>`. 1 to 100 letters, digits, '.', '_' or '-', starting with a letter or digit; changing it replaces the config.",
  ),
  kind: z
    .enum(VIRTUAL_MODEL_KINDS)
    .optional()
    .describe(
      "How the config serves requests: `alias` (the default) serves `modelSlug`, then its fallback `models`; `router` serves the first available of `models`; `relay` forwards requests to `baseUrl`. Changing it replaces the config.",
    ),
  ...DECLARED_SETTINGS,
  sort: z
    .enum(VIRTUAL_MODEL_SORTS)
    .optional()
    .describe(
      "How eligible providers are ranked: by `cost`, `latency`, `price`, `throughput`, `tps` (tokens per second) or `ttft` (time to first token); the platform's ranking when omitted.",
    ),
};

/** What each kind needs, checked before any API call. */
const NEEDS = { alias: "modelSlug", router: "models", relay: "baseUrl" } as const;

const VirtualModelInputs = z.strictObject(VirtualModelShape).superRefine((inputs, context) => {
  const needed = NEEDS[inputs.kind ?? "alias"];
  const value = inputs[needed];
  if (value === undefined || (Array.isArray(value) && value.length === 0)) {
    context.addIssue({
      code: "custom",
      path: [needed],
      message: `is required for a virtual model of kind ${inputs.kind ?? "alias"}`,
    });
  }
});
export type VirtualModelInputs = z.infer<typeof VirtualModelInputs>;

export const VirtualModelOutputs = z.object(VirtualModelShape).extend({
  // Overrides keep their input's description: a lookup's result has no other.
  kind: z.string().describe(VirtualModelShape.kind.description ?? ""),
  status: z.string().describe(VirtualModelShape.status.description ?? ""),
  // Reads may carry values newer than this client's lists.
  visibility: z
    .string()
    .optional()
    .describe(VirtualModelShape.visibility.description ?? ""),
  sort: z
    .string()
    .optional()
    .describe(VirtualModelShape.sort.description ?? ""),
  modelId: z.string().describe("The model id requests call the config by: `vmc/<virtualModelSlug>`."),
  createdAt: z.number().describe("When the config was created, in epoch milliseconds."),
  updatedAt: z.number().describe("When the config was last changed, in epoch milliseconds."),
});
export type VirtualModelOutputs = z.infer<typeof VirtualModelOutputs>;

const SETTINGS = Object.keys(VirtualModelShape).filter((key) => key !== "virtualModelSlug" && key !== "kind");

export function virtualModelOutputs(config: VirtualModelConfig): VirtualModelOutputs {
  const settings = Object.fromEntries(
    SETTINGS.flatMap((key) => (config[key] === undefined ? [] : [[key, config[key]]])),
  );
  return {
    ...settings,
    virtualModelSlug: config.virtualModelSlug,
    kind: config.kind,
    status: config.status,
    modelId: `${VIRTUAL_MODEL_PREFIX}${config.virtualModelSlug}`,
    createdAt: config.createdAt,
    updatedAt: config.updatedAt,
  } as VirtualModelOutputs;
}

export const virtualModelDefinition = defineResource<VirtualModelInputs, VirtualModelOutputs>({
  name: "AiGatewayVirtualModel",
  description:
    "A virtual model of the AI Gateway, called as `vmc/<slug>`: an alias of a model with fallbacks, a router to the first available of several models, or a relay to another base URL.",
  inputs: VirtualModelInputs,
  outputs: VirtualModelOutputs,
  fields: {
    virtualModelSlug: { replaceOnChange: true },
    kind: { default: "alias", replaceOnChange: true },
    status: { default: "active" },
    providerOnly: { unordered: true },
    observabilityTags: { unordered: true },
  },
  // The slug is unique in the team: the replacement takes it once the old one is gone.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: { segments: ["virtualModelSlug"], toId: ([slug]) => slug ?? "" },
  adopt: {
    key: "virtualModelSlug",
    async find(ctx, inputs) {
      const found = await undefinedIfNotFound(ctx.client.aiGateway.getVirtualModel(inputs.virtualModelSlug));
      return found && { id: found.virtualModelSlug, outputs: virtualModelOutputs(found) };
    },
  },

  async create(ctx, inputs) {
    const config = await ctx.client.aiGateway.createVirtualModel(inputs);
    return { id: config.virtualModelSlug, outputs: virtualModelOutputs(config) };
  },

  read: async (ctx, id) => virtualModelOutputs(await ctx.client.aiGateway.getVirtualModel(id)),

  /** One PATCH of the changed settings; a setting the program dropped is cleared (null). */
  async update(ctx, id, _olds, news, changes) {
    const inputs = news as Record<string, unknown>;
    const body = Object.fromEntries(
      changes.keys.map((key) => [key, inputs[key] ?? (key === "status" ? "active" : null)]),
    );
    return virtualModelOutputs(
      await ctx.client.aiGateway.updateVirtualModel(id, body as VirtualModelUpdateRequest),
    );
  },

  async delete(ctx, id) {
    await ctx.client.aiGateway.deleteVirtualModel(id);
  },
});
