// `POST /v2/oauth/access_token` (second seed, "OAuth code exchange"): the integration trades the
// one-time code from its redirect for the installation's access token. A code works once and for
// 30 minutes; the client id, secret and redirect URI must be the integration's. The call carries
// no bearer token (the integration has none yet): auth.ts lets this one path through.
import { OAuthTokenRequest, OAuthTokenResponse } from "../../../schema/integrations";
import { ApiError } from "../../errors";
import { emulatorNow } from "../../clock";
import { defineRoute, ok, type Route } from "../../route";
import type { Store } from "../../store";
import { hashToken, newToken } from "../../tokens";
import { accessTokensOf, codesOf, findConfiguration, integrationsOf, INTEGRATIONS_OWNER } from "./records";

export const OAUTH_TOKEN_PATH = "/v2/oauth/access_token";

export const invalidClient = () => new ApiError(401, "invalid_client", "Invalid client_id or client_secret");
export const invalidGrant = (why: string) => new ApiError(400, "invalid_grant", `Invalid code: ${why}`);

export function exchangeCode(store: Store, request: OAuthTokenRequest): OAuthTokenResponse {
  const integration = integrationsOf(store).get(INTEGRATIONS_OWNER, request.client_id);
  if (!integration || integration.secretHash !== hashToken(request.client_secret)) throw invalidClient();
  const code = codesOf(store).get(INTEGRATIONS_OWNER, hashToken(request.code));
  const configuration = code && findConfiguration(store, code.configurationId);
  if (!code || !configuration || configuration.integrationId !== integration.id) {
    throw invalidGrant("it is unknown or was already exchanged");
  }
  if ((code.expiresAt ?? 0) <= emulatorNow(store))
    throw invalidGrant("it expired (codes are valid 30 minutes)");
  if (request.redirect_uri !== integration.redirectUri) {
    throw invalidGrant("redirect_uri is not the redirect URL configured for the integration");
  }
  // Exchangeable once. (A refused exchange throws, its transaction is undone and the code stays.)
  codesOf(store).remove(INTEGRATIONS_OWNER, code.id);
  const token = newToken();
  accessTokensOf(store).insert(INTEGRATIONS_OWNER, {
    id: hashToken(token),
    configurationId: configuration.id,
  });
  return {
    token_type: "Bearer",
    access_token: token,
    installation_id: configuration.id,
    user_id: configuration.userId,
    team_id: configuration.teamId,
  };
}

export const oauthTokenRoute: Route = defineRoute({
  method: "POST",
  paths: OAUTH_TOKEN_PATH,
  bodyFormat: "form",
  body: OAuthTokenRequest,
  response: OAuthTokenResponse,
  handle: ({ store, body }) => ok(exchangeCode(store, body)),
});
