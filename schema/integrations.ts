// Wire types of integrations (second seed, "OAuth code exchange" and "Integrations"): the code
// exchange at POST /v2/oauth/access_token, the configurations an installation is stored as
// (GET /v1/integrations/configurations, GET|DELETE /v1/integrations/configuration/{id}), and the
// emulator's admin bodies that install an integration and change its scopes.
import { z } from "zod";
import { EpochMs } from "./common";

/** The platform description's scope names; each is granted `read` or `read-write`. */
export const SCOPE_NAMES = [
  "integration-configuration",
  "deployment",
  "deployment-check",
  "edge-config",
  "project",
  "project-env-vars",
  "global-project-env-vars",
  "team",
  "user",
  "log-drain",
  "domain",
] as const;
export type ScopeName = (typeof SCOPE_NAMES)[number];
export type AccessLevel = "read" | "read-write";

/** A granted scope as the platform writes it: `read:project`, `read-write:log-drain`. */
export const ScopeGrant = z.string().refine(
  (value) => {
    const [level, name, ...rest] = value.split(":");
    return (
      rest.length === 0 && (level === "read" || level === "read-write") && SCOPE_NAMES.some((s) => s === name)
    );
  },
  {
    error: (issue) =>
      `"${String(issue.input)}" is not a scope: write read:<name> or read-write:<name>, ` +
      `where <name> is one of ${SCOPE_NAMES.join(", ")}`,
  },
);

/** `POST /v2/oauth/access_token`, application/x-www-form-urlencoded. */
export const OAuthTokenRequest = z.object({
  client_id: z.string().min(1, "is required"),
  client_secret: z.string().min(1, "is required"),
  code: z.string().min(1, "is required"),
  redirect_uri: z.string().min(1, "is required"),
});
export type OAuthTokenRequest = z.infer<typeof OAuthTokenRequest>;

/** The platform description shows `team_id` (null for a personal install); the other fields are the platform's (inferred). */
export const OAuthTokenResponse = z.looseObject({
  token_type: z.literal("Bearer"),
  access_token: z.string(),
  installation_id: z.string(),
  user_id: z.string(),
  team_id: z.string().nullable(),
});
export type OAuthTokenResponse = z.infer<typeof OAuthTokenResponse>;

/** Whether an installation reaches every project of its owner or the ones selected. */
export const PROJECT_SELECTIONS = ["all", "selected"] as const;

export const DISABLED_REASONS = ["original-owner-left-the-team", "disabled-by-owner"] as const;

/** An installation, as the configuration routes answer it. */
export const IntegrationConfiguration = z.looseObject({
  id: z.string().startsWith("icfg_"),
  integrationId: z.string(),
  ownerId: z.string(),
  slug: z.string(),
  teamId: z.string().nullable().optional(),
  userId: z.string(),
  scopes: z.array(z.string()),
  projectSelection: z.enum(PROJECT_SELECTIONS),
  projects: z.array(z.string()).optional(),
  source: z.string().optional(),
  type: z.literal("integration-configuration"),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  completedAt: EpochMs.optional(),
  disabledAt: EpochMs.optional(),
  disabledReason: z.enum(DISABLED_REASONS).optional(),
});
export type IntegrationConfiguration = z.infer<typeof IntegrationConfiguration>;

export const IntegrationConfigurationList = z.array(IntegrationConfiguration);

/**
 * `GET|POST /v1/integrations/configuration/{id}/project/{projectId}` (the Terraform provider's
 * vercel_integration_project_access; not in the catalogue): whether a "selected" installation
 * reaches the project, and the owner's grant (`allowed: true`) or revocation (`false`).
 */
export const ProjectAccessRequest = z.strictObject({ allowed: z.boolean() });
export const ProjectAccessAnswer = z.object({ allowed: z.boolean() });
export type ProjectAccessAnswer = z.infer<typeof ProjectAccessAnswer>;

// ---- Admin API (/_emulator/integrations...) ----

