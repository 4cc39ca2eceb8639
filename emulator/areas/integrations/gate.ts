// What an integration's access token may do, decided once per platform request, before the handler:
// the configuration must exist and be active (403 `integration_configuration_disabled` otherwise),
// a team installation's token must name its team (`?teamId=` or `?slug=`) and a personal one none,
// the route's scopes (route-scopes.ts) must be granted (403 naming scope and access level), and a
// project the request names must be one the installation reaches (project-access.ts).
// Users' own tokens pass untouched: they keep full access.
import { ApiError, forbidden } from "../../errors";
import { findTeam } from "../identity/store";
import type { Store } from "../../store";
import { hashToken } from "../../tokens";
import { emulatorNow } from "../../clock";
import {
  accessTokensOf,
  findConfiguration,
  INTEGRATIONS_OWNER,
  type StoredConfiguration,
  type StoredGrant,
} from "./records";
import { alternativeFor, needsFor, OWN_INSTALLATION } from "./route-scopes";
import { allows, grantOf } from "./scopes";
import { refreshStates } from "./states";
import { admitProject } from "./project-access";

/** The installation an access token belongs to, and the user it acts as (the current owner). */
export function integrationCaller(
  store: Store,
  token: string,
): { userId: string; configurationId: string } | undefined {
  const grant = accessTokensOf(store).get(INTEGRATIONS_OWNER, hashToken(token));
  if (!grant || !usable(store, grant)) return undefined;
  const configuration = findConfiguration(store, grant.configurationId);
  return configuration && { userId: configuration.userId, configurationId: configuration.id };
}

/** A revoked token, or a rotated one past its expiry, is refused like an unknown one. */
function usable(store: Store, grant: StoredGrant): boolean {
  return (
    grant.revokedAt === undefined && (grant.expiresAt === undefined || grant.expiresAt > emulatorNow(store))
  );
}

export interface IntegrationRequest {
  readonly method: string;
  readonly template: string;
  readonly url: Pick<URL, "searchParams">;
  readonly params: Readonly<Record<string, string>>;
}

/** Throws the 403 that refuses the request; returns when it may go on. */
export function admitIntegration(
  store: Store,
  configurationId: string | undefined,
  request: IntegrationRequest,
): void {
  // Time-driven transitions first, so that a configuration past its 30 days is gone now.
  store.transaction(() => refreshStates(store));
  if (configurationId === undefined) return;
  const configuration = findConfiguration(store, configurationId);
  if (!configuration) throw forbidden("The integration configuration of this token was removed");
  if (configuration.disabledAt !== undefined) throw disabled(configuration);
  if (OWN_INSTALLATION.test(request.template)) return ownInstallation(configuration, request);
  checkTeam(store, configuration, request);
  const needs = needsFor(request.method, request.template);
  if (!needs) {
    throw forbidden(
      `Integration tokens can not call ${request.method} ${request.template}: no scope grants it`,
    );
  }
  for (const need of needs) {
    const alternative = alternativeFor(need);
    if (allows(configuration.scopes, need) || (alternative && allows(configuration.scopes, alternative)))
      continue;
    throw new ApiError(
      403,
      "forbidden",
      `Missing scope ${grantOf(need)}: the integration configuration ${configuration.id} is not granted ` +
        `${need.level} access to "${need.scope}", which ${request.method} ${request.template} needs`,
      { missingScope: need.scope, accessLevel: need.level, configurationId: configuration.id },
    );
  }
  admitProject(store, configuration, request);
}

/**
 * The installation's own routes (/v1/installations/{id}/...) name it in the path: its token needs
 * no scope and no team there, but may reach no other installation.
 */
function ownInstallation(configuration: StoredConfiguration, request: IntegrationRequest): void {
  const named = request.params.integrationConfigurationId;
  if (named !== configuration.id) {
    throw forbidden(
      `This token belongs to the installation ${configuration.id} and can not act for "${named}"`,
    );
  }
}

function disabled(configuration: StoredConfiguration): ApiError {
  return new ApiError(
    403,
    "integration_configuration_disabled",
    `The integration configuration ${configuration.id} is disabled since ` +
      `${new Date(configuration.disabledAt ?? 0).toISOString()} (${configuration.disabledReason ?? "disabled"}); ` +
      `it is deleted 30 days later unless a team owner takes over its ownership`,
    { configurationId: configuration.id },
  );
}

/**
 * A team installation acts for its team only and must name it (`?teamId=`, `?slug=`, or a `:teamId`
 * in the path, as in GET /v2/teams/:teamId); a personal one acts for its user only.
 */
function checkTeam(store: Store, configuration: StoredConfiguration, request: IntegrationRequest): void {
  const { searchParams } = request.url;
  const named = searchParams.get("teamId") ?? searchParams.get("slug") ?? request.params.teamId;
  const team = named ? findTeam(store, named) : undefined;
  if (configuration.teamId !== null && !named) {
    throw forbidden(
      `This token belongs to an installation on the team ${configuration.teamId}: add ?teamId=${configuration.teamId} to the request`,
    );
  }
  if (named && team?.id !== configuration.teamId) {
    throw forbidden(
      configuration.teamId === null
        ? `This token belongs to a personal installation and can not act for the team "${named}"`
        : `This token belongs to an installation on the team ${configuration.teamId}, not "${named}"`,
    );
  }
}
