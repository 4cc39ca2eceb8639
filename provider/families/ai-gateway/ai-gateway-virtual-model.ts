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

/** The platform's settings a program declares (the wire's own checks), by their wire names. */
const DECLARED_SETTINGS = VirtualModelSettings.pick({
  modelSlug: true, // alias: the model that serves, e.g. "anthropic/claude-sonnet-4"
  models: true, // router: the candidates in order; alias: fallback models after modelSlug
  baseUrl: true, // relay: where requests are forwarded
  displayName: true,
  description: true,
  status: true, // draft, active (the default) or archived
  visibility: true, // public, internal or stealth (left out of model listings)
  providerOrder: true, // providers tried first, in this order
  providerOnly: true, // only these providers serve; a set
  observabilityTags: true, // tags on the requests' observability records; a set
  providerOptions: true, // per-provider options, keyed by provider slug
  zeroDataRetention: true,
  disallowPromptTraining: true,
}).shape;

const VirtualModelShape = {
  /** The key; requests name it as `vmc/<virtualModelSlug>`. */
  virtualModelSlug: VirtualModelSlug,
  /** alias (the default), router or relay. */
  kind: z.enum(VIRTUAL_MODEL_KINDS).optional(),
  ...DECLARED_SETTINGS,
  /** Rank eligible providers by cost, latency, price, throughput, tps or ttft (no "@default": omit it). */
  sort: z.enum(VIRTUAL_MODEL_SORTS).optional(),
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
  kind: z.string(),
  status: z.string(),
  // Reads may carry values newer than this client's lists.
  visibility: z.string().optional(),
  sort: z.string().optional(),
  /** The model id requests use: `vmc/<virtualModelSlug>`. */
  modelId: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
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
