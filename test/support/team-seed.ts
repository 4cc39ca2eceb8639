// A team holding one or more objects of every family `vercel-pulumi import` reads, created through
// the definitions (so the inputs are valid program inputs). The inventory specs compare what they
// read back with these inputs; the import-command spec generates a program from the same team.
import { DEFAULT_USER_ID } from "../../emulator";
import { configure, startNewRun } from "../../provider/operations/session";
import * as operations from "../../provider/operations/lifecycle";
import { definitionByName } from "../../provider/families/registry";
import type { EmulatorHandle } from "./emulator";
import { install } from "./integrations";
import { testCertificate } from "./tls";

type Props = Record<string, unknown>;

export interface SeededObject {
  type: string;
  /** The id its resource has in state. */
  id: string;
  /** The import id the inventory must report. */
  importId: string;
  /** The inputs it was created with. */
  inputs: Props;
}

/** One object to create: its inputs from the ids made before it, and its import id from its own. */
interface Step {
  name: string;
  type: string;
  inputs: (ids: Record<string, string>) => Props;
  /**
   * Children created with a bare id (env vars, custom environments, flags, segments, SDK keys)
   * import as `<projectId>/<id>`.
   */
  importId?: (id: string, ids: Record<string, string>) => string;
}

/** The other team the seeded registry repository is shared with. */
export const SEED_PARTNER = "seed-partner";

const childOfProject = (id: string, ids: Record<string, string>) => `${ids.web}/${id}`;
const off = { defaultVariantId: "off", disabledVariantId: "off" };

/** The team member the platform description adds (an existing user, as the platform needs). */
const SEEDED_USER = "casey";

