// What each connector type is, as the platform derives it from the type definition (@vercel/sdk
// connectconnector: typeName, supportedSubjectTypes, supportsInstallation, supportsRevocation,
// supportsTriggers, supportsIcon; connectconnectorcreatedata: the fields each type requires, and
// which of them are credentials). Only Slack takes incoming triggers today (the vercel CLI's
// `connect attach --triggers`: "only Slack supports incoming webhooks today").
import type { ConnectorType } from "./connect";

export interface ConnectorTypeDefinition {
  readonly typeName: string;
  /** Token subjects: `app` (an installation or the connector's own credentials), `user` (a user's grant). */
  readonly subjects: readonly ("app" | "user")[];
  /** App tokens need an installation first (an authorization request with subject app). */
  readonly supportsInstallation: boolean;
  readonly supportsRevocation: boolean;
  readonly supportsTriggers: boolean;
  readonly supportsIcon: "false" | "maybe" | "true";
  /** Fields `data` must hold on create (connectconnectorcreatedata, non-optional ones). */
  readonly required: readonly string[];
  /** Credentials in `data`: stored only as digests, never answered. */
  readonly secrets: readonly string[];
  /** Scope fields of `data` whose change needs each user to authorize again. */
  readonly userScopeFields: readonly string[];
  /** Scope fields of `data` whose change needs the app to be installed again. */
  readonly appScopeFields: readonly string[];
}

const base = {
  supportsInstallation: false,
  supportsRevocation: false,
  supportsTriggers: false,
  supportsIcon: "false",
  required: [],
  secrets: [],
  userScopeFields: [],
  appScopeFields: [],
} as const;

export const CONNECTOR_TYPE_DEFINITIONS: Readonly<Record<ConnectorType, ConnectorTypeDefinition>> = {
  slack: {
    ...base,
    typeName: "Slack",
    subjects: ["app", "user"],
    supportsInstallation: true,
    supportsRevocation: true,
    supportsTriggers: true,
    supportsIcon: "true",
    required: ["appId", "appName", "clientId", "clientSecret"],
    secrets: ["clientSecret", "signingSecret", "verificationToken"],
    userScopeFields: ["userScopes"],
    appScopeFields: ["botScopes"],
  },
  github: {
    ...base,
    typeName: "GitHub",
    subjects: ["app", "user"],
    supportsInstallation: true,
    supportsRevocation: true,
    supportsIcon: "maybe",
    required: ["appId", "appSlug", "appName", "clientId"],
    secrets: ["clientSecret", "privateKeyPem", "webhookSecret"],
  },
  linear: {
    ...base,
    typeName: "Linear",
    subjects: ["app", "user"],
    supportsInstallation: true,
    supportsRevocation: true,
    required: ["clientId", "clientSecret"],
    secrets: ["clientSecret", "webhookSecret"],
    userScopeFields: ["userScopes"],
    appScopeFields: ["appScopes"],
  },
  salesforce: {
    ...base,
    typeName: "Salesforce",
    subjects: ["user"],
    supportsRevocation: true,
    required: ["consumerKey", "consumerSecret", "loginHost"],
    secrets: ["consumerSecret"],
  },
  sendblue: {
    ...base,
    typeName: "Sendblue",
    subjects: ["app"],
    required: ["apiKeyId", "apiSecretKey"],
    secrets: ["apiSecretKey"],
  },
  photon: {
    ...base,
    typeName: "Photon",
    subjects: ["app"],
    required: ["projectId", "projectSecret"],
    secrets: ["projectSecret", "webhookSecret"],
  },
  linq: { ...base, typeName: "Linq", subjects: ["app"], required: ["apiToken"], secrets: ["apiToken"] },
  oauth: {
    ...base,
    typeName: "OAuth",
    subjects: ["user"],
    supportsRevocation: true,
    required: ["clientId"],
    secrets: ["clientSecret"],
  },
  snowflake: {
    ...base,
    typeName: "Snowflake",
    subjects: ["user"],
    required: ["accountIdentifier"],
  },
  "snowflake-wif": { ...base, typeName: "Snowflake (workload identity)", subjects: ["app"] },
  "api-key": { ...base, typeName: "API key", subjects: ["app"] },
  discord: { ...base, typeName: "Discord", subjects: ["app"] },
  "microsoft-entra": { ...base, typeName: "Microsoft Entra ID", subjects: ["app", "user"] },
  "microsoft-teams": { ...base, typeName: "Microsoft Teams", subjects: ["app"] },
  "aws-alpha": { ...base, typeName: "AWS", subjects: ["app"] },
  custom: { ...base, typeName: "Custom", subjects: ["app"] },
};

export const isConnectorType = (value: string): value is ConnectorType =>
  Object.hasOwn(CONNECTOR_TYPE_DEFINITIONS, value);
