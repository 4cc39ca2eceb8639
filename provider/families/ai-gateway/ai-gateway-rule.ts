// AiGatewayRule: a routing rule of the team's AI gateway. `rewrite` serves requests for
// `match.model` with `action.rewriteModel`; `deny` refuses them (403, with `action.reason`). Every
// request made with the team's gateway keys is subject to its enabled rules. The platform updates
// `enabled`, `action` and `description` in place; a new type or model replaces the rule.
// Import `[team/]<ruleId>`.
import { z } from "zod";
import { ModelSlug, RULE_TYPES, type Rule } from "../../../schema/ai-gateway";
import { defineResource } from "../kit/definition";

const RuleShape = {
  type: z
    .enum(RULE_TYPES)
    .describe(
      "What the rule does to requests for `match.model`: `deny` refuses them, `rewrite` serves them with `action.rewriteModel` instead. Changing it replaces the rule.",
    ),
  match: z
    .strictObject({
      model: ModelSlug.describe(
        "The model id the rule applies to, as requests name it (`creator/model-name`, e.g. `openai/gpt-4o`).",
      ),
    })
    .describe("The requests the rule applies to. Changing it replaces the rule."),
  action: z
    .strictObject({
      rewriteModel: ModelSlug.optional().describe(
        "The model that serves the matched requests instead, as `creator/model-name`; required for a rewrite rule and not allowed on a deny rule.",
      ),
      reason: z
        .string()
        .max(512, "must be at most 512 characters")
        .optional()
        .describe("The message a denied caller gets with the 403 refusal, at most 512 characters."),
    })
    .optional()
    .describe(
      "What happens to the matched requests: the replacement model of a rewrite, or the reason of a deny.",
    ),
  enabled: z
    .boolean()
    .optional()
    .describe("Whether the gateway applies the rule to requests; true when omitted."),
  description: z
    .string()
    .max(512, "must be at most 512 characters")
    .optional()
    .describe("A note for people about the rule, at most 512 characters."),
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
  // Overrides keep their input's description: a lookup's result has no other.
  match: z
    .object({ model: z.string().describe(RuleShape.match.shape.model.description ?? "") })
    .describe(RuleShape.match.description ?? ""),
  enabled: z.boolean().describe(RuleShape.enabled.description ?? ""),
  ruleId: z.string().describe("The rule's id on the platform; also the resource's id."),
  createdAt: z.number().describe("When the rule was created, in epoch milliseconds."),
  updatedAt: z.number().describe("When the rule was last changed, in epoch milliseconds."),
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