const STEPS: readonly Step[] = [
  {
    name: "web",
    type: "Project",
    inputs: () => ({ name: "web", framework: "nextjs", buildCommand: "npm run build" }),
  },
  {
    name: "staging",
    type: "CustomEnvironment",
    inputs: (ids) => ({ projectId: ids.web, name: "staging", description: "pre-prod" }),
    importId: childOfProject,
  },
  {
    name: "apiUrl",
    type: "ProjectEnvironmentVariable",
    inputs: (ids) => ({
      projectId: ids.web,
      key: "API_URL",
      value: "https://api.example.com",
      targets: ["production", "preview"],
    }),
    importId: childOfProject,
  },
  {
    name: "dbPassword",
    type: "ProjectEnvironmentVariable",
    inputs: (ids) => ({
      projectId: ids.web,
      key: "DB_PASSWORD",
      value: "seeded-db-secret",
      targets: ["production"],
      sensitive: true,
    }),
    importId: childOfProject,
  },
  {
    name: "stage",
    type: "ProjectEnvironmentVariable",
    inputs: (ids) => ({
      projectId: ids.web,
      key: "STAGE",
      value: "staging",
      customEnvironmentIds: [ids.staging],
    }),
    importId: childOfProject,
  },
  {
    name: "shared",
    type: "SharedEnvironmentVariable",
    inputs: () => ({
      key: "SHARED_TOKEN",
      value: "seeded-shared-secret",
      targets: ["production"],
      sensitive: true,
    }),
  },
  {
    name: "sharedLink",
    type: "SharedEnvironmentVariableProjectLink",
    inputs: (ids) => ({ sharedEnvironmentVariableId: ids.shared, projectId: ids.web }),
  },
  { name: "domain", type: "Domain", inputs: () => ({ name: "example.com" }) },
  {
    name: "www",
    type: "DnsRecord",
    inputs: () => ({ domain: "example.com", type: "A", name: "www", value: "203.0.113.7", ttl: 300 }),
  },
  {
    name: "mx",
    type: "DnsRecord",
    inputs: () => ({
      domain: "example.com",
      type: "MX",
      name: "",
      value: "mail.example.com",
      mxPriority: 10,
    }),
  },
  {
    name: "wwwDomain",
    type: "ProjectDomain",
    inputs: (ids) => ({ projectId: ids.web, domain: "www.example.com" }),
  },
  { name: "store", type: "EdgeConfig", inputs: () => ({ name: "app_config" }) },
  {
    name: "storeSchema",
    type: "EdgeConfigSchema",
    inputs: (ids) => ({ edgeConfigId: ids.store, definition: JSON.stringify({ type: "object" }) }),
  },
  {
    name: "greeting",
    type: "EdgeConfigItem",
    inputs: (ids) => ({ edgeConfigId: ids.store, key: "greeting", value: "hello" }),
  },
  {
    name: "limits",
    type: "EdgeConfigItem",
    inputs: (ids) => ({ edgeConfigId: ids.store, key: "limits", valueJson: { uploads: 10 } }),
  },
  {
    name: "reader",
    type: "EdgeConfigToken",
    inputs: (ids) => ({ edgeConfigId: ids.store, label: "reader" }),
  },
  {
    name: "staff",
    type: "FeatureFlagSegment",
    inputs: (ids) => ({
      projectId: ids.web,
      slug: "staff",
      name: "Staff",
      include: [{ entity: "user", attribute: "email", values: ["ada@example.com"] }],
    }),
    importId: childOfProject,
  },
  {
    name: "checkout",
    type: "FeatureFlagDefinition",
    inputs: (ids) => ({
      projectId: ids.web,
      key: "new-checkout",
      kind: "boolean",
      variants: [
        { id: "off", valueBool: false },
        { id: "on", valueBool: true },
      ],
    }),
    importId: childOfProject,
  },
  {
    name: "checkoutConfig",
    type: "FeatureFlagConfig",
    inputs: (ids) => ({
      projectId: ids.web,
      flagId: ids.checkoutFlagId,
      production: {
        ...off,
        rules: [{ conditions: [{ segments: [ids.staffSegmentId], cmp: "oneOf" }], variantId: "on" }],
      },
      preview: off,
      development: off,
    }),
  },
  {
    name: "sdkKey",
    type: "FeatureFlagSdkKey",
    inputs: (ids) => ({ projectId: ids.web, environment: "production", type: "server" }),
    importId: childOfProject,
  },
  {
    name: "firewall",
    type: "FirewallConfig",
    inputs: (ids) => ({
      projectId: ids.web,
      rules: {
        rules: [
          {
            name: "Block probes",
            conditionGroups: [{ conditions: [{ type: "path", op: "pre", value: "/wp-admin" }] }],
            action: { action: "deny" },
          },
        ],
      },
    }),
  },
  {
    name: "attackMode",
    type: "AttackChallengeMode",
    inputs: (ids) => ({ projectId: ids.web, enabled: true, attackModeActiveUntil: Date.UTC(2031, 0, 1) }),
  },
  {
    name: "monitorsBypass",
    type: "FirewallBypass",
    inputs: (ids) => ({ projectId: ids.web, domain: "*", sourceIp: "198.51.100.0/24", note: "monitors" }),
  },
  {
    name: "logs",
    type: "LogDrain",
    inputs: (ids) => ({
      name: "app-logs",
      endpoint: "https://logs.example.com/in",
      environments: ["production"],
      sources: ["lambda", "edge"],
      projectIds: [ids.web],
    }),
  },
  {
    name: "traces",
    type: "TraceDrain",
    inputs: () => ({
      name: "app-traces",
      endpoint: "https://otel.example.com/v1/traces",
      deliveryFormat: "proto",
      samplingRules: [{ environment: "production", rate: 0.5, requestPath: "/api" }],
    }),
  },
  {
    name: "hook",
    type: "Webhook",
    inputs: (ids) => ({
      events: ["deployment.created", "project.created"],
      endpoint: "https://hooks.example.com/in",
      projectIds: [ids.web],
    }),
  },
  {
    name: "redirects",
    type: "BulkRedirects",
    inputs: (ids) => ({
      projectId: ids.web,
      redirects: [{ source: "/old", destination: "/new", statusCode: 308 }],
    }),
  },
  {
    name: "routes",
    type: "ProjectRoutes",
    inputs: (ids) => ({
      projectId: ids.web,
      rules: [{ name: "legacy", route: { src: "/legacy/(.*)", dest: "/$1" } }],
    }),
  },
  // A user who already has an account (made by the emulator's admin API before the steps).
  // Named by user id, as the inventory reads a member back.
  { name: "member", type: "TeamMember", inputs: (ids) => ({ userId: ids.seededUser, role: "CONTRIBUTOR" }) },
  // The team's settings, one per team: adopted as they are (no setting declared, nothing written),
  // so an import of them agrees with any program that manages the same team's settings.
  { name: "teamSettings", type: "TeamConfig", inputs: () => ({}) },
  { name: "group", type: "AccessGroup", inputs: () => ({ name: "seeded-group" }) },
  {
    name: "grant",
    type: "AccessGroupProject",
    inputs: (ids) => ({ accessGroupId: ids.group, projectId: ids.web, role: "PROJECT_VIEWER" }),
  },
  {
    name: "groupMember",
    type: "AccessGroupMember",
    inputs: (ids) => ({ accessGroupId: ids.group, userId: ids.member }),
  },
  {
    name: "projectMembers",
    type: "ProjectMembers",
    inputs: (ids) => ({
      projectId: ids.web,
      members: [{ userId: ids.seededUser, role: "PROJECT_VIEWER" }],
    }),
  },
  {
    name: "observability",
    type: "ObservabilityConfiguration",
    inputs: (ids) => ({ projectId: ids.web, extendedTierEnabled: false }),
  },
  {
    name: "flagSettings",
    type: "FeatureFlagSettings",
    inputs: (ids) => ({
      projectId: ids.web,
      enabled: true,
      entities: [{ kind: "user", label: "User", attributes: [{ key: "email", type: "string" }] }],
    }),
  },
  {
    name: "issuer",
    type: "KmsIssuer",
    inputs: () => ({ name: "seeded-signer", algorithm: "RS256" }),
  },
  {
    name: "nextKey",
    type: "KmsSigningKey",
    inputs: (ids) => ({ issuerId: ids.issuer, activation: "manual" }),
  },
  {
    name: "issuerGrant",
    type: "KmsProjectGrant",
    inputs: (ids) => ({ issuerId: ids.issuer, projectId: ids.web, environments: ["production", "preview"] }),
  },
  {
    name: "blobStore",
    type: "BlobStore",
    inputs: () => ({ name: "seeded-assets", access: "public", region: "iad1" }),
  },
  {
    name: "blobConnection",
    type: "BlobProjectConnection",
    inputs: (ids) => ({
      blobStoreId: ids.blobStore,
      projectId: ids.web,
      environments: ["production"],
      envVarPrefix: "SEEDED_",
    }),
  },
  {
    name: "integrationAccess",
    type: "IntegrationProjectAccess",
    inputs: (ids) => ({ integrationId: ids.integration, projectId: ids.web }),
  },
  {
    name: "network",
    type: "Network",
    inputs: () => ({ name: "seeded-network", cidr: "10.50.0.0/16", region: "iad1" }),
  },
  {
    name: "privateLink",
    type: "PrivateLinkEndpoint",
    inputs: (ids) => ({
      projectId: ids.web,
      name: "seeded-link",
      vercelRegion: "iad1",
      awsServiceName: "com.amazonaws.vpce.us-east-1.vpce-svc-0123456789abcdef0",
    }),
  },
  {
    name: "staticIps",
    type: "ProjectStaticIps",
    inputs: (ids) => ({ projectId: ids.web, regions: ["iad1"] }),
  },
  {
    name: "ciBypass",
    type: "ProjectProtectionBypass",
    inputs: (ids) => ({ projectId: ids.web, note: "ci pipeline" }),
  },
  {
    name: "webCrons",
    type: "ProjectCrons",
    inputs: (ids) => ({ projectId: ids.web, enabled: false }),
  },
  {
    name: "webRetention",
    type: "ProjectDeploymentRetention",
    inputs: (ids) => ({ projectId: ids.web, expirationPreview: "1m", expirationErrored: "1w" }),
  },
  {
    name: "webRollout",
    type: "ProjectRollingRelease",
    inputs: (ids) => ({
      projectId: ids.web,
      advancementType: "automatic",
      stages: [{ targetPercentage: 20, duration: 10 }],
    }),
  },
  {
    name: "webAnalytics",
    type: "ProjectAnalytics",
    inputs: (ids) => ({ projectId: ids.web, webAnalytics: true, speedInsights: true }),
  },
  {
    name: "shop",
    type: "Project",
    inputs: () => ({ name: "shop" }),
  },
  {
    name: "storefront",
    type: "MicrofrontendGroup",
    inputs: (ids) => ({ name: "seeded-storefront", defaultApp: { projectId: ids.web, defaultRoute: "/" } }),
  },
  {
    name: "storefrontShop",
    type: "MicrofrontendGroupMembership",
    inputs: (ids) => ({ microfrontendGroupId: ids.storefront, projectId: ids.shop, defaultRoute: "/shop" }),
  },
  {
    name: "supportLine",
    type: "Connector",
    inputs: () => ({ name: "seeded-support", type: "linq", credentials: { apiToken: "seeded-linq-secret" } }),
  },
  {
    name: "supportLineWeb",
    type: "ConnectorProjectConnection",
    inputs: (ids) => ({ connectorId: ids.supportLine, projectId: ids.web, environments: ["production"] }),
  },
  {
    name: "images",
    type: "VcrRepository",
    inputs: (ids) => ({ projectId: ids.web, name: "images" }),
    importId: (_id, ids) => `${ids.web}/images`,
  },
  {
    name: "imagesGrant",
    type: "VcrRepositoryPermission",
    inputs: (ids) => ({ projectId: ids.web, repository: "images", grantedTeamId: ids.partner }),
    importId: (_id, ids) => `${ids.web}/images/${ids.partner}`,
  },
  {
    name: "assistant",
    type: "AiGatewayVirtualModel",
    inputs: () => ({ virtualModelSlug: "helpdesk", modelSlug: "openai/gpt-4o", description: "help desk" }),
  },
  {
    name: "rewriteRule",
    type: "AiGatewayRule",
    inputs: () => ({
      type: "rewrite",
      match: { model: "openai/gpt-4o-mini" },
      action: { rewriteModel: "openai/gpt-4o" },
    }),
  },
  {
    name: "e2e",
    type: "ProjectDeploymentCheck",
    inputs: (ids) => ({
      projectId: ids.web,
      name: "e2e",
      requires: "build-ready",
      targets: ["production", "preview"],
      source: { kind: "git-provider", externalCheckName: "e2e", provider: "github" },
    }),
    importId: childOfProject,
  },
  {
    name: "certificate",
    type: "CustomCertificate",
    inputs: () => {
      const { cert, key, ca } = testCertificate();
      return { certificate: cert, privateKey: key, certificateAuthorityCertificate: ca };
    },
  },
];

