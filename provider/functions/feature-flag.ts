// The feature flag lookup functions @pulumiverse/vercel 5.4.1 has: getFeatureFlag (projectId and
// key: the flag's key or id), getFeatureFlagSegment (projectId and slug: the slug or id) and
// getFeatureFlagSdkKey (projectId and id: the key's hashKey). Results are the resources' outputs
// plus `id`; a key's value is answered only when it is created, so the SDK key's result has its
// masked `partialKeyValue`, kept secret all the same.
import { z } from "zod";
import { SdkKeyType } from "../../schema/flags";
import { FeatureFlagDefinitionOutputs, flagOutputs } from "../resources/feature-flag-definition";
import { FeatureFlagSegmentOutputs, segmentOutputs } from "../resources/feature-flag-segment";
import { ProjectIdArgument } from "../resources/feature-flag-values";
import { defineFunction } from "./definition";

const Name = z.string().min(1, "must not be empty");

export const getFeatureFlagFunction = defineFunction({
  name: "getFeatureFlag",
  subject: "FeatureFlagDefinition",
  labelArg: "key",
  args: z.strictObject({ projectId: ProjectIdArgument, key: Name }),
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
  labelArg: "slug",
  args: z.strictObject({ projectId: ProjectIdArgument, slug: Name }),
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
  labelArg: "id",
  args: z.strictObject({ projectId: ProjectIdArgument, id: Name }),
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
