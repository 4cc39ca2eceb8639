// Wire types of Connect (seed 000 `connect (connectors)`; shapes from @vercel/sdk's connectconnector,
// connectcreateconnectorrequest, connectupdateconnectorrequest, connecttriggerdestinationinput,
// connectupsertprojectconnectionrequest, connectprojectconnection and their list models). The token
// and authorization routes have no SDK model: their bodies follow the `vercel connect token` command
// (vercel CLI, commands-bulk.js `fetchToken`), which sends `{ installationId?, scopes?, subject? }`
// and reads `token` and the error codes `not_found`, `unresolved_token`,
// `user_authorization_required` and `client_installation_required`.
import { z } from "zod";
import { EpochMs } from "./common";

/** The connector types the SDK's ConnectConnectorType lists. */
export const CONNECTOR_TYPES = [
  "api-key",
  "aws-alpha",
  "custom",
  "discord",
  "github",
  "linear",
  "linq",
  "microsoft-entra",
  "microsoft-teams",
  "oauth",
  "photon",
  "salesforce",
  "sendblue",
  "slack",
  "snowflake",
  "snowflake-wif",
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

export const BUILT_IN_ENVIRONMENTS = ["development", "preview", "production"] as const;

/** A trigger destination as written: a branch, a custom environment, or the default deployment. */
export const TriggerDestinationInput = z.object({
  projectId: z.string().min(1),
  branch: z.string().min(1).optional(),
  customEnvironmentId: z.string().min(1).optional(),
  path: z.string().optional(),
});
export type TriggerDestinationInput = z.infer<typeof TriggerDestinationInput>;

/** On create the destination may leave its project to the top-level `projectId`. */
const CreateTriggerDestination = TriggerDestinationInput.extend({ projectId: z.string().min(1).optional() });

const Color = z.string();

/** Both create shapes (preset: service + connectionMethod; full: type + data) in one schema. */
export const ConnectorCreateRequest = z.object({
  data: z.record(z.string(), z.unknown()),
  icon: z.string().optional(),
  backgroundColor: Color.optional(),
  accentColor: Color.optional(),
  type: z.string().optional(),
  service: z.string().optional(),
  connectionMethod: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  target: z.string().optional(),
  uid: z.string().optional(),
  name: z.string().optional(),
  projectId: z.string().optional(),
  environments: z.array(z.string()).optional(),
  triggers: z.boolean().optional(),
  triggerDestination: CreateTriggerDestination.optional(),
  events: z.array(z.string()).optional(),
});
export type ConnectorCreateRequest = z.infer<typeof ConnectorCreateRequest>;

export const ConnectorUpdateRequest = z.object({
  triggers: z.boolean().optional(),
  events: z.array(z.string()).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  icon: z.string().optional(),
  backgroundColor: Color.optional(),
  accentColor: Color.optional(),
  uid: z.string().optional(),
  name: z.string().optional(),
});
export type ConnectorUpdateRequest = z.infer<typeof ConnectorUpdateRequest>;

export const TriggerDestinationsRequest = z.object({ destinations: z.array(TriggerDestinationInput) });

export const ProjectConnectionRequest = z.object({ environments: z.array(z.string()).min(1) });

export const ConnectorListQuery = z.looseObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().optional(),
  projectId: z.string().optional(),
  search: z.string().optional(),
  type: z.string().optional(),
  service: z.string().optional(),
  sort: z.enum(["name", "createdAt", "updatedAt"]).optional(),
});

export const ConnectionListQuery = z.looseObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().optional(),
});

const Principal = z.object({ id: z.string(), type: z.literal("user") });
const Pagination = z.object({ next: z.string().nullable() });

export const TriggerDestination = z.object({
  branch: z.string().optional(),
  customEnvironmentId: z.string().optional(),
  path: z.string().optional(),
  projectId: z.string(),
});

