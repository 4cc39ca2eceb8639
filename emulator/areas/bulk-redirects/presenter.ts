// The bulk-redirects area's wire shape: a version without its redirects, with their count.
import { presenter } from "../../present";
import { type StoredRedirectsVersion, versionKey } from "./store";

export const presentVersion = presenter<StoredRedirectsVersion>((version) => ({
  id: version.id,
  key: versionKey(version),
  lastModified: version.lastModified,
  createdBy: version.createdBy,
  ...(version.name !== undefined ? { name: version.name } : {}),
  isLive: version.isLive,
  isStaging: version.isStaging,
  redirectCount: version.entries.length,
}));
