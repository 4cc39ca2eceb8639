// FeatureFlagDefinition: a flag of a project, its kind and variants (PUT/GET/PATCH/DELETE
// /v1/projects/{p}/feature-flags/flags). Arguments as @pulumiverse/vercel 5.4.1 (projectId, key,
// kind, variants with valueString/valueNumber/valueBool, description, archived), plus the
// platform's `json` kind with `valueJson`. The flag's per-environment serving is
// FeatureFlagConfig's: a new flag starts paused on its first variant everywhere, and edits here
// never touch it. The id is the flag's (`flag_...`), what FeatureFlagConfig's `flagId` takes, as in
// pulumiverse; state from before, holding `<projectId>/<flag id>`, still works. Import
// `[team/]projectId/key` (or the flag's id).
import { z } from "zod";
import { canonicalJson } from "../../../schema/edge-config";
import {
  FLAG_ENVIRONMENTS,
  FlagKind,
  FlagSlug,
  type EnvConfig,
  type Flag,
  type FlagVariant,
} from "../../../schema/flags";
import { defineResource } from "../kit/definition";
import { childOf, projectChildImportId, ProjectIdArgument } from "./feature-flag-values";

const VALUE_FIELDS = {
  boolean: "valueBool",
  string: "valueString",
  number: "valueNumber",
  json: "valueJson",
} as const;

const VariantArgument = z.strictObject({
  id: z
    .string()
    .min(1, "must not be empty")
    .describe("The variant's id, unique in the flag; what configs, rules and targets name to serve it."),
  label: z.string().optional().describe("The variant's name shown in the dashboard."),
  description: z.string().optional().describe("What the variant stands for, shown in the dashboard."),
  valueString: z
    .string()
    .optional()
    .describe("The variant's value when the flag's kind is `string`; give only the value field of the kind."),
  valueNumber: z
    .number()
    .optional()
    .describe("The variant's value when the flag's kind is `number`; give only the value field of the kind."),
  valueBool: z
    .boolean()
    .optional()
    .describe(
      "The variant's value when the flag's kind is `boolean`; give only the value field of the kind.",
    ),
  valueJson: z
    .string()
    .optional()
    .describe(
      "The variant's value when the flag's kind is `json`, as JSON text (compared by content, not layout); give only the value field of the kind.",
    ),
});
type VariantArgument = z.infer<typeof VariantArgument>;

const DefinitionShape = {
  projectId: ProjectIdArgument.describe(
    "The project (id or name) the flag belongs to; changing it replaces the flag.",
  ),
  key: FlagSlug.describe(
    'The flag\'s key, which code reads it by: unique in the project, up to 128 letters, digits, "-" and "_"; changing it replaces the flag.',
  ),
  kind: FlagKind.describe(
    "The type of the flag's values: `boolean`, `string`, `number` or `json`; changing it replaces the flag.",
  ),
  variants: z
    .array(VariantArgument)
    .min(1, "must hold at least one variant")
    .describe(
      "The values the flag can serve, at least one (exactly two for a boolean flag). A new flag starts paused on the first variant in every environment.",
    ),
  description: z
    .string()
    .optional()
    .describe("What the flag is for, shown in the dashboard; empty when omitted."),
  archived: z
    .boolean()
    .optional()
    .describe(
      "Whether the flag is archived rather than active; an archived flag is not served. false when omitted.",
    ),
};
const FeatureFlagDefinitionInputs = z.strictObject(DefinitionShape).superRefine((inputs, ctx) => {
  const wanted = VALUE_FIELDS[inputs.kind];
  const ids = new Set<string>();
  inputs.variants.forEach((variant, index) => {
    const given = Object.values(VALUE_FIELDS).filter((field) => variant[field] !== undefined);
    if (given.length !== 1 || given[0] !== wanted) {
      ctx.addIssue({
        code: "custom",
        path: ["variants", index, wanted],
        message: `a ${inputs.kind} flag's variant gives ${wanted} only`,
      });
    }
    if (variant.valueJson !== undefined && !isJson(variant.valueJson)) {
      ctx.addIssue({ code: "custom", path: ["variants", index, "valueJson"], message: "must be JSON text" });
    }
    if (ids.has(variant.id))
      ctx.addIssue({
        code: "custom",
        path: ["variants", index, "id"],
        message: `"${variant.id}" is used twice`,
      });
    ids.add(variant.id);
  });
  if (inputs.kind === "boolean" && inputs.variants.length !== 2) {
    ctx.addIssue({ code: "custom", path: ["variants"], message: "a boolean flag has exactly two variants" });
  }
});
export type FeatureFlagDefinitionInputs = z.infer<typeof FeatureFlagDefinitionInputs>;

