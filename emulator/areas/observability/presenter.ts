// The observability area's wire shape: a project's id and since when its extended tier is off.
import { presenter } from "../../present";
import type { StoredDisabledProject } from "./store";

export const presentDisabled = presenter<StoredDisabledProject>(({ id, disabledAt }) => ({ id, disabledAt }));
