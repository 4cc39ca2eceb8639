// FeatureFlagSettings: a project's feature-flag settings (PATCH /v1/projects/{p}/feature-flags/
// settings): whether flags are on for the project, the entities its rules read (a kind such as
// `user` and its attributes), and the environments synced. One per project, like
// ObservabilityConfiguration: every project has settings, so create and adopt take them over,
// update is one PATCH, delete puts the platform's defaults back (off, no entities, the three
// standard environments). The Terraform provider has no such resource; the id is the project's id,
// import `[team/]projectId`.
import { z } from "zod";
import { FLAG_ENVIRONMENTS } from "../../../schema/flags";
import type { FlagSettings } from "../../../schema/flag-settings";
import type { FieldMap } from "../../reconcile/fields";
import { onePerProject } from "../kit/one-per-project";
import { defineResource, type ResourceContext } from "../kit/definition";

const Attribute = z.strictObject({
  key: z
    .string()
    .min(1, "must not be empty")
    .describe("The attribute's key as rules and the SDK name it, e.g. `email`; unique in the entity."),
  type: z
    .string()
    .min(1, "must not be empty")
    .describe("The attribute's type as the dashboard shows it, e.g. `string`, `number` or `boolean`."),
  labels: z
    .array(
      z.strictObject({
        label: z.string().describe("The name the dashboard shows for the value."),
        value: z.string().describe("The attribute value it names."),
      }),
    )
    .optional()
    .describe("Named values the dashboard offers for the attribute; none when omitted."),
});

const Entity = z
  .strictObject({
    kind: z
      .string()
      .min(1, "must not be empty")
      .describe("The kind of entity, as rules and the SDK name it, e.g. `user`; unique in the settings."),
    label: z.string().describe("The entity's name shown in the dashboard."),
    attributes: z.array(Attribute).describe("The entity's attributes that rules can compare."),
  })
  .superRefine((entity, ctx) => {
    const keys = entity.attributes.map((a) => a.key);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) {
        ctx.addIssue({
          code: "custom",
          path: ["attributes", index, "key"],
          message: `"${key}" is named twice`,
        });
      }
    });
  });

const FeatureFlagSettingsInputs = z
  .strictObject({
    projectId: z
      .string()
      .min(1, "must not be empty")
      .describe(
        "The project (id or name) whose flag settings these are; changing it replaces the resource, and the old project's settings go back to the defaults.",
      ),
    enabled: z
      .boolean()
      .optional()
      .describe("Whether feature flags are on for the project; false when omitted."),
    entities: z
      .array(Entity)
      .optional()
      .describe(
        "The kinds of entity targeting rules read, with their attributes (each kind once); none when omitted.",
      ),
    environments: z
      .array(z.string().min(1, "must not be empty"))
      .optional()
      .describe(
        "The environments the flags are synced to (a set): `production`, `preview`, `development` and slugs of the project's custom environments; the three standard ones when omitted.",
      ),
  })
  .superRefine((inputs, ctx) => {
    const twice = (values: readonly string[], path: (index: number) => (string | number)[]) =>
      values.forEach((value, index) => {
        if (values.indexOf(value) !== index) {
          ctx.addIssue({ code: "custom", path: path(index), message: `"${value}" is named twice` });
        }
      });
    twice(inputs.environments ?? [], (i) => ["environments", i]);
    twice(
      (inputs.entities ?? []).map((e) => e.kind),
      (i) => ["entities", i, "kind"],
    );
  });
export type FeatureFlagSettingsInputs = z.infer<typeof FeatureFlagSettingsInputs>;

export const FeatureFlagSettingsOutputs = z.strictObject({
  projectId: z.string(),
  enabled: z.boolean(),
  entities: z.array(Entity),
  environments: z.array(z.string()),
  activeFlagCount: z.number().describe("How many active (not archived) flags the project has."),
  segmentCount: z.number().describe("How many segments the project has."),
});
export type FeatureFlagSettingsOutputs = z.infer<typeof FeatureFlagSettingsOutputs>;

const DEFAULT_ENVIRONMENTS = [...FLAG_ENVIRONMENTS];

const fields: FieldMap = {
  projectId: { replaceOnChange: true },
  enabled: { default: false },
  entities: { default: [] },
  environments: { default: DEFAULT_ENVIRONMENTS, unordered: true },
};

function outputsOf(projectId: string, settings: FlagSettings): FeatureFlagSettingsOutputs {
  return {
    projectId,
    enabled: settings.enabled,
    entities: settings.entities.map(({ kind, label, attributes }) => ({
      kind,
      label,
      attributes: attributes.map(({ key, type, labels }) => ({
        key,
        type,
        ...(labels ? { labels: labels.map(({ label: l, value }) => ({ label: l, value })) } : {}),
      })),
    })),
    environments: settings.environments,
    activeFlagCount: settings.metadata.activeFlagCount,
    segmentCount: settings.metadata.segmentCount,
  };
}

/** The whole setting in one PATCH: what the program omits goes back to the platform's default. */
async function write(ctx: ResourceContext, projectId: string, inputs: Partial<FeatureFlagSettingsInputs>) {
  const written = await ctx.client.flags.updateFlagSettings(projectId, {
    enabled: inputs.enabled ?? false,
    entities: inputs.entities ?? [],
    environments: inputs.environments ?? DEFAULT_ENVIRONMENTS,
  });
  return { id: written.projectId, outputs: outputsOf(inputs.projectId ?? projectId, written) };
}

export const featureFlagSettingsDefinition = defineResource<
  FeatureFlagSettingsInputs,
  FeatureFlagSettingsOutputs
>({
  name: "FeatureFlagSettings",
  description:
    "A project's feature-flag settings: whether flags are on, the entities and attributes its rules read, and the environments synced. Destroying it puts the platform's defaults back.",
  inputs: FeatureFlagSettingsInputs,
  outputs: FeatureFlagSettingsOutputs,
  fields,
  secretOutputs: [],
  // Every project has settings: adopting takes them as they are.
  ...onePerProject<FeatureFlagSettingsInputs, FeatureFlagSettingsOutputs>(async (ctx, inputs) => {
    const settings = await ctx.client.flags.flagSettings(inputs.projectId);
    return { id: settings.projectId, outputs: outputsOf(inputs.projectId, settings) };
  }),

  async create(ctx, inputs) {
    // The answer names the project by id: that id is the resource's, whatever name was given.
    return write(ctx, inputs.projectId, inputs);
  },

  async read(ctx, id, state) {
    // An import has no state yet: the project is the id.
    return outputsOf(state?.projectId ?? id, await ctx.client.flags.flagSettings(id));
  },

  async update(ctx, id, _olds, news) {
    return (await write(ctx, id, news)).outputs;
  },

  async delete(ctx, id) {
    await write(ctx, id, {});
  },
});
