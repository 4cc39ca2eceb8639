// AiGatewayRule: a routing rule of the team's AI gateway. `rewrite` serves requests for
// `match.model` with `action.rewriteModel`; `deny` refuses them (403, with `action.reason`). Every
// request made with the team's gateway keys is subject to its enabled rules. The platform updates
// `enabled`, `action` and `description` in place; a new type or model replaces the rule.
// Import `[team/]<ruleId>`.
import { z } from "zod";
import { ModelSlug, RULE_TYPES, type Rule } from "../../../schema/ai-gateway";
import { defineResource } from "../kit/definition";

const RuleShape = {
  /** deny or rewrite. */
  type: z.enum(RULE_TYPES),
  /** The requests it applies to: those for this model. */
  match: z.strictObject({ model: ModelSlug }),
  /** rewrite: the model that serves instead (`rewriteModel`); deny: the `reason` callers are told. */
  action: z
    .strictObject({
      rewriteModel: ModelSlug.optional(),
      reason: z.string().max(512, "must be at most 512 characters").optional(),
    })
    .optional(),
  /** True (the default) applies it. */
  enabled: z.boolean().optional(),
  description: z.string().max(512, "must be at most 512 characters").optional(),
};

const RuleInputs = z.strictObject(RuleShape).superRefine((rule, context) => {
  const rewriteModel = rule.action?.rewriteModel;
  if (rule.type === "rewrite" && rewriteModel === undefined) {
    context.addIssue({
      code: "custom",
      path: ["action", "rewriteModel"],
      message: "is required for a rewrite rule",
    });
  }
  if (rule.type === "deny" && rewriteModel !== undefined) {
    context.addIssue({
      code: "custom",
      path: ["action", "rewriteModel"],
      message: "must not be set on a deny rule",
    });
  }
});
export type RuleInputs = z.infer<typeof RuleInputs>;

export const RuleOutputs = z.object(RuleShape).extend({
  match: z.object({ model: z.string() }),
  enabled: z.boolean(),
  /** The platform's id of the rule (also the resource's id). */
  ruleId: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type RuleOutputs = z.infer<typeof RuleOutputs>;

export function ruleOutputs(rule: Rule): RuleOutputs {
  return {
    type: rule.type,
    match: { model: rule.match?.model ?? "" },
    ...(rule.action && Object.keys(rule.action).length > 0 ? { action: rule.action } : {}),
    enabled: rule.enabled,
    ...(rule.description ? { description: rule.description } : {}),
    ruleId: rule.ruleId,
    createdAt: rule.createdAt,
    updatedAt: rule.updatedAt,
  };
}

export const ruleDefinition = defineResource<RuleInputs, RuleOutputs>({
  name: "AiGatewayRule",
  description:
    "A routing rule of the team's AI Gateway: it rewrites the requests for a model to another model, or denies them. While enabled, it applies to every request made with the team's gateway keys.",
  inputs: RuleInputs,
  outputs: RuleOutputs,
  fields: {
    type: { replaceOnChange: true },
    match: { replaceOnChange: true },
    enabled: { default: true },
    description: { default: "" },
  },
  // Two rules may match one model (the older applies): the replacement is created first.
  deleteBeforeReplace: false,
  secretOutputs: [],
  importId: { segments: ["ruleId"], toId: ([ruleId]) => ruleId ?? "" },
  adopt: {
    key: "type and match.model",
    async find(ctx, inputs) {
      const [found] = await ctx.client.aiGateway.findRules(inputs.type, inputs.match.model);
      return found && { id: found.ruleId, outputs: ruleOutputs(found) };
    },
  },

  async create(ctx, inputs) {
    const rule = await ctx.client.aiGateway.createRule(inputs);
    return { id: rule.ruleId, outputs: ruleOutputs(rule) };
  },

  read: async (ctx, id) => ruleOutputs(await ctx.client.aiGateway.getRule(id)),

  /** `enabled`, `action` (sent whole) and `description`: the parts of a rule the platform updates. */
  async update(ctx, id, _olds, news) {
    const rule = await ctx.client.aiGateway.updateRule({
      ruleId: id,
      enabled: news.enabled ?? true,
      action: news.action ?? {},
      description: news.description ?? "",
    });
    return ruleOutputs(rule);
  },

  async delete(ctx, id) {
    await ctx.client.aiGateway.deleteRule(id);
  },
});
