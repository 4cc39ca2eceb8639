// Feature flags of a project: each flag (its definition and its per-environment config), the
// segments, and the SDK keys (listed for reports; a key's value is shown once, so none is adopted).
import { family } from "../types";

export const flags = family(
  "Project",
  (client, projectId) => client.flags.flags(projectId),
  (flag, projectId) => [
    { type: "FeatureFlagDefinition", importId: `${projectId}/${flag.id}`, label: flag.slug },
    { type: "FeatureFlagConfig", importId: `${projectId}/${flag.id}`, label: `${flag.slug} config` },
  ],
);

export const segments = family(
  "Project",
  (client, projectId) => client.flags.segments(projectId),
  (segment, projectId) => ({
    type: "FeatureFlagSegment",
    importId: `${projectId}/${segment.id}`,
    label: segment.slug,
  }),
);

export const sdkKeys = family(
  "Project",
  (client, projectId) => client.flags.sdkKeys(projectId),
  (key, projectId) => ({
    type: "FeatureFlagSdkKey",
    importId: `${projectId}/${key.hashKey}`,
    label: key.label ?? `${key.type} key`,
    unreadable: ["sdkKey"],
  }),
);
