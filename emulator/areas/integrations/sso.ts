// SSO into an integration (`POST /v1/integrations/sso/token`, the SDK's `exchangeSsoToken`). The
// dashboard's "Open in <integration>" link (here the admin route below) hands the browser a one-time
// code for one user of one installation; the integration, authenticated by its client id and secret,
// trades it for:
//   - an `id_token`, a JWT about the user and the account signed by the emulator's OIDC issuer, so
//     it verifies against `/.well-known/jwks` like the platform's does against its own key set;
//   - an `access_token` for the installation, valid `expires_in` seconds (the emulator's choice: an
//     installation token that lapses, as credential rotation already makes them);
//   - a `refresh_token`, traded once (grant_type refresh_token) for a new set while the user is
//     still a member of the installation's team.
// Like the OAuth code exchange, the call carries no bearer token (auth.ts lets the path through).
import { SsoCodeRequest, SsoTokenRequest, SsoTokenResponse } from "../../../schema/integrations";
import { emulatorNow } from "../../clock";
import { forbidden, notFound } from "../../errors";
import { randomAlphanumeric } from "../../ids";
import { issuerOf } from "../../oidc";
import { created, defineRoute, ok, type Route } from "../../route";
import type { Store } from "../../store";
import { hashToken, newToken } from "../../tokens";
import { DEFAULT_USER_ID, findTeam, findUser, teamRoleOf } from "../identity/store";
import { invalidClient, invalidGrant } from "./oauth";
import {
  accessTokensOf,
  findConfiguration,
  integrationsOf,
  INTEGRATIONS_OWNER,
  ssoCodesOf,
  ssoRefreshTokensOf,
  type StoredConfiguration,
  type StoredSsoGrant,
} from "./records";

export const SSO_TOKEN_PATH = "/v1/integrations/sso/token";
/** A code is for the browser's round trip only. */
export const SSO_CODE_LIFETIME_MS = 5 * 60 * 1000;
const ACCESS_TOKEN_LIFETIME_S = 60 * 60;
const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const ID_TOKEN_LIFETIME_S = 60 * 60;

/** Why this user may not (or no longer) sign in to this installation, or undefined. */
function barred(store: Store, configuration: StoredConfiguration, userId: string): string | undefined {
  if (!findUser(store, userId)) return `user ${userId} does not exist`;
  if (configuration.teamId === null) {
    return configuration.ownerId === userId ? undefined : `user ${userId} does not own the installation`;
  }
  const team = findTeam(store, configuration.teamId);
  if (!team || !teamRoleOf(team, userId)) return `user ${userId} is not a member of the installation's team`;
  return undefined;
}

/** Admin: the code of the dashboard's link, for `userId` (default: the installation's owner). */
export function mintSsoCode(store: Store, configurationId: string, request: SsoCodeRequest) {
  const configuration = findConfiguration(store, configurationId);
  if (!configuration) throw notFound(`Integration configuration not found: ${configurationId}`);
  const userId = request.userId ?? configuration.userId ?? DEFAULT_USER_ID;
  const why = barred(store, configuration, userId);
  if (why) throw forbidden(`Cannot open the integration: ${why}`);
  const code = randomAlphanumeric(24);
  const expiresAt = emulatorNow(store) + SSO_CODE_LIFETIME_MS;
  ssoCodesOf(store).insert(INTEGRATIONS_OWNER, {
    id: hashToken(code),
    configurationId,
    userId,
    expiresAt,
    ...(request.state === undefined ? {} : { state: request.state }),
  });
  return { code, state: request.state ?? null, configurationId, userId, expiresAt };
}

