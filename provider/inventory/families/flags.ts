// Feature flags of a project: each flag (its definition and its per-environment config), the
// segments, and the SDK keys (listed for reports; a key's value is shown once, so none is adopted).
import type { Family } from "../types";

export const flags: Family = {
  parent: "Project",
  async list(client, projectId) {
    const all = await client.flags.flags(projectId);
    return all.flatMap((flag) => [
      { type: "FeatureFlagDefinition", importId: `${projectId}/${flag.id}`, label: flag.slug },
      { type: "FeatureFlagConfig", importId: `${projectId}/${flag.id}`, label: `${flag.slug} config` },
    ]);
  },
};

export const segments: Family = {
  parent: "Project",
  async list(client, projectId) {
    const all = await client.flags.segments(projectId);
    return all.map((segment) => ({
      type: "FeatureFlagSegment",
      importId: `${projectId}/${segment.id}`,
      label: segment.slug,
    }));
  },
};

export const sdkKeys: Family = {
  parent: "Project",
  async list(client, projectId) {
    const all = await client.flags.sdkKeys(projectId);
    return all.map((key) => ({
      type: "FeatureFlagSdkKey",
      importId: `${projectId}/${key.hashKey}`,
      label: key.label ?? `${key.type} key`,
      unreadable: ["sdkKey"],
    }));
  },
};
