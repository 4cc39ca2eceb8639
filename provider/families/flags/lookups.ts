// The feature flag lookup functions @pulumiverse/vercel 5.4.1 has: getFeatureFlag (projectId and
// key: the flag's key or id), getFeatureFlagSegment (projectId and slug: the slug or id) and
// getFeatureFlagSdkKey (projectId and id: the key's hashKey). Results are the resources' outputs
// plus `id`; a key's value is answered only when it is created, so the SDK key's result has its
// masked `partialKeyValue`, kept secret all the same.
import { z } from "zod";
import { SdkKeyType } from "../../../schema/flags";
import { FeatureFlagDefinitionOutputs, flagOutputs } from "./feature-flag-definition";
import { FeatureFlagSegmentOutputs, segmentOutputs } from "./feature-flag-segment";
import { ProjectIdArgument } from "./feature-flag-values";
import { defineFunction } from "../kit/function-definition";

const Name = z.string().min(1, "must not be empty");
const ProjectId = ProjectIdArgument.describe("The project the flags belong to.");

export const getFeatureFlagFunction = defineFunction({
  name: "getFeatureFlag",
  subject: "FeatureFlagDefinition",
  description: "A feature flag of a project by key or id, with the FeatureFlagDefinition resource's outputs.",
  labelArg: "key",
  args: z.strictObject({ projectId: ProjectId, key: Name.describe("The flag's key or id.") }),
  result: FeatureFlagDefinitionOutputs.extend({ id: z.string() }),
  secretResults: [],
  async call(ctx, args) {
    const flag = await ctx.client.flags.flag(args.projectId, args.key);
    return { id: flag.id, ...flagOutputs(flag), projectId: args.projectId };
  },
});

export const getFeatureFlagSegmentFunction = defineFunction({
  name: "getFeatureFlagSegment",
  subject: "FeatureFlagSegment",
  description: "A feature flag segment of a project by slug or id.",
  labelArg: "slug",
  args: z.strictObject({ projectId: ProjectId, slug: Name.describe("The segment's slug or id.") }),
  result: FeatureFlagSegmentOutputs.extend({ id: z.string() }),
  secretResults: [],
  async call(ctx, args) {
    const segment = await ctx.client.flags.segment(args.projectId, args.slug);
    return { id: segment.id, ...segmentOutputs(args.projectId, segment) };
  },
});

export const getFeatureFlagSdkKeyFunction = defineFunction({
  name: "getFeatureFlagSdkKey",
  subject: "FeatureFlagSdkKey",
  description:
    "A feature flag SDK key of a project by id (its hashKey). Its value cannot be read back; its masked form is a secret result.",
  labelArg: "id",
  args: z.strictObject({ projectId: ProjectId, id: Name.describe("The key's id (its hashKey).") }),
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
    const key = await ctx.client.flags.sdkKey(args.projectId, args.id);
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
