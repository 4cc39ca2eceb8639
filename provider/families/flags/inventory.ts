// Feature flags of a project: each flag (its definition and its per-environment config), the
// segments, and the SDK keys (listed for reports; a key's value is shown once, so none is adopted).
import { reader } from "../../inventory/types";

export const segments = reader({
  types: ["FeatureFlagSegment"],
  parent: "Project",
  list: (client, projectId) => client.flags.segments(projectId),
  toListed: (segment, projectId) => ({
    type: "FeatureFlagSegment",
    importId: `${projectId}/${segment.id}`,
    label: segment.slug,
  }),
});

export const flags = reader({
  types: ["FeatureFlagDefinition", "FeatureFlagConfig"],
  parent: "Project",
  // A flag's rules may name the project's segments.
  after: ["FeatureFlagSegment"],
  list: (client, projectId) => client.flags.flags(projectId),
  toListed: (flag, projectId) => [
    { type: "FeatureFlagDefinition", importId: `${projectId}/${flag.id}`, label: flag.slug },
    { type: "FeatureFlagConfig", importId: `${projectId}/${flag.id}`, label: `${flag.slug} config` },
  ],
});

export const sdkKeys = reader({
  types: ["FeatureFlagSdkKey"],
  parent: "Project",
  list: (client, projectId) => client.flags.sdkKeys(projectId),
  toListed: (key, projectId) => ({
    type: "FeatureFlagSdkKey",
    importId: `${projectId}/${key.hashKey}`,
    label: key.label ?? `${key.type} key`,
    unreadable: ["sdkKey"],
  }),
});

/** A project whose flag settings were ever written has a FeatureFlagSettings object. */
export const flagSettings = reader({
  types: ["FeatureFlagSettings"],
  parent: "Project",
  list: async (client, projectId) => {
    const settings = await client.flags.flagSettings(projectId);
    return settings.updatedAt === undefined ? [] : [settings];
  },
  toListed: (settings, projectId) => ({
    type: "FeatureFlagSettings",
    importId: projectId,
    label: settings.enabled ? "flags on" : "flags off",
  }),
});