export const FeatureFlagDefinitionOutputs = z.object(DefinitionShape).extend({
  flagId: z
    .string()
    .describe("The flag's id (`flag_...`), also the resource's id; what FeatureFlagConfig's `flagId` takes."),
});
export type FeatureFlagDefinitionOutputs = z.infer<typeof FeatureFlagDefinitionOutputs>;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function toVariant(kind: FlagKind, variant: VariantArgument): FlagVariant {
  const raw = variant[VALUE_FIELDS[kind]];
  return {
    id: variant.id,
    ...(variant.label !== undefined ? { label: variant.label } : {}),
    ...(variant.description !== undefined ? { description: variant.description } : {}),
    value:
      kind === "json" ? (JSON.parse(String(raw)) as FlagVariant["value"]) : (raw as FlagVariant["value"]),
  };
}

function fromVariant(kind: FlagKind, variant: FlagVariant): VariantArgument {
  const value = kind === "json" ? canonicalJson(variant.value) : variant.value;
  return {
    id: variant.id,
    ...(variant.label !== undefined ? { label: variant.label } : {}),
    ...(variant.description !== undefined ? { description: variant.description } : {}),
    [VALUE_FIELDS[kind]]: value,
  };
}

/** The flag as the resource's outputs. */
export function flagOutputs(flag: Flag): FeatureFlagDefinitionOutputs {
  return {
    projectId: flag.projectId,
    key: flag.slug,
    kind: flag.kind,
    variants: flag.variants.map((variant) => fromVariant(flag.kind, variant)),
    ...(flag.description ? { description: flag.description } : {}),
    archived: flag.state === "archived",
    flagId: flag.id,
  };
}

/** Paused on the first variant: the platform requires every environment at creation. */
function pausedOn(variantId: string): EnvConfig {
  const outcome = { type: "variant" as const, variantId };
  return { active: false, pausedOutcome: outcome, fallthrough: outcome, rules: [] };
}

/** Outputs keep the program's project argument (an id or a name), not the id the platform answers. */
const created = (inputs: FeatureFlagDefinitionInputs, flag: Flag) => ({
  id: flag.id,
  outputs: { ...flagOutputs(flag), projectId: inputs.projectId },
});

export const featureFlagDefinitionDefinition = defineResource<
  FeatureFlagDefinitionInputs,
  FeatureFlagDefinitionOutputs
>({
  name: "FeatureFlagDefinition",
  description:
    "A feature flag of a project: its key, kind and variants. `FeatureFlagConfig` sets how it is served in each environment.",
  inputs: FeatureFlagDefinitionInputs,
  outputs: FeatureFlagDefinitionOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    key: { replaceOnChange: true },
    kind: { replaceOnChange: true },
    description: { default: "" },
    archived: { default: false },
    "variants[].valueJson": {
      normalize: (text) =>
        typeof text === "string" && isJson(text) ? canonicalJson(JSON.parse(text)) : text,
    },
  },
  // The key is unique in the project: the replacement would collide with the old flag.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: projectChildImportId<FeatureFlagDefinitionOutputs>(
    "key",
    (_ctx, _project, _key, outputs) => outputs.flagId,
    "child",
  ),
  adopt: {
    key: "key",
    async find(ctx, inputs) {
      const flag = await ctx.client.flags.findFlag(inputs.projectId, inputs.key);
      return flag ? created(inputs, flag) : undefined;
    },
  },

  async create(ctx, inputs) {
    const variants = inputs.variants.map((variant) => toVariant(inputs.kind, variant));
    const first = pausedOn(variants[0]?.id ?? "");
    const flag = await ctx.client.flags.createFlag(inputs.projectId, {
      slug: inputs.key,
      kind: inputs.kind,
      variants,
      environments: Object.fromEntries(FLAG_ENVIRONMENTS.map((env) => [env, first])),
      ...(inputs.description !== undefined ? { description: inputs.description } : {}),
      state: inputs.archived ? "archived" : "active",
    });
    return created(inputs, flag);
  },

  async read(ctx, id, state) {
    const { projectId, child } = childOf(id, state, "FeatureFlagDefinition");
    const flag = await ctx.client.flags.readFlag(projectId, child);
    return { ...flagOutputs(flag), projectId: state.projectId ?? projectId };
  },

  async update(ctx, id, olds, news) {
    const { projectId, child } = childOf(id, olds, "FeatureFlagDefinition");
    const flag = await ctx.client.flags.updateFlag(projectId, child, {
      variants: news.variants.map((variant) => toVariant(news.kind, variant)),
      description: news.description ?? "",
      state: news.archived ? "archived" : "active",
    });
    return { ...flagOutputs(flag), projectId: olds.projectId };
  },

  async delete(ctx, id, state) {
    const { projectId, child } = childOf(id, state, "FeatureFlagDefinition");
    await ctx.client.flags.deleteFlag(projectId, child);
  },
});
