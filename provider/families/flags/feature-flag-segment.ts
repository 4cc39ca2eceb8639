// FeatureFlagSegment: a named group of entities that flag rules reference (PUT/GET/PATCH/DELETE
// /v1/projects/{p}/feature-flags/segments). Arguments as @pulumiverse/vercel 5.4.1: projectId
// and slug (both replace), name (the platform's `label`), description, hint, and include/exclude
// sets of { entity, attribute, values } (the Terraform provider's names; pulumiverse's `includes`
// and `excludes` are their aliases). The id is the segment's, what rule conditions' `segments`
// take (state holding `<projectId>/<segment id>` still works); import `[team/]projectId/segmentId`
// (an id or the slug).
import { z } from "zod";
import { FlagSlug, type Segment } from "../../../schema/flags";
import { defineResource } from "../kit/definition";
import {
  childOf,
  entityListFields,
  EntityValuesArgument,
  fromEntityValues,
  projectChildImportId,
  ProjectIdArgument,
  toEntityValues,
} from "./feature-flag-values";

const FeatureFlagSegmentInputs = z.strictObject({
  projectId: ProjectIdArgument.describe(
    "The project (id or name) the segment belongs to; changing it replaces the segment.",
  ),
  slug: FlagSlug.describe(
    'The segment\'s slug: unique in the project, up to 128 letters, digits, "-" and "_"; changing it replaces the segment.',
  ),
  name: z
    .string()
    .min(1, "must not be empty")
    .describe(
      "The segment's name shown in the dashboard; the resource's name and a random suffix when omitted.",
    ),
  description: z.string().optional().describe("What the segment is for; empty when omitted."),
  hint: z
    .string()
    .optional()
    .describe(
      'A hint, shown in the dashboard, of what the entities have in common, e.g. "employees"; empty when omitted.',
    ),
  include: z
    .array(EntityValuesArgument)
    .optional()
    .describe("Entity attribute values that put an entity in the segment (a set); none when omitted."),
  exclude: z
    .array(EntityValuesArgument)
    .optional()
    .describe(
      "Entity attribute values that keep an entity out of the segment, even when included (a set); none when omitted.",
    ),
});
export type FeatureFlagSegmentInputs = z.infer<typeof FeatureFlagSegmentInputs>;

export const FeatureFlagSegmentOutputs = FeatureFlagSegmentInputs.extend({
  segmentId: z
    .string()
    .describe(
      "The segment's id (`segment_...`), also the resource's id; what rule conditions' `segments` name.",
    ),
});
export type FeatureFlagSegmentOutputs = z.infer<typeof FeatureFlagSegmentOutputs>;

/** The segment as outputs; the project as the program named it. */
export function segmentOutputs(projectId: string, segment: Segment): FeatureFlagSegmentOutputs {
  return {
    projectId,
    slug: segment.slug,
    name: segment.label,
    ...(segment.description ? { description: segment.description } : {}),
    ...(segment.hint ? { hint: segment.hint } : {}),
    include: fromEntityValues(segment.data.include),
    exclude: fromEntityValues(segment.data.exclude),
    segmentId: segment.id,
  };
}

const body = (inputs: FeatureFlagSegmentInputs) => ({
  label: inputs.name,
  hint: inputs.hint ?? "",
  description: inputs.description ?? "",
  data: { include: toEntityValues(inputs.include), exclude: toEntityValues(inputs.exclude) },
});

export const featureFlagSegmentDefinition = defineResource<
  FeatureFlagSegmentInputs,
  FeatureFlagSegmentOutputs,
  { includes: "include"; excludes: "exclude" },
  "name"
>({
  name: "FeatureFlagSegment",
  description:
    "A named group of entities (users, teams, ...) that feature-flag targeting rules refer to, defined by sets of attribute values to include and exclude.",
  autoName: { field: "name" },
  aliases: { includes: "include", excludes: "exclude" },
  inputs: FeatureFlagSegmentInputs,
  outputs: FeatureFlagSegmentOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    slug: { replaceOnChange: true },
    description: { default: "" },
    hint: { default: "" },
    ...entityListFields("include"),
    ...entityListFields("exclude"),
  },
  // The slug is unique in the project: the replacement would collide with the old segment.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: projectChildImportId<FeatureFlagSegmentOutputs>(
    "segmentId",
    (_ctx, _project, _slug, outputs) => outputs.segmentId,
    "child",
  ),
  adopt: {
    key: "slug",
    async find(ctx, inputs) {
      const segment = await ctx.client.flags.findSegment(inputs.projectId, inputs.slug);
      if (!segment) return undefined;
      return { id: segment.id, outputs: segmentOutputs(inputs.projectId, segment) };
    },
  },

  async create(ctx, inputs) {
    const segment = await ctx.client.flags.createSegment(inputs.projectId, {
      slug: inputs.slug,
      ...body(inputs),
    });
    return { id: segment.id, outputs: segmentOutputs(inputs.projectId, segment) };
  },

  async read(ctx, id, state) {
    const { projectId, child } = childOf(id, state, "FeatureFlagSegment");
    return segmentOutputs(state.projectId ?? projectId, await ctx.client.flags.segment(projectId, child));
  },

  async update(ctx, id, olds, news) {
    const { projectId, child } = childOf(id, olds, "FeatureFlagSegment");
    return segmentOutputs(olds.projectId, await ctx.client.flags.updateSegment(projectId, child, body(news)));
  },

  async delete(ctx, id, state) {
    const { projectId, child } = childOf(id, state, "FeatureFlagSegment");
    await ctx.client.flags.deleteSegment(projectId, child);
  },
});