export function exchangeSsoToken(store: Store, request: SsoTokenRequest): SsoTokenResponse {
  const integration = integrationsOf(store).get(INTEGRATIONS_OWNER, request.client_id);
  if (!integration || integration.secretHash !== hashToken(request.client_secret)) throw invalidClient();
  const now = emulatorNow(store);
  const grants = request.grant_type === "authorization_code" ? ssoCodesOf(store) : ssoRefreshTokensOf(store);
  const secret = request.grant_type === "authorization_code" ? request.code : request.refresh_token;
  const what = request.grant_type === "authorization_code" ? "code" : "refresh token";
  const grant = grants.get(INTEGRATIONS_OWNER, hashToken(secret));
  const configuration = grant && findConfiguration(store, grant.configurationId);
  if (!grant || !configuration || configuration.integrationId !== integration.id) {
    throw invalidGrant(`the ${what} is unknown or was already used`);
  }
  if ((grant.expiresAt ?? 0) <= now) throw invalidGrant(`the ${what} expired`);
  if (request.grant_type === "authorization_code") {
    if (grant.state !== undefined && request.state !== grant.state) {
      throw invalidGrant("state is not the state the SSO link carried");
    }
    if (request.redirect_uri !== undefined && request.redirect_uri !== integration.redirectUri) {
      throw invalidGrant("redirect_uri is not the redirect URL configured for the integration");
    }
  }
  const why = barred(store, configuration, grant.userId);
  if (why) throw invalidGrant(why);
  // Used once; a refused exchange throws and its transaction keeps the grant.
  grants.remove(INTEGRATIONS_OWNER, grant.id);
  return issue(store, configuration, grant, request.client_id, now);
}

function issue(
  store: Store,
  configuration: StoredConfiguration,
  grant: StoredSsoGrant,
  clientId: string,
  now: number,
): SsoTokenResponse {
  const accessToken = newToken();
  accessTokensOf(store).insert(INTEGRATIONS_OWNER, {
    id: hashToken(accessToken),
    configurationId: configuration.id,
    expiresAt: now + ACCESS_TOKEN_LIFETIME_S * 1000,
  });
  const refreshToken = newToken();
  ssoRefreshTokensOf(store).insert(INTEGRATIONS_OWNER, {
    id: hashToken(refreshToken),
    configurationId: configuration.id,
    userId: grant.userId,
    expiresAt: now + REFRESH_TOKEN_LIFETIME_MS,
  });
  return {
    access_token: accessToken,
    expires_in: ACCESS_TOKEN_LIFETIME_S,
    id_token: idToken(store, configuration, grant.userId, clientId, now),
    refresh_token: refreshToken,
    token_type: "Bearer",
  };
}

/** The platform's SSO claims: who (user, role) signs in to which account and installation. */
function idToken(
  store: Store,
  configuration: StoredConfiguration,
  userId: string,
  clientId: string,
  now: number,
): string {
  const issuer = issuerOf(store);
  const user = findUser(store, userId);
  const team = configuration.teamId === null ? undefined : findTeam(store, configuration.teamId);
  const role = team ? teamRoleOf(team, userId) : "OWNER";
  const iat = Math.floor(now / 1000);
  return issuer.sign({
    iss: issuer.issuer,
    sub: `account:${configuration.ownerId}:user:${userId}`,
    aud: clientId,
    account_id: configuration.ownerId,
    installation_id: configuration.id,
    user_id: userId,
    user_role: role === "OWNER" ? "ADMIN" : "USER",
    user_email: user?.email ?? null,
    user_name: user?.name ?? user?.username ?? null,
    iat,
    nbf: iat,
    exp: iat + ID_TOKEN_LIFETIME_S,
    jti: randomAlphanumeric(24),
  });
}

export const ssoTokenRoute: Route = defineRoute({
  method: "POST",
  paths: SSO_TOKEN_PATH,
  body: SsoTokenRequest,
  response: SsoTokenResponse,
  handle: ({ store, body }) => ok(exchangeSsoToken(store, body)),
});

export const ssoAdminRoute: Route = defineRoute({
  method: "POST",
  paths: "/_emulator/integrations/configurations/:id/sso",
  body: SsoCodeRequest,
  handle: ({ store, params, body }) => created(mintSsoCode(store, params.id, body)),
});
