// The domains area's wire shape.
import { sameShapeForVersions } from "../../present";
import { type StoredDomain } from "./store";

/**
 * Every version served answers the same Domain (v9 is the claim's answer); `suffix` only on
 * reads, as the SDK types it.
 */
export const presentDomain = sameShapeForVersions(
  5,
  9,
  ({ updatedAt: _updatedAt, ...domain }: StoredDomain, { operation }) => ({
    ...domain,
    ...(operation === "read" ? { suffix: false } : {}),
  }),
);
