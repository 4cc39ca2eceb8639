// The project-routes area's wire shape: a version without its rules, with their count.
import { presenter } from "../../present";
import { type StoredRoutesVersion, versionKey } from "./store";

export const presentVersion = presenter<StoredRoutesVersion>((version) => ({
  id: version.id,
  s3Key: versionKey(version),
  lastModified: version.lastModified,
  createdBy: version.createdBy,
  isLive: version.isLive,
  isStaging: version.isStaging,
  ruleCount: version.entries.length,
}));
