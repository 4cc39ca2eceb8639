// What the emulator keeps about integrations. Like users and tokens, they are stored under the
// global identity owner (an installation is found from its token before any team is known) and
// left out of `/_emulator/state`; secrets are kept as SHA-256 only (client secrets, codes, tokens).
import type { DISABLED_REASONS } from "../../../schema/integrations";
import type { BillingPlan, Notification, RESOURCE_STATUSES } from "../../../schema/marketplace";
import { IDENTITY_OWNER } from "../identity/store";
import type { Store } from "../../store";

export { IDENTITY_OWNER as INTEGRATIONS_OWNER };

/** An integration registered in the console: its OAuth client. */
export interface StoredIntegration {
  /** The client id, `oac_...`. */
  id: string;
  slug: string;
  secretHash: string;
  redirectUri: string;
  /** The scopes the integration asks for now; installations follow (some after confirmation). */
  scopes: string[];
  createdAt: number;
}

/** One installation: the configuration the platform serves. */
export interface StoredConfiguration {
  /** `icfg_...` */
  id: string;
  integrationId: string;
  slug: string;
  /** The team id, or the user id of a personal install. */
  ownerId: string;
  teamId: string | null;
  /** The installing owner (or whom ownership was transferred to). */
  userId: string;
  /** The confirmed grants, in force. */
  scopes: string[];
  /**
   * Which of the owner's projects the installation reaches: every one ("all", also when absent, as
   * stored before the choice existed) or those in `projects` ("selected"; project-access.ts).
   */
  projectSelection?: "all" | "selected";
  /** The selected projects' ids; a deleted project leaves the list (relations.ts). */
  projects?: string[];
  /** Grants waiting for the owner's confirmation (additions, upgrades), applied all together. */
  pendingScopes?: string[];
  disabledAt?: number;
  disabledReason?: (typeof DISABLED_REASONS)[number];
  /** What the integration reports about its installation (PATCH /v1/installations/{id}); wire fields. */
  status?: (typeof RESOURCE_STATUSES)[number];
  externalId?: string;
  notification?: Notification;
  /** The installation-level plan it reports; the emulator's bookkeeping, not a configuration field. */
  billingPlan?: BillingPlan;
  /** When the integration finalized the installation's billing (no more invoices after it). */
  finalizedAt?: number;
  createdAt: number;
  updatedAt: number;
}

/** A one-time code or an access token, by its SHA-256. */
export interface StoredGrant {
  id: string;
  configurationId: string;
  /** Codes, and tokens from a credential rotation: when it stops working (emulator clock). */
  expiresAt?: number;
  /** Tokens only: revoked (POST /v1/installations/{id}/credentials/revoke); refused from then on. */
  revokedAt?: number;
}

/**
 * Left out of `/_emulator/state` (which lists platform resources): integrations and their
 * installations are identities, like users and tokens; deliveries and the clock are bookkeeping.
 */
export const BOOKKEEPING_COLLECTIONS: ReadonlySet<string> = new Set([
  "integrations",
  "integrationConfigurations",
  "oauthCodes",
  "integrationTokens",
  "ssoCodes",
  "ssoRefreshTokens",
  "integrationProducts",
  "webhookDeliveries",
  "emulatorClock",
]);

export const integrationsOf = (store: Store) => store.collection<StoredIntegration>("integrations");
export const configurationsOf = (store: Store) =>
  store.collection<StoredConfiguration>("integrationConfigurations");
export const codesOf = (store: Store) => store.collection<StoredGrant>("oauthCodes");
export const accessTokensOf = (store: Store) => store.collection<StoredGrant>("integrationTokens");

export function findConfiguration(store: Store, id: string): StoredConfiguration | undefined {
  return configurationsOf(store).get(IDENTITY_OWNER, id);
}

export function allConfigurations(store: Store): StoredConfiguration[] {
  return configurationsOf(store).list(IDENTITY_OWNER);
}

export function saveConfiguration(store: Store, configuration: StoredConfiguration): StoredConfiguration {
  return configurationsOf(store).replace(IDENTITY_OWNER, configuration);
}

/** An SSO code or refresh token (areas/integrations/sso.ts), by its SHA-256: for one user of one installation. */
export interface StoredSsoGrant extends StoredGrant {
  userId: string;
  /** Codes only: the `state` the dashboard's link carried, to be sent back with the code. */
  state?: string;
}

export const ssoCodesOf = (store: Store) => store.collection<StoredSsoGrant>("ssoCodes");
export const ssoRefreshTokensOf = (store: Store) => store.collection<StoredSsoGrant>("ssoRefreshTokens");
