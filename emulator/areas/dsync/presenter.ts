// The dsync area's wire shape: a group is its id and its identity-provider name.
import type { DsyncGroup } from "../../../schema/dsync";
import { sameShapeForVersions } from "../../present";
import type { StoredDsyncGroup } from "./store";

export const presentDsyncGroup = sameShapeForVersions(0, 0, ({ id, name }: StoredDsyncGroup): DsyncGroup => ({
  id,
  name,
}));
