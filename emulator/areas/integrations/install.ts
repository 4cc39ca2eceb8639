// Installing an integration (what the platform does when a user clicks "Add integration"): the
// integration's OAuth client is registered on first use, the installation is stored as a
// configuration of the user's personal account or of a team, and a one-time code is handed back,
// valid 30 minutes on the emulator's clock, for `POST /v2/oauth/access_token`.
import type { InstallResponse } from "../../../schema/integrations";
import { badRequest, forbidden, notFound } from "../../errors";
import { emulatorNow } from "../../clock";
import { DEFAULT_USER_ID, findTeam, findUser } from "../identity/store";
import { newId, randomAlphanumeric } from "../../ids";
import type { Store } from "../../store";
import { hashToken } from "../../tokens";
import { initialSelection } from "./project-access";
import {
  codesOf,
  configurationsOf,
  integrationsOf,
  INTEGRATIONS_OWNER,
  type StoredIntegration,
} from "./records";

export const CODE_LIFETIME_MS = 30 * 60 * 1000;

export interface Installation {
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  redirectUri?: string | undefined;
  slug?: string | undefined;
  scopes: string[];
  userId?: string | undefined;
  teamId?: string | undefined;
  projectSelection?: "all" | "selected" | undefined;
  projects?: string[] | undefined;
}

export function install(store: Store, request: Installation): InstallResponse {
  const userId = request.userId ?? DEFAULT_USER_ID;
  if (!findUser(store, userId)) throw notFound(`User not found: ${userId}`);
  const team = request.teamId === undefined ? undefined : findTeam(store, request.teamId);
  if (request.teamId !== undefined && !team) throw notFound(`Team not found: ${request.teamId}`);
  if (team && !team.memberIds.includes(userId)) {
    throw forbidden(`User ${userId} is not a member of the team "${team.slug}" and can not install on it`);
  }
  const selection = initialSelection(store, team?.id ?? userId, request);
  const { integration, generatedSecret } = registered(store, request);
  const now = emulatorNow(store);
  const configuration = configurationsOf(store).insert(INTEGRATIONS_OWNER, {
    id: newId("icfg_", 24),
    integrationId: integration.id,
    slug: integration.slug,
    ownerId: team?.id ?? userId,
    teamId: team?.id ?? null,
    userId,
    scopes: [...integration.scopes],
    ...selection,
    createdAt: now,
    updatedAt: now,
  });
  const code = randomAlphanumeric(24);
  codesOf(store).insert(INTEGRATIONS_OWNER, {
    id: hashToken(code),
    configurationId: configuration.id,
    expiresAt: now + CODE_LIFETIME_MS,
  });
  const redirect = new URL(integration.redirectUri);
  redirect.searchParams.set("code", code);
  redirect.searchParams.set("configurationId", configuration.id);
  if (team) redirect.searchParams.set("teamId", team.id);
  return {
    configurationId: configuration.id,
    clientId: integration.id,
    ...(generatedSecret === undefined ? {} : { clientSecret: generatedSecret }),
    redirectUri: integration.redirectUri,
    code,
    redirect: redirect.toString(),
    teamId: team?.id ?? null,
  };
}

/** The integration named by `clientId`, registered now when it is new (or when no id is given). */
function registered(
  store: Store,
  request: Installation,
): { integration: StoredIntegration; generatedSecret?: string } {
  const known =
    request.clientId === undefined
      ? undefined
      : integrationsOf(store).get(INTEGRATIONS_OWNER, request.clientId);
  if (known) {
    if (request.clientSecret === undefined || hashToken(request.clientSecret) !== known.secretHash) {
      throw badRequest(`Invalid request: "clientSecret" does not match the integration ${known.id}`);
    }
    const sameScopes = [...new Set(request.scopes)].sort().join() === [...known.scopes].sort().join();
    if (!sameScopes) {
      throw badRequest(
        `Invalid request: "scopes" differ from the integration ${known.id}'s; change them with ` +
          `PUT /_emulator/integrations/${known.id}/scopes`,
      );
    }
    return { integration: known };
  }
  const secret = request.clientSecret ?? randomAlphanumeric(24);
  const id = request.clientId ?? newId("oac_", 24);
  const integration = integrationsOf(store).insert(INTEGRATIONS_OWNER, {
    id,
    slug: request.slug ?? id.toLowerCase(),
    secretHash: hashToken(secret),
    redirectUri: request.redirectUri ?? "http://127.0.0.1/callback",
    scopes: [...new Set(request.scopes)],
    createdAt: store.now(),
  });
  return { integration, ...(request.clientSecret === undefined ? { generatedSecret: secret } : {}) };
}