/**
 * `POST /_emulator/integrations/installations`: install an integration for `userId` (the default
 * user when absent), on its personal account or on `teamId` (id or slug). A new `clientId` registers
 * the integration (secret and redirect URI generated when absent); a known one must bring its secret.
 */
export const InstallRequest = z.strictObject({
  clientId: z.string().min(1).optional(),
  clientSecret: z.string().min(1).optional(),
  redirectUri: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  slug: z.string().min(1).optional(),
  scopes: z.array(ScopeGrant),
  userId: z.string().min(1).optional(),
  teamId: z.string().min(1).optional(),
  /** The dashboard's choice: every project of the owner (the default) or the `projects` listed. */
  projectSelection: z.enum(PROJECT_SELECTIONS).optional(),
  /** With "selected": the ids of the owner's projects the installation reaches. */
  projects: z.array(z.string().min(1)).optional(),
});
export type InstallRequest = z.input<typeof InstallRequest>;

export const InstallResponse = z.object({
  configurationId: z.string(),
  clientId: z.string(),
  /** Only when the emulator generated it: the one chance to read it. */
  clientSecret: z.string().optional(),
  redirectUri: z.string(),
  /** The one-time code, valid 30 minutes. */
  code: z.string(),
  /** Where the platform would send the browser: the redirect URI with `code`, `configurationId`, `teamId`. */
  redirect: z.string(),
  teamId: z.string().nullable(),
});
export type InstallResponse = z.infer<typeof InstallResponse>;

/** `PUT /_emulator/integrations/:clientId/scopes`: the integration's new scope list. */
export const ScopesRequest = z.strictObject({ scopes: z.array(ScopeGrant) });

/** `POST /_emulator/integrations/configurations/:id/activate`: `userId` takes ownership. */
export const ActivateRequest = z.strictObject({ userId: z.string().min(1).optional() });

/** `POST /_emulator/clock`: move the emulator's clock forward (or back) by `advanceMs`. */
export const ClockRequest = z.strictObject({ advanceMs: z.number().int() });
export const ClockResponse = z.object({ now: EpochMs, offsetMs: z.number().int() });
export type ClockResponse = z.infer<typeof ClockResponse>;

export const DELIVERY_STATES = ["pending", "paused", "delivered", "failed"] as const;

/** One event on its way to one webhook (`GET /_emulator/deliveries`). */
export const Delivery = z.object({
  id: z.string(),
  webhookId: z.string(),
  event: z.string(),
  url: z.string(),
  status: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  /** The last HTTP status the receiver answered, or the network error. */
  lastResult: z.string().nullable(),
  createdAt: EpochMs,
});
export type Delivery = z.infer<typeof Delivery>;

// SSO into an integration (POST /v1/integrations/sso/token, the SDK's `exchangeSsoToken`): the
// dashboard sends the user to the integration's SSO URL with a one-time `code`; the integration
// trades it (or, later, the refresh token it got) for an OIDC `id_token` about the user and account.
const SsoClient = {
  client_id: z.string().min(1, "is required"),
  client_secret: z.string().min(1, "is required"),
};
export const SsoTokenRequest = z.discriminatedUnion("grant_type", [
  z.object({
    grant_type: z.literal("authorization_code"),
    code: z.string().min(1, "is required"),
    state: z.string().optional(),
    redirect_uri: z.string().optional(),
    ...SsoClient,
  }),
  z.object({
    grant_type: z.literal("refresh_token"),
    refresh_token: z.string().min(1, "is required"),
    ...SsoClient,
  }),
]);
export type SsoTokenRequest = z.infer<typeof SsoTokenRequest>;

/** The SDK's `ExchangeSsoTokenResponseBody2` (every field present). */
export const SsoTokenResponse = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  id_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("Bearer"),
});
export type SsoTokenResponse = z.infer<typeof SsoTokenResponse>;

/** Admin: the dashboard's "Open in <integration>" link for one user of an installation. */
export const SsoCodeRequest = z.strictObject({
  userId: z.string().min(1).optional(),
  state: z.string().min(1).optional(),
});
export type SsoCodeRequest = z.input<typeof SsoCodeRequest>;
