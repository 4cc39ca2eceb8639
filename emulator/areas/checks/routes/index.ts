// The checks-v2 group (seed 000): a project's checks (checks.ts) and a deployment's check runs
// (runs.ts), with the platform's rule that a check blocking a deployment's alias or promotion holds
// its production aliases until its run passes (store.ts decides, release.ts lets go).
import type { ApiArea } from "../../../route";
import { checkRoutes } from "./checks";
import { runRoutes } from "./runs";

export const checks: ApiArea = { name: "checks", routes: [...checkRoutes, ...runRoutes] };
