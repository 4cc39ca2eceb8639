// The feature flag lookup functions @pulumiverse/vercel 5.4.1 has: getFeatureFlag (projectId and
// key: the flag's key or id), getFeatureFlagSegment (projectId and slug: the slug or id) and
// getFeatureFlagSdkKey (projectId and id: the key's hashKey). Results are the resources' outputs
// plus `id`; a key's value is answered only when it is created, so the SDK key's result has its
// masked `partialKeyValue`, kept secret all the same.
import { z } from "zod";
import { FLAG_ENVIRONMENTS, SdkKeyType, type EnvConfig, type FlagEnvironment } from "../../../schema/flags";
import { FeatureFlagDefinitionOutputs, flagOutputs } from "./feature-flag-definition";
import { FeatureFlagSegmentOutputs, segmentOutputs } from "./feature-flag-segment";
import { ownId, ProjectIdArgument } from "./feature-flag-values";
import { defineFunction } from "../kit/function-definition";

const Name = z.string().min(1, "must not be empty");
const ProjectId = ProjectIdArgument.describe("The project the flags belong to.");

/** What @pulumiverse/vercel's getFeatureFlag tells of each environment. */
const EnvironmentBehaviour = z.object({
  /** Whether the flag evaluates there (false: paused, serving `disabledVariantId`). */
  enabled: z.boolean(),
  /** The variant served when no rule matches (a split's default variant). */
  defaultVariantId: z.string(),
  disabledVariantId: z.string(),
});

function environmentBehaviour(config: EnvConfig | undefined): z.infer<typeof EnvironmentBehaviour> {
  const fallthrough = config?.fallthrough;
  return {
    enabled: config?.active ?? false,
    defaultVariantId:
      fallthrough === undefined
        ? ""
        : fallthrough.type === "variant"
          ? fallthrough.variantId
          : fallthrough.defaultVariantId,
    disabledVariantId: config?.pausedOutcome.variantId ?? "",
  };
}

export const getFeatureFlagFunction = defineFunction({
  name: "getFeatureFlag",
  subject: "FeatureFlagDefinition",
  description: "A feature flag of a project by key or id, with the FeatureFlagDefinition resource's outputs.",
  labelArg: "key",
  args: z.strictObject({ projectId: ProjectId, key: Name.describe("The flag's key or id.") }),
  result: FeatureFlagDefinitionOutputs.extend({
    id: z.string(),
    ...Object.fromEntries(FLAG_ENVIRONMENTS.map((environment) => [environment, EnvironmentBehaviour])),
  } as Record<FlagEnvironment, typeof EnvironmentBehaviour> & { id: z.ZodString }),
  secretResults: [],
  async call(ctx, args) {
    const flag = await ctx.client.flags.flag(args.projectId, args.key);
    const behaviour = Object.fromEntries(
      FLAG_ENVIRONMENTS.map((environment) => [
        environment,
        environmentBehaviour(flag.environments[environment]),
      ]),
    ) as Record<FlagEnvironment, z.infer<typeof EnvironmentBehaviour>>;
    return { id: flag.id, ...flagOutputs(flag), projectId: args.projectId, ...behaviour };
  },
});

export const getFeatureFlagSegmentFunction = defineFunction({
  name: "getFeatureFlagSegment",
  subject: "FeatureFlagSegment",
  description: "A feature flag segment of a project by slug or id.",
  labelArg: "slug",
  args: z.strictObject({ projectId: ProjectId, slug: Name.describe("The segment's slug or id.") }),
  result: FeatureFlagSegmentOutputs.extend({
    id: z.string(),
    /** `include` and `exclude` under @pulumiverse/vercel's names for them. */
    includes: FeatureFlagSegmentOutputs.shape.include,
    excludes: FeatureFlagSegmentOutputs.shape.exclude,
  }),
  secretResults: [],
  async call(ctx, args) {
    const segment = await ctx.client.flags.segment(args.projectId, args.slug);
    const outputs = segmentOutputs(args.projectId, segment);
    return {
      id: segment.id,
      ...outputs,
      ...(outputs.include !== undefined ? { includes: outputs.include } : {}),
      ...(outputs.exclude !== undefined ? { excludes: outputs.exclude } : {}),
    };
  },
});

export const getFeatureFlagSdkKeyFunction = defineFunction({
  name: "getFeatureFlagSdkKey",
  subject: "FeatureFlagSdkKey",
  description:
    "A feature flag SDK key of a project by id (its hashKey). Its value cannot be read back; its masked form is a secret result.",
  labelArg: "id",
  args: z.strictObject({
    projectId: ProjectId,
    id: Name.describe(
      "The key's id (its hashKey, a FeatureFlagSdkKey's id; an older `projectId/hashKey` id works too).",
    ),
  }),
  result: z.object({
    id: z.string(),
    projectId: z.string(),
    environment: z.string(),
    type: SdkKeyType,
    label: z.string().optional(),
    /** The key's first characters, masked (secret all the same). */
    partialKeyValue: z.string(),
  }),
  secretResults: ["partialKeyValue"],
  async call(ctx, args) {
    const key = await ctx.client.flags.sdkKey(args.projectId, ownId(args.id));
    return {
      id: key.hashKey,
      projectId: args.projectId,
      environment: key.environment,
      type: key.type,
      ...(key.label !== undefined ? { label: key.label } : {}),
      partialKeyValue: key.partialKeyValue,
    };
  },
});
