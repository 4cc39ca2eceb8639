// A deployment's check runs: queued for its project's checks when it is created (../store.ts
// queueRunsAtCreation); create one for a check added since (one run per check and deployment), list, get, and report on it. A run reports `queued` → `running` → `completed` with a
// conclusion; a conclusion completes it, and a completed run no longer changes. A passing run may
// release the deployment's held promotion (release.ts).
import {
  CheckRun,
  CheckRunCreateRequest,
  CheckRunList,
  CheckRunUpdateRequest,
} from "../../../../schema/checks";
import { emulatorNow } from "../../../clock";
import { ApiError, badRequest, conflict } from "../../../errors";
import { defineRoute, item, list, type Route } from "../../../route";
import { deploymentsOf, findDeployment } from "../../deployments/store";
import { presentRun } from "../presenter";
import { checkRunsOf, findCheck, findRun, queueRun, type StoredCheckRun } from "../store";
import { releaseIfClear } from "./release";

const RUNS = "/v2/deployments/:deploymentId/check-runs";
const RUN = `${RUNS}/:checkRunId`;

const createRun = defineRoute({
  method: "POST",
  paths: RUNS,
  body: CheckRunCreateRequest,
  response: CheckRun,
  present: presentRun,
  handle: ({ store, ownerId, params, body }) => {
    const deployment = findDeployment(store, ownerId, params.deploymentId);
    const check = findCheck(store, ownerId, deployment.projectId, body.checkId);
    if (checkRunsOf(store).find(ownerId, (r) => r.checkId === check.id && r.deploymentId === deployment.id)) {
      throw conflict(`Check ${check.id} already has a run on deployment ${deployment.id}`);
    }
    return item(queueRun(store, check, deployment));
  },
});

const listRuns = defineRoute({
  method: "GET",
  paths: RUNS,
  response: CheckRunList,
  present: presentRun,
  operation: "list",
  handle: ({ store, ownerId, params }) => {
    const deployment = findDeployment(store, ownerId, params.deploymentId);
    return list(
      "runs",
      checkRunsOf(store).filter(ownerId, (r) => r.deploymentId === deployment.id),
    );
  },
});

const getRun = defineRoute({
  method: "GET",
  paths: RUN,
  response: CheckRun,
  present: presentRun,
  handle: ({ store, ownerId, params }) => {
    const deployment = findDeployment(store, ownerId, params.deploymentId);
    return item(findRun(store, ownerId, deployment.id, params.checkRunId));
  },
});

const updateRun = defineRoute({
  method: "PATCH",
  paths: RUN,
  body: CheckRunUpdateRequest,
  response: CheckRun,
  present: presentRun,
  handle: ({ store, ownerId, params, body }) => {
    const deployment = findDeployment(store, ownerId, params.deploymentId);
    const run = findRun(store, ownerId, deployment.id, params.checkRunId);
    if (run.status === "completed") {
      throw new ApiError(
        400,
        "check_run_completed",
        `Check run ${run.id} has completed and can no longer change`,
      );
    }
    const status = body.conclusion !== undefined ? "completed" : (body.status ?? run.status);
    if (status === "completed" && body.conclusion === undefined) {
      throw badRequest('Invalid request: "conclusion" is required to complete a check run');
    }
    const next: StoredCheckRun = { ...run, ...body, status, updatedAt: store.now() };
    if (status === "completed") next.completedAt = body.completedAt ?? emulatorNow(store);
    const saved = checkRunsOf(store).replace(ownerId, next);
    const current = deploymentsOf(store).get(ownerId, deployment.id);
    if (current) releaseIfClear(store, current);
    return item(saved);
  },
});

export const runRoutes: readonly Route[] = [createRun, listRuns, getRun, updateRun];
