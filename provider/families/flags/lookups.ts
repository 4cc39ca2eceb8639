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
  enabled: z
    .boolean()
    .describe(
      "Whether the flag evaluates in the environment; false while it is paused on `disabledVariantId`.",
    ),
  defaultVariantId: z
    .string()
    .describe(
      "The variant served when no target or rule matches (a split's default variant when that serves).",
    ),
  disabledVariantId: z.string().describe("The variant served while the flag is paused in the environment."),
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
    id: z.string().describe("The flag's id (`flag_...`)."),
    projectId: FeatureFlagDefinitionOutputs.shape.projectId.describe("The project as the arguments name it."),
    key: FeatureFlagDefinitionOutputs.shape.key.describe("The flag's key, which code reads it by."),
    kind: FeatureFlagDefinitionOutputs.shape.kind.describe(
      "The type of the flag's values: `boolean`, `string`, `number` or `json`.",
    ),
    ...(Object.fromEntries(
      FLAG_ENVIRONMENTS.map((environment) => [
        environment,
        EnvironmentBehaviour.describe(`How the flag is served in ${environment}.`),
      ]),
    ) as Record<FlagEnvironment, typeof EnvironmentBehaviour>),
  }),
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
    id: z.string().describe("The segment's id (`segment_...`)."),
    projectId: FeatureFlagSegmentOutputs.shape.projectId.describe("The project as the arguments name it."),
    slug: FeatureFlagSegmentOutputs.shape.slug.describe("The segment's slug, unique in the project."),
    name: FeatureFlagSegmentOutputs.shape.name.describe("The segment's name shown in the dashboard."),
    includes: FeatureFlagSegmentOutputs.shape.include.describe(
      "The same as `include`, as @pulumiverse/vercel names it.",
    ),
    excludes: FeatureFlagSegmentOutputs.shape.exclude.describe(
      "The same as `exclude`, as @pulumiverse/vercel names it.",
    ),
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
    id: z.string().describe("The key's id (its hashKey)."),
    projectId: z.string().describe("The project as the arguments name it."),
    environment: z
      .string()
      .describe(
        "The environment whose flag configuration the key reads (a standard one or a custom environment's slug).",
      ),
    type: SdkKeyType.describe(
      "Where the key is used: `server` for server-side code, `client` for browser code, `mobile` for mobile apps.",
    ),
    label: z.string().optional().describe("The name that tells the key apart in the dashboard."),
    partialKeyValue: z.string().describe("The key's first characters, the rest masked. Secret."),
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