/** Creates every object in the emulator's default team; answers them in creation order. */
export async function seedTeam(emulator: EmulatorHandle): Promise<SeededObject[]> {
  startNewRun();
  configure({
    get: (key) =>
      ({ "vercel:apiToken": emulator.token, "vercel:apiUrl": emulator.url, "vercel:team": emulator.teamId })[
        key
      ],
  });
  // The user a project member is, the team a registry repository is shared with
  // (VcrRepositoryPermission names another team), and an installed integration.
  const ids: Record<string, string> = {
    seededUser: (await emulator.admin.createUser(SEEDED_USER)).user.id,
    partner: (await emulator.admin.createTeam(SEED_PARTNER, [DEFAULT_USER_ID])).id,
    // An integration installed for specific projects, which IntegrationProjectAccess grants the project.
    integration: (
      await install(emulator, {
        scopes: ["read:project"],
        teamId: emulator.teamId,
        projectSelection: "selected",
      })
    ).configurationId,
  };
  const seeded: SeededObject[] = [];
  for (const step of STEPS) {
    const definition = definitionByName(step.type) as operations.Definition;
    const { inputs, failures } = operations.check(definition, step.inputs(ids));
    if (failures.length > 0) throw new Error(`seed ${step.name}: ${JSON.stringify(failures)}`);
    const { id, outputs } = await operations.create(definition, inputs);
    ids[step.name] = id;
    // What later steps name: a flag and a segment by their platform ids.
    if (typeof outputs.flagId === "string") ids[`${step.name}FlagId`] = outputs.flagId;
    if (typeof outputs.segmentId === "string") ids[`${step.name}SegmentId`] = outputs.segmentId;
    seeded.push({ type: step.type, id, importId: step.importId?.(id, ids) ?? id, inputs });
  }
  return seeded;
}
