// A project's rolling release configuration (GET|PATCH|DELETE /v1/projects/{idOrName}/rolling-release/config):
// the template its next production deployments roll out by, not a rollout in flight. A PATCH turns
// it on with `{ enabled: true, advancementType, stages }` or off with `{ enabled: false }`; DELETE
// turns it off. The platform's rules for a configuration that is on: advancement "automatic" or
// "manual-approval"; 2 to 10 stages of whole percentages from 0 to 100, each above the one before,
// the last exactly 100; automatic stages each wait a duration (1-10000 minutes) but the last, and
// manual stages have none. Off answers `rollingRelease: null`.
import {
  ADVANCEMENT_TYPES,
  RollingReleaseConfigAnswer,
  RollingReleaseConfigRequest,
  type RollingReleaseConfig,
  type RollingReleaseStage,
} from "../../../../schema/project-settings";
import { badRequest } from "../../../errors";
import { defineRoute, ok } from "../../../route";
import { findProject, saveProject } from "../store";

const PATH = "/v1/projects/:idOrName/rolling-release/config";
const MAX_STAGES = 10;
const MAX_DURATION_MINUTES = 10_000;

const invalid = (field: string, rule: string) => badRequest(`Invalid request: "${field}" ${rule}`);

/** The stages as stored, or the platform's refusal naming the first field that breaks a rule. */
function checkedStages(
  advancementType: string,
  stages: readonly RollingReleaseStage[],
): RollingReleaseStage[] {
  if (stages.length < 2 || stages.length > MAX_STAGES) {
    throw invalid("stages", `must hold 2 to ${MAX_STAGES} stages, the last at 100 (got ${stages.length})`);
  }
  const automatic = advancementType === "automatic";
  return stages.map((stage, index) => {
    const at = `stages[${index}]`;
    const last = index === stages.length - 1;
    const { targetPercentage: percent, duration } = stage;
    if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
      throw invalid(`${at}.targetPercentage`, "must be a whole percentage from 0 to 100");
    }
    if (index > 0 && percent <= stages[index - 1]!.targetPercentage) {
      throw invalid(`${at}.targetPercentage`, "must be above the stage before's: stages increase");
    }
    if (last && percent !== 100)
      throw invalid(`${at}.targetPercentage`, "must be 100: the last stage serves everyone");
    if (automatic && !last && duration === undefined) {
      throw invalid(`${at}.duration`, "is required: automatic advancement waits a duration at each stage");
    }
    if (duration !== undefined) {
      if (!automatic) throw invalid(`${at}.duration`, "is only taken with automatic advancement");
      if (!Number.isInteger(duration) || duration < 1 || duration > MAX_DURATION_MINUTES) {
        throw invalid(`${at}.duration`, `must be whole minutes from 1 to ${MAX_DURATION_MINUTES}`);
      }
    }
    return {
      targetPercentage: percent,
      ...(automatic && !last ? { duration } : {}),
      requireApproval: !automatic && !last,
      ...(stage.linearShift !== undefined ? { linearShift: stage.linearShift } : {}),
    };
  });
}

function configured(request: RollingReleaseConfigRequest): RollingReleaseConfig {
  const { advancementType } = request;
  if (advancementType === undefined || !(ADVANCEMENT_TYPES as readonly string[]).includes(advancementType)) {
    throw invalid("advancementType", `must be one of ${ADVANCEMENT_TYPES.join(", ")} when enabled`);
  }
  return {
    target: "production",
    advancementType: advancementType as RollingReleaseConfig["advancementType"],
    stages: checkedStages(advancementType, request.stages ?? []),
    ...(request.canaryResponseHeader !== undefined
      ? { canaryResponseHeader: request.canaryResponseHeader }
      : {}),
  };
}

const answer = (config: RollingReleaseConfig | undefined) => ok({ rollingRelease: config ?? null });

const get = defineRoute({
  method: "GET",
  paths: PATH,
  response: RollingReleaseConfigAnswer,
  handle: ({ store, ownerId, params }) => answer(findProject(store, ownerId, params.idOrName).rollingRelease),
});

const update = defineRoute({
  method: "PATCH",
  paths: PATH,
  body: RollingReleaseConfigRequest,
  response: RollingReleaseConfigAnswer,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    if (body.enabled) project.rollingRelease = configured(body);
    else delete project.rollingRelease;
    saveProject(store, ownerId, project);
    return answer(project.rollingRelease);
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: PATH,
  response: RollingReleaseConfigAnswer,
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.idOrName);
    delete project.rollingRelease;
    saveProject(store, ownerId, project);
    return answer(undefined);
  },
});

export const rollingReleaseRoutes = [get, update, remove];
