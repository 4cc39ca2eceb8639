// A project's `flags` (each a FeatureFlagDefinition, with its `config`) and `segments` in the
// team file. A flag's rules may name the project's segments by slug.
import { z } from "zod";
import { fieldsOf, without } from "../../team-file/entries";
import { Reference } from "../../team-file/planner";
import { nestedSection, projectSettingSection } from "../../team-file/sections";
import { featureFlagConfigDefinition } from "./feature-flag-config";
import { featureFlagDefinitionDefinition } from "./feature-flag-definition";
import { featureFlagSegmentDefinition } from "./feature-flag-segment";
import { featureFlagSettingsDefinition } from "./feature-flag-settings";

/** The project's segments, by slug, in its scope. */
const SEGMENT = "segment";

export const FlagConfigEntry = fieldsOf(featureFlagConfigDefinition).omit(without("projectId", "flagId"));

export const FlagEntry = fieldsOf(featureFlagDefinitionDefinition)
  .omit(without("projectId"))
  .extend({
    /** How the flag is served per environment (a FeatureFlagConfig); paused on its first variant when omitted. */
    config: FlagConfigEntry.optional().describe(
      "How the flag is served per environment; rules may name the project's segments by slug",
    ),
  });

export const SegmentEntry = fieldsOf(featureFlagSegmentDefinition).omit(without("projectId"));

export const flagsSection = nestedSection({
  under: "projects",
  key: "flags",
  needs: [SEGMENT],
  schema: z.array(FlagEntry).optional(),
  plan(flags, project, planner) {
    flags.forEach(({ config, ...flag }, f) => {
      const path = [...project.at, "flags", f];
      const flagRef = planner.add(
        {
          type: "FeatureFlagDefinition",
          id: `${project.name}/${flag.key}`,
          at: path,
          args: { ...flag, projectId: project.id },
        },
        [...path, "key"],
      );
      if (flagRef && config) {
        planner.add({
          type: "FeatureFlagConfig",
          id: `${project.name}/${flag.key}`,
          at: [...path, "config"],
          args: {
            ...withSegmentIds(config, project.names(SEGMENT)),
            projectId: project.id,
            flagId: new Reference(flagRef.key, "key", flag.key),
          },
        });
      }
    });
  },
});

export const segmentsSection = nestedSection({
  under: "projects",
  key: "segments",
  declares: [SEGMENT],
  schema: z.array(SegmentEntry).optional(),
  plan(segments, project, planner) {
    segments.forEach((segment, s) => {
      const ref = planner.add(
        {
          type: "FeatureFlagSegment",
          id: `${project.name}/${segment.slug}`,
          at: [...project.at, "segments", s],
          args: { ...segment, projectId: project.id },
        },
        [...project.at, "segments", s, "slug"],
      );
      if (ref) project.names(SEGMENT).set(segment.slug, ref.key);
    });
  },
});

type FlagConfig = z.infer<typeof FlagConfigEntry>;

/**
 * A flag config whose segment conditions may name segments of the project by slug: those become
 * references to the segments' ids. Other values (a `segment_...` id) pass as they are.
 */
function withSegmentIds(config: FlagConfig, segments: ReadonlyMap<string, string>): FlagConfig {
  const environment = (env: FlagConfig["production"]) => ({
    ...env,
    ...(env.rules
      ? {
          rules: env.rules.map((rule) => ({
            ...rule,
            conditions: rule.conditions.map((condition) =>
              condition.segments
                ? {
                    ...condition,
                    segments: condition.segments.map((slug) => {
                      const key = segments.get(slug);
                      return key ? (new Reference(key, "segmentId") as unknown as string) : slug;
                    }),
                  }
                : condition,
            ),
          })),
        }
      : {}),
  });
  return {
    production: environment(config.production),
    preview: environment(config.preview),
    development: environment(config.development),
  };
}

export const FlagSettingsEntry = fieldsOf(featureFlagSettingsDefinition).omit(without("projectId"));

/** A project's `flagSettings`: whether flags are on, the entities rules read, the environments synced. */
export const flagSettingsSection = projectSettingSection({
  key: "flagSettings",
  type: "FeatureFlagSettings",
  schema: FlagSettingsEntry.optional(),
});
