// ApiKey: a key of the management API (`POST /api-keys`) made for a purpose (the AI gateway), for
// the team or one project, with an expiry and a spend quota. The value is answered once, at
// creation: `key` is a secret output kept from then on, never in state in clear (as UserToken).
// The API changes only the quota (`PATCH /v1/api-keys/{id}/quota`): a new name, purpose, project or
// expiry makes a new key (the new one first). A quota is never removed by the API: leaving it out
// once set keeps it (computed). Import `[team/]key_...`, which cannot recover the value.
import { z } from "zod";
import { ALERT_THRESHOLDS, API_KEY_PURPOSES, REFRESH_PERIODS, type ApiKey } from "../../../schema/api-keys";
import { withoutUndefined } from "../../reconcile/values";
import { defineResource } from "../kit/definition";
import { sweepShownOnce } from "../kit/shown-once";

const ApiKeyQuotaInputs = z.strictObject({
  limitAmount: z
    .number()
    .min(1, "must be at least 1")
    .describe("The spend the key may reach in a period, in US dollars; at least 1."),
  refreshPeriod: z
    .enum(REFRESH_PERIODS)
    .optional()
    .describe(
      "How often the counted spend starts again from zero: `daily`, `weekly`, `monthly`, or `none` (never, the default).",
    ),
  includeByokInQuota: z
    .boolean()
    .optional()
    .describe(
      "Whether requests made with the team's own provider credentials (BYOK) count toward the limit; false when omitted.",
    ),
  alertThresholds: z
    .array(z.union(ALERT_THRESHOLDS.map((n) => z.literal(n))))
    .optional()
    .describe("Percentages of the limit (50, 75 and/or 100) at which an alert is sent, in any order."),
});

const ApiKeyInputs = z.strictObject({
  name: z
    .string()
    .min(1, "must not be empty")
    .max(128, "must be at most 128 characters")
    .describe(
      "The key's name, 1 to 128 characters; the resource's name with a random suffix when omitted. Changing it makes a new key.",
    ),
  purpose: z
    .enum(API_KEY_PURPOSES)
    .optional()
    .describe(
      "What the key opens: `ai-gateway` (the AI gateway), the only purpose and the default. Changing it makes a new key.",
    ),
  projectId: z
    .string()
    .min(1, "must not be empty")
    .optional()
    .describe("The project the key is made for; the whole team when omitted. Changing it makes a new key."),
  expiresAt: z
    .number()
    .int()
    .refine((at) => at > Date.now(), "must be in the future")
    .optional()
    .describe(
      "When the platform starts refusing the key, in epoch milliseconds, in the future; never when omitted. Changing it makes a new key.",
    ),
  aiGatewayQuota: ApiKeyQuotaInputs.optional().describe(
    "A spend limit on the key's AI gateway requests. Once set, leaving it out keeps the platform's quota: the API never removes one.",
  ),
});
export type ApiKeyInputs = z.infer<typeof ApiKeyInputs>;

const ApiKeyQuotaOutputs = z.object({
  limitAmount: z.number(),
  refreshPeriod: z.string(),
  includeByokInQuota: z.boolean(),
  alertThresholds: z.array(z.number()).optional(),
  currentSpend: z.number().describe("The spend counted so far in the current period, in US dollars."),
});

export const ApiKeyOutputs = z.object({
  name: z.string(),
  purpose: z.string(),
  projectId: z.string().optional(),
  expiresAt: z.number().optional(),
  aiGatewayQuota: ApiKeyQuotaOutputs.optional(),
  apiKeyId: z.string().describe("The key's id on the platform; also the resource's id."),
  key: z
    .string()
    .describe(
      "The key's value, a bearer token for what `purpose` opens; the platform shows it only at creation, so it is empty after an import. Secret.",
    ),
  partialKey: z.string().describe("The last characters of the key's value, as the dashboard shows them."),
  createdAt: z.number().describe("When the key was created, in epoch milliseconds."),
  activeAt: z.number().describe("When the key became usable, in epoch milliseconds."),
});
export type ApiKeyOutputs = z.infer<typeof ApiKeyOutputs>;

const outputsOf = (apiKey: ApiKey, value: string): ApiKeyOutputs =>
  withoutUndefined({
    name: apiKey.name,
    purpose: apiKey.purpose,
    projectId: apiKey.projectId ?? undefined,
    expiresAt: apiKey.expiresAt ?? undefined,
    aiGatewayQuota: apiKey.quota
      ? withoutUndefined({
          limitAmount: apiKey.quota.limitAmount,
          refreshPeriod: apiKey.quota.refreshPeriod,
          includeByokInQuota: apiKey.quota.includeByokInQuota,
          alertThresholds: apiKey.quota.alertThresholds,
          currentSpend: apiKey.quota.currentSpend,
        })
      : undefined,
    apiKeyId: apiKey.id,
    key: value,
    partialKey: apiKey.partialKey,
    createdAt: apiKey.createdAt,
    activeAt: apiKey.activeAt,
  }) as ApiKeyOutputs;

export const apiKeyDefinition = defineResource<ApiKeyInputs, ApiKeyOutputs, Record<never, never>, "name">({
  name: "ApiKey",
  description:
    "An API key for the AI Gateway, for the whole team or one project, with an expiry and an optional spend quota; the Terraform provider's `vercel_ai_gateway_api_key`. Its value is returned once, at creation, as the secret output `key`.",
  autoName: { field: "name", maxLength: 128 },
  inputs: ApiKeyInputs,
  outputs: ApiKeyOutputs,
  fields: {
    name: { replaceOnChange: true },
    purpose: { replaceOnChange: true, default: "ai-gateway" },
    projectId: { replaceOnChange: true },
    expiresAt: { replaceOnChange: true },
    aiGatewayQuota: { computed: true },
    "aiGatewayQuota.refreshPeriod": { default: "none" },
    "aiGatewayQuota.includeByokInQuota": { default: false },
    "aiGatewayQuota.alertThresholds": { unordered: true },
  },
  deleteBeforeReplace: false,
  secretOutputs: ["key"],
  importId: { segments: ["apiKeyId"], toId: ([apiKeyId]) => apiKeyId ?? "" },
  adopt: {
    key: "name",
    // The value is shown once: adopting sweeps the keys of this name a lost answer left behind.
    find: (ctx, inputs) =>
      sweepShownOnce(
        inputs.name,
        () => ctx.client.apiKeys.list(inputs.name),
        (id) => ctx.client.apiKeys.delete(id),
      ),
  },
  async create(ctx, inputs) {
    const made = await ctx.client.apiKeys.create({
      name: inputs.name,
      purpose: inputs.purpose ?? "ai-gateway",
      ...(inputs.projectId !== undefined ? { projectId: inputs.projectId } : {}),
      ...(inputs.expiresAt !== undefined ? { expiresAt: inputs.expiresAt } : {}),
      ...(inputs.aiGatewayQuota ? { aiGatewayQuota: inputs.aiGatewayQuota } : {}),
    });
    return { id: made.apiKey.id, outputs: outputsOf(made.apiKey, made.apiKeyString) };
  },
  read: async (ctx, id, state) => outputsOf(await ctx.client.apiKeys.get(id), state.key ?? ""),
  async update(ctx, id, olds, news, changes) {
    if (!changes.has("aiGatewayQuota") || !news.aiGatewayQuota) return olds;
    return outputsOf(await ctx.client.apiKeys.updateQuota(id, news.aiGatewayQuota), olds.key);
  },
  delete: (ctx, id) => ctx.client.apiKeys.delete(id),
});
