// The drains area's wire shape: a stored drain answers as it is, under v1 only.
import { sameShapeForVersions } from "../../present";
import type { StoredDrain } from "./store";

export const presentDrain = sameShapeForVersions(1, 1, (drain: StoredDrain) => drain);
