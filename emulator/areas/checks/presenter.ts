// Checks and check runs on the wire: as stored (@vercel/sdk's ListProjectChecks Checks and
// ListCheckRuns Runs1 shapes). The catalogue's paths are v2 only.
import { sameShapeForVersions } from "../../present";
import type { StoredCheck, StoredCheckRun } from "./store";

export const presentCheck = sameShapeForVersions(2, 2, (check: StoredCheck) => check);
export const presentRun = sameShapeForVersions(2, 2, (run: StoredCheckRun) => run);
