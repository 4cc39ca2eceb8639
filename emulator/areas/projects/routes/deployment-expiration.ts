// A project's deployment retention (PATCH /v9/projects/{idOrName}/deployment-expiration, as the
// Terraform provider calls it): how long preview (`expiration`), production, canceled and errored
// deployments are kept, each one of the platform's periods ("1d", "1w", "1m", "2m", "3m", "6m",
// "1y", "unlimited"; anything else is refused naming the field). What the body leaves out stays as
// it is. The project keeps the periods as days (`deploymentExpiration.expirationDays...`, as GET
// answers them); the PATCH answers them as words, a period never set being "unlimited".
import {
  DEPLOYMENT_EXPIRATION_FIELDS,
  DeploymentExpirationAnswer,
  DeploymentExpirationRequest,
  EXPIRATION_DAYS_KEY,
  RETENTION_DAYS,
  type ProjectDeploymentExpiration,
  type RetentionPeriod,
} from "../../../../schema/project-settings";
import { defineRoute, ok } from "../../../route";
import { findProject, saveProject } from "../store";

const PERIOD_OF_DAYS = new Map<number, RetentionPeriod>(
  Object.entries(RETENTION_DAYS).map(([period, days]) => [days, period as RetentionPeriod]),
);

/** The stored days as the PATCH answers them. */
function asPeriods(stored: ProjectDeploymentExpiration): DeploymentExpirationAnswer["deploymentExpiration"] {
  const period = (days: number | undefined) =>
    days === undefined ? "unlimited" : (PERIOD_OF_DAYS.get(days) ?? "unlimited");
  return Object.fromEntries(
    DEPLOYMENT_EXPIRATION_FIELDS.map((field) => [
      field,
      period(stored[EXPIRATION_DAYS_KEY[field]] as number | undefined),
    ]),
  ) as DeploymentExpirationAnswer["deploymentExpiration"];
}

export const patchDeploymentExpiration = defineRoute({
  method: "PATCH",
  paths: "/v9/projects/:idOrName/deployment-expiration",
  body: DeploymentExpirationRequest,
  response: DeploymentExpirationAnswer,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const next: ProjectDeploymentExpiration = { ...project.deploymentExpiration };
    for (const field of DEPLOYMENT_EXPIRATION_FIELDS) {
      const period = body[field];
      if (period !== undefined) next[EXPIRATION_DAYS_KEY[field]] = RETENTION_DAYS[period];
    }
    project.deploymentExpiration = next;
    saveProject(store, ownerId, project);
    return ok({ deploymentExpiration: asPeriods(next) });
  },
});
