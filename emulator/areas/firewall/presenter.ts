// The firewall area's wire shape.
import { sameShapeForVersions } from "../../present";
import { type StoredFirewallConfig } from "./store";

/** `projectId` is the store's parent link; the wire names the project by `projectKey`. */
export const presentConfig = sameShapeForVersions(1, 1, ({ projectId, ...config }: StoredFirewallConfig) => ({
  ...config,
  projectKey: projectId,
  changes: [],
}));
