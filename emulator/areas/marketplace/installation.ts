// The installation itself, as its integration sees and reports it: its status, external id,
// plan and notification (PATCH; they show on the configuration), who the account is and who its
// members are (from the team's real members and roles), its credentials (rotate issues a new
// token next to the current one; revoke refuses a token from the next call), events it raises,
// and finalization (no more invoices after it).
import { AccountInfo, MemberInfo, RotatedCredential, RevokedCredential } from "../../../schema/marketplace";
import {
  CreateEventBody,
  RevokeCredentialBody,
  RotateCredentialBody,
  UpdateInstallationBody,
} from "../../../schema/marketplace";
import { emulatorNow } from "../../clock";
import { ApiError, notFound } from "../../errors";
import { newId } from "../../ids";
import { defineRoute, noContent, ok, type Route } from "../../route";
import type { Store } from "../../store";
import { hashToken, newToken } from "../../tokens";
import { findTeam, findUser, teamRoleOf } from "../identity/store";
import {
  accessTokensOf,
  integrationsOf,
  INTEGRATIONS_OWNER,
  saveConfiguration,
  type StoredConfiguration,
} from "../integrations/store";
import { callerInstallation, defined, reportsOf, resourceOr404 } from "./store";

const BASE = "/v1/installations/:integrationConfigurationId";
/** A rotated token's lifetime (inferred): the integration refreshes before it runs out. */
export const ROTATED_TOKEN_LIFETIME_S = 30 * 24 * 60 * 60;
/** Team roles the platform maps to the marketplace's read-only USER role; others are ADMIN. */
const READ_ONLY_ROLES = new Set(["BILLING", "VIEWER", "VIEWER_FOR_PLUS"]);

function requireClientSecret(store: Store, configuration: StoredConfiguration, secret: string, id?: string) {
  const integration = integrationsOf(store).get(INTEGRATIONS_OWNER, configuration.integrationId);
  if (
    !integration ||
    (id !== undefined && id !== integration.id) ||
    integration.secretHash !== hashToken(secret)
  ) {
    throw new ApiError(401, "invalid_client", "Invalid client_id or client_secret");
  }
}

function dashboardUrl(store: Store, configuration: StoredConfiguration): string {
  const team = configuration.teamId ? findTeam(store, configuration.teamId) : undefined;
  const account = team?.slug ?? findUser(store, configuration.userId)?.username ?? configuration.ownerId;
  return `https://vercel.com/${account}/~/integrations/${configuration.slug}/${configuration.id}`;
}

export function installationRoutes(): Route[] {
  return [
    defineRoute({
      method: "PATCH",
      paths: BASE,
      body: UpdateInstallationBody,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        const { notification, ...fields } = body;
        const next: StoredConfiguration = {
          ...configuration,
          ...defined(fields),
          updatedAt: emulatorNow(store),
        };
        if (notification === null) delete next.notification;
        else if (notification !== undefined)
          next.notification =
            typeof notification === "string" ? { level: "info", title: notification } : notification;
        saveConfiguration(store, next);
        return noContent();
      },
    }),

    // The best contact: the installing owner while they are on the team (inferred).
    defineRoute({
      method: "GET",
      paths: `${BASE}/account`,
      response: AccountInfo,
      handle: ({ store, params, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        const team = configuration.teamId ? findTeam(store, configuration.teamId) : undefined;
        const user = findUser(store, configuration.userId);
        return ok({
          ...(team ? { name: team.name ?? team.slug } : user ? { name: user.name ?? user.username } : {}),
          url: dashboardUrl(store, configuration),
          contact: user ? { email: user.email, ...(user.name ? { name: user.name } : {}) } : null,
        });
      },
    }),

    defineRoute({
      method: "GET",
      paths: `${BASE}/member/:memberId`,
      response: MemberInfo,
      handle: ({ store, params, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        const team = configuration.teamId ? findTeam(store, configuration.teamId) : undefined;
        const role = team
          ? teamRoleOf(team, params.memberId)
          : params.memberId === configuration.userId
            ? "OWNER"
            : undefined;
        const user = role && findUser(store, params.memberId);
        if (!role || !user) throw notFound(`Member not found: ${params.memberId}`);
        return ok({
          id: user.id,
          globalUserId: user.id,
          userEmail: user.email,
          role: READ_ONLY_ROLES.has(role) ? "USER" : "ADMIN",
        });
      },
    }),

    defineRoute({
      method: "POST",
      paths: `${BASE}/credentials/rotate`,
      response: RotatedCredential,
      body: RotateCredentialBody,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        requireClientSecret(store, configuration, body.client_secret, body.client_id);
        const token = newToken();
        accessTokensOf(store).insert(INTEGRATIONS_OWNER, {
          id: hashToken(token),
          configurationId: configuration.id,
          expiresAt: emulatorNow(store) + ROTATED_TOKEN_LIFETIME_S * 1000,
        });
        return ok({
          access_token: token,
          expires_in: ROTATED_TOKEN_LIFETIME_S,
          scope: configuration.scopes.join(" "),
          token_type: "oauth2-token",
        });
      },
    }),

    // A token of this installation is refused from the next call on; revoking twice says so.
    defineRoute({
      method: "POST",
      paths: `${BASE}/credentials/revoke`,
      response: RevokedCredential,
      body: RevokeCredentialBody,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        requireClientSecret(store, configuration, body.client_secret, body.client_id);
        const tokens = accessTokensOf(store);
        const grant = tokens.get(INTEGRATIONS_OWNER, hashToken(body.token));
        if (!grant || grant.configurationId !== configuration.id) {
          throw notFound("Token not found: it is not a token of this installation");
        }
        if (grant.revokedAt !== undefined) return ok({ revoked: false, already_revoked: true });
        tokens.replace(INTEGRATIONS_OWNER, { ...grant, revokedAt: emulatorNow(store) });
        return ok({ revoked: true, already_revoked: false });
      },
    }),

    // Events tell the platform to re-read: a resource.updated must name a resource of the installation.
    defineRoute({
      method: "POST",
      paths: `${BASE}/events`,
      body: CreateEventBody,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        if (body.event.type === "resource.updated")
          resourceOr404(store, configuration, body.event.resourceId);
        reportsOf(store).insert(configuration.ownerId, {
          id: newId("evt_", 16),
          configurationId: configuration.id,
          kind: "event",
          body: body.event,
          createdAt: emulatorNow(store),
        });
        return { status: 201 };
      },
    }),
  ];
}
