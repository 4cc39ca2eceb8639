// Bearer-token authentication (api-contract §1.1): every platform and admin route needs a token that
// is one given at start (the default user) or one issued through the admin API (its user). A missing
// and a wrong token get the same 403, as on the platform, and the message never repeats the token.
import type { IncomingMessage } from "node:http";
import { ADMIN_PREFIX } from "./admin";
import { forbidden } from "./errors";
import { DEFAULT_USER_ID, IDENTITY_OWNER, tokensOf } from "./areas/identity/store";
import type { Store } from "./store";
import { integrationCaller } from "./areas/integrations/gate";
import { OAUTH_TOKEN_PATH } from "./areas/integrations/oauth";
import { SSO_TOKEN_PATH } from "./areas/integrations/sso";
import { emulatorNow } from "./clock";
import { hashToken } from "./tokens";

export interface Caller {
  /** Keys rate-limit windows; never logged. */
  readonly token: string;
  readonly userId: string;
  /** Set when the token is an integration's access token: the installation it belongs to. */
  readonly configurationId?: string;
  /** Set for a token made with `?teamId=` (POST /v3/user/tokens): it acts for that team only. */
  readonly tokenTeamId?: string;
}

/**
 * No token: the OAuth code exchange (the integration authenticates with its client secret) and the
 * public routes (the OIDC key set).
 */
export const ANONYMOUS: Caller = { token: "", userId: "" };

/** Who the request comes from, or throws 403 `forbidden`. */
export function authenticate(
  request: IncomingMessage,
  startTokens: ReadonlySet<string>,
  store: Store,
): Caller {
  // The code exchanges: the integration authenticates with its client secret, not a bearer token.
  const path = request.url?.split("?")[0];
  if (request.method === "POST" && (path === OAUTH_TOKEN_PATH || path === SSO_TOKEN_PATH)) return ANONYMOUS;
  const header = request.headers.authorization ?? "";
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (token === undefined) throw forbidden();
  return identify(token, startTokens, store, request.url?.startsWith(ADMIN_PREFIX) === true);
}

/** Whose token this is (the registry protocol reads it from Basic credentials too), or throws 403. */
export function identify(
  token: string,
  startTokens: ReadonlySet<string>,
  store: Store,
  admin = false,
): Caller {
  if (startTokens.has(token)) return { token, userId: DEFAULT_USER_ID };
  const issued = tokensOf(store).get(IDENTITY_OWNER, hashToken(token));
  if (!issued) {
    const integration = integrationCaller(store, token);
    // The admin API stands for the dashboard: an integration must not confirm its own scopes.
    if (integration && admin) {
      throw forbidden("An integration's token can not call the emulator's admin API");
    }
    if (integration) return { token, ...integration };
    throw forbidden();
  }
  // An expired token is refused like an unknown one, but says why (it names no part of the token).
  if (issued.expiresAt !== undefined && issued.expiresAt <= emulatorNow(store)) {
    throw forbidden("The token has expired");
  }
  return { token, userId: issued.userId, ...(issued.teamId ? { tokenTeamId: issued.teamId } : {}) };
}