export const Connector = z.looseObject({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  displayName: z.string(),
  type: z.string(),
  typeName: z.string(),
  service: z.string(),
  connectionMethod: z.string().optional(),
  target: z.string().optional(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  createdBy: Principal.optional(),
  updatedBy: Principal.optional(),
  creationMode: z.enum(["managed", "manual"]).optional(),
  supportedSubjectTypes: z.array(z.string()),
  supportsIcon: z.enum(["false", "maybe", "true"]),
  supportsInstallation: z.boolean(),
  supportsRevocation: z.boolean(),
  supportsTriggers: z.boolean(),
  defaultInstallationId: z.string().optional(),
  reinstallAt: EpochMs.optional(),
  events: z.array(z.string()).optional(),
  icon: z.string().optional(),
  backgroundColor: z.string().optional(),
  accentColor: z.string().optional(),
  triggers: z.object({ enabled: z.boolean() }).optional(),
  triggerDestinations: z.array(TriggerDestination).optional(),
});
export type Connector = z.infer<typeof Connector>;

export const ConnectorList = z.object({ connectors: z.array(Connector), pagination: Pagination });

/**
 * The list as `GET /v1/connect/connectors` answers it, which the vercel CLI's `connect list` reads
 * (no SDK model: the SDK lists through v2): `clients` and a `cursor`; with `include=projects`, each
 * connector names its first connected projects and whether there are more.
 */
export const ConnectorListV1 = z.object({
  clients: z.array(
    Connector.extend({
      includes: z
        .object({
          projects: z.object({
            items: z.array(z.object({ project: z.object({ id: z.string(), name: z.string() }) })),
            hasMore: z.boolean(),
          }),
        })
        .optional(),
    }),
  ),
  cursor: z.string().nullable(),
});

export const ConnectorUpdateResult = z.object({
  connector: Connector,
  reconsentNeeded: z.object({ scope: z.literal("user") }).optional(),
  reinstallNeeded: z.boolean().optional(),
});

export const ProjectConnection = z.object({
  connectorId: z.string(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
  enabledEnvironments: z.array(z.string()),
  project: z.object({
    id: z.string(),
    name: z.string(),
    customEnvironments: z.array(z.object({ id: z.string(), slug: z.string() })).optional(),
  }),
});
export type ProjectConnection = z.infer<typeof ProjectConnection>;

export const ConnectorProjectList = z.object({
  projects: z.array(ProjectConnection),
  pagination: Pagination,
});
export const ProjectConnectorList = z.object({
  connectors: z.array(ProjectConnection),
  pagination: Pagination,
});

/** Whose token: the connector's app (its installation) or a user who authorized it. */
export const TokenSubject = z.discriminatedUnion("type", [
  z.object({ type: z.literal("app") }),
  z.object({ type: z.literal("user"), id: z.string().min(1).optional() }),
]);

export const TokenRequest = z.object({
  installationId: z.string().min(1).optional(),
  scopes: z.array(z.string().min(1)).optional(),
  subject: TokenSubject.optional(),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenAnswer = z.object({
  token: z.string(),
  expiresAt: EpochMs,
  scopes: z.array(z.string()),
  subject: z.object({ type: z.enum(["app", "user"]), id: z.string().optional() }),
  installationId: z.string().optional(),
});

export const AuthorizationRequest = z.object({
  subject: z.object({ type: z.enum(["app", "user"]) }).optional(),
  scopes: z.array(z.string().min(1)).optional(),
  installationId: z.string().min(1).optional(),
  request_code: z.string().min(1).optional(),
});
export type AuthorizationRequest = z.infer<typeof AuthorizationRequest>;

export const AuthorizationAnswer = z.object({
  id: z.string(),
  connectorId: z.string(),
  subject: z.object({ type: z.enum(["app", "user"]), id: z.string().optional() }),
  scopes: z.array(z.string()),
  url: z.string(),
  status: z.literal("approved"),
  installationId: z.string().optional(),
  createdAt: EpochMs,
});
