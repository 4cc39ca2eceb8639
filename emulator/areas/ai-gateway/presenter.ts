// The AI gateway's wire shapes: a stored config or rule answers as it is, without the store's id
// (a config's key on the wire is its slug, a rule's its ruleId). The catalogue's paths are v1 only.
import { sameShapeForVersions } from "../../present";
import type { StoredRule, StoredVirtualModel } from "./store";

export const presentVirtualModel = sameShapeForVersions(
  1,
  1,
  ({ id: _id, ...config }: StoredVirtualModel) => config,
);

export const presentRule = sameShapeForVersions(1, 1, ({ id: _id, ...rule }: StoredRule) => rule);
