// The bad-input catalogue: programs as users mistype them, over every resource and lookup. Each
// entry is one resource (or lookup call) with one or more mistakes that do not hide each other;
// each mistake is a case: the field it names and the rule its message must state.

export interface Mistake {
  /** The field as check names it (a path for nested ones). */
  field: string;
  /** What the message must say (a fragment of the rule). */
  rule: string;
}

export interface BadResource {
  type: string;
  args: Record<string, unknown>;
  mistakes: Mistake[];
}

export interface BadLookup {
  fn: string;
  args: Record<string, unknown>;
  mistakes: Mistake[];
}

const P = "prj_catalogue0000000000000000";
const E = "ecfg_catalogue000000000000000";
const off = { defaultVariantId: "off", disabledVariantId: "off" };

export const BAD_RESOURCES: readonly BadResource[] = [
  {
    type: "Project",
    args: { name: "My Site", framework: "nextjs-ish", buildComand: "npm run build", nodeVersion: 22 },
    mistakes: [
      { field: "name", rule: "lowercase" },
      { field: "framework", rule: "must be one of" },
      { field: "buildComand", rule: "unknown argument; did you mean buildCommand?" },
      { field: "nodeVersion", rule: "must be one of" },
    ],
  },
  {
    type: "Project",
    args: {
      name: "ok-site",
      gitRepository: { type: "svn", repo: "acme" },
      serverlessFunctionRegion: "mars1",
    },
    mistakes: [
      { field: "gitRepository.type", rule: "must be one of" },
      { field: "gitRepository.repo", rule: 'must be "owner/name"' },
      { field: "serverlessFunctionRegion", rule: "region" },
    ],
  },
  {
    type: "Project",
    args: {
      name: "x".repeat(101),
      trustedIps: { addresses: [{ value: "10.0.0.300/8" }], deploymentType: "all" },
    },
    mistakes: [
      { field: "name", rule: "at most 100 characters" },
      { field: "trustedIps.addresses[0].value", rule: "must be an IPv4 or IPv6 address or CIDR range" },
      { field: "trustedIps.deploymentType", rule: "must be one of" },
    ],
  },
  {
    type: "ProjectDomain",
    args: { projectId: P, domain: "not a domain", redirectStatusCode: 303 },
    mistakes: [
      { field: "domain", rule: "domain name" },
      { field: "redirectStatusCode", rule: "must be one of 301, 302, 307, 308" },
    ],
  },
  {
    type: "Domain",
    args: { name: "exa mple.com", zone: "yes" },
    mistakes: [
      { field: "name", rule: "domain name" },
      { field: "zone", rule: "boolean" },
    ],
  },
  {
    type: "DnsRecord",
    args: { domain: "example.com", type: "A", name: "www", value: "not-an-ip", ttl: 5 },
    mistakes: [
      { field: "ttl", rule: "must be 60 to 2147483647 seconds" },
      { field: "value", rule: "must be an IPv4 address for an A record" },
    ],
  },
  {
    type: "DnsRecord",
    args: { domain: "example.com", type: "A", name: "www", value: "999.1.1.1" },
    mistakes: [{ field: "value", rule: "must be an IPv4 address for an A record" }],
  },
  {
    type: "DnsRecord",
    args: { domain: "example.com", type: "AAAA", name: "v6", value: "10.0.0.1" },
    mistakes: [{ field: "value", rule: "must be an IPv6 address for an AAAA record" }],
  },
  {
    type: "DnsRecord",
    args: { domain: "example.com", type: "MX", name: "", value: "mail.example.com" },
    mistakes: [{ field: "mxPriority", rule: "is required for an MX record" }],
  },
  {
    type: "DnsRecord",
    args: { domain: "example.com", type: "PTR", name: "bad name!", value: "x" },
    mistakes: [
      { field: "type", rule: "must be one of" },
      { field: "name", rule: 'must be "" for the apex' },
    ],
  },
  {
    type: "CustomEnvironment",
    args: { projectId: P, name: "", branchTracking: { type: "regex", pattern: "main" } },
    mistakes: [
      { field: "name", rule: "must not be empty" },
      { field: "branchTracking.type", rule: "must be one of" },
    ],
  },
  {
    type: "ProjectEnvironmentVariable",
    args: { projectId: P, key: "API-URL ", value: "x", targets: ["prod"] },
    mistakes: [
      { field: "key", rule: "may contain only letters, digits and '_'" },
      { field: "targets[0]", rule: "must be one of" },
    ],
  },
  {
    type: "ProjectEnvironmentVariable",
    args: { projectId: P, key: "BOTH", value: "a", valueWo: "b", targets: ["production"] },
    mistakes: [{ field: "valueWo", rule: "conflicts with value: set exactly one of value and valueWo" }],
  },
  {
    type: "ProjectEnvironmentVariables",
    args: { projectId: P, variables: [] },
    mistakes: [{ field: "variables", rule: "at least one variable" }],
  },
  {
    type: "SharedEnvironmentVariable",
    args: { key: "SHARED", value: "v", targets: ["staging-x"], sensitive: "yes" },
    mistakes: [
      { field: "targets[0]", rule: "must be one of" },
      { field: "sensitive", rule: "boolean" },
    ],
  },
  {
    type: "SharedEnvironmentVariableProjectLink",
    args: { sharedEnvironmentVariableId: "", projectId: 42 },
    mistakes: [
      { field: "sharedEnvironmentVariableId", rule: "must not be empty" },
      { field: "projectId", rule: "string" },
    ],
  },
  {
    type: "EdgeConfig",
    args: { name: "has spaces!" },
    mistakes: [{ field: "name", rule: 'must be letters, digits, "_" and "-"' }],
  },
  {
    type: "EdgeConfigItem",
    args: { edgeConfigId: E, key: "k", value: "a", valueJson: { b: 1 } },
    mistakes: [{ field: "value", rule: "give value or valueJson, not both" }],
  },
  {
    type: "EdgeConfigItems",
    args: { edgeConfigId: E, items: [{ key: "", value: "x" }], itmes: [] },
    mistakes: [
      { field: "items[0].key", rule: "must be 1 to 256 letters" },
      { field: "itmes", rule: "did you mean items?" },
    ],
  },
  {
    type: "EdgeConfigSchema",
    args: { edgeConfigId: E, definition: "{not json" },
    mistakes: [{ field: "definition", rule: "must be a JSON object (a JSON Schema)" }],
  },
  {
    type: "EdgeConfigToken",
    args: { edgeConfigId: "", label: "x".repeat(80) },
    mistakes: [
      { field: "edgeConfigId", rule: "must not be empty" },
      { field: "label", rule: "at most" },
    ],
  },
  {
    type: "DeploymentProtectionException",
    args: { projectId: "", alias: "https://preview.vercel.app/" },
    mistakes: [
      { field: "projectId", rule: "must not be empty" },
      { field: "alias", rule: "must be a hostname" },
    ],
  },
  {
    type: "ProjectProtectionBypass",
    args: { projectId: P, secret: "too-short", note: "n".repeat(101) },
    mistakes: [
      { field: "secret", rule: "must be 32 letters and digits" },
      { field: "note", rule: "at most 100 characters" },
    ],
  },
  {
    type: "FirewallConfig",
    args: {
      projectId: P,
      ipRules: { rules: [{ action: "allow-ish", hostname: "example.com", ip: "300.1.1.1/33" }] },
      rules: { rules: [{ name: "r", conditionGroups: [], action: { action: "deny" } }] },
    },
    mistakes: [
      { field: "ipRules.rules[0].action", rule: "must be one of" },
      { field: "ipRules.rules[0].ip", rule: "must be an IPv4 or IPv6 address or CIDR range" },
      { field: "rules.rules[0].conditionGroups", rule: "at least one condition group" },
    ],
  },
  {
    type: "AttackChallengeMode",
    args: { projectId: P, enabled: "yes", attackModeActiveUntil: 1_900_000_000 },
    mistakes: [
      { field: "enabled", rule: "boolean" },
      { field: "attackModeActiveUntil", rule: "this looks like seconds" },
    ],
  },
  {
    type: "FirewallBypass",
    args: { projectId: P, domain: "not a host", sourceIp: "5.6.7.300", note: "n".repeat(501) },
    mistakes: [
      { field: "domain", rule: 'must be a hostname, or "*" for all domains' },
      { field: "sourceIp", rule: "must be an IPv4 or IPv6 address or CIDR range" },
      { field: "note", rule: "at most 500 characters" },
    ],
  },
  {
    type: "FeatureFlagDefinition",
    args: { projectId: P, key: "Bad Key", kind: "integer", variants: [] },
    mistakes: [
      { field: "key", rule: 'must be letters, digits, "-" and "_"' },
      { field: "kind", rule: "must be one of" },
      { field: "variants", rule: "at least one variant" },
    ],
  },
  {
    type: "FeatureFlagConfig",
    args: {
      projectId: P,
      flagId: "flag_x",
      production: { ...off, enabled: "on" },
      preview: off,
      development: off,
    },
    mistakes: [{ field: "production.enabled", rule: "boolean" }],
  },
  {
    type: "FeatureFlagSegment",
    args: {
      projectId: P,
      slug: "Staff Members",
      name: "Staff",
      include: [{ entity: "user", attribute: "email", values: [] }],
    },
    mistakes: [
      { field: "slug", rule: 'must be letters, digits, "-" and "_"' },
      { field: "include[0].values", rule: "at least one value" },
    ],
  },
  {
    type: "FeatureFlagSdkKey",
    args: { projectId: "", environment: "production", type: "admin" },
    mistakes: [
      { field: "projectId", rule: "must not be empty" },
      { field: "type", rule: "must be one of" },
    ],
  },
  {
    type: "LogDrain",
    args: { name: "logs", endpoint: "ftp://logs.example.com", sources: ["kernel"], samplingRate: 2 },
    mistakes: [
      { field: "endpoint", rule: "must be an http(s) URL" },
      { field: "sources[0]", rule: "must be one of" },
      { field: "samplingRate", rule: "between 0 and 1" },
    ],
  },
  {
    type: "LogDrain",
    args: { name: "logs", endpoint: "https://logs.example.com", environments: [], deliveryFormat: "xml" },
    mistakes: [
      { field: "environments", rule: "must name at least one environment" },
      { field: "deliveryFormat", rule: "must be one of" },
    ],
  },
  {
    type: "TraceDrain",
    args: { name: "", endpoint: "not a url", deliveryFormat: "ndjson" },
    mistakes: [
      { field: "name", rule: "must not be empty" },
      { field: "endpoint", rule: "must be an http(s) URL" },
      { field: "deliveryFormat", rule: "must be one of" },
    ],
  },
  {
    type: "Webhook",
    args: { events: ["deployment.exploded"], endpoint: "http//hooks" },
    mistakes: [
      { field: "events[0]", rule: 'unknown event "deployment.exploded"' },
      { field: "endpoint", rule: "must be an http(s) URL" },
    ],
  },
  {
    type: "Webhook",
    args: { events: [], endpoint: "https://hooks.example.com", projectId: P },
    mistakes: [
      { field: "events", rule: "at least one event" },
      { field: "projectId", rule: "did you mean projectIds?" },
    ],
  },
  {
    type: "AiGatewayVirtualModel",
    args: { virtualModelSlug: "Bad Slug", modelSlug: "gpt-4o" },
    mistakes: [
      { field: "virtualModelSlug", rule: "must be letters, digits, '.', '_' or '-'" },
      { field: "modelSlug", rule: 'must be a model id of the form "provider/model-name"' },
    ],
  },
  {
    type: "AiGatewayVirtualModel",
    args: { virtualModelSlug: "relay", kind: "relay" },
    mistakes: [{ field: "baseUrl", rule: "is required for a virtual model of kind relay" }],
  },
  {
    type: "AiGatewayRule",
    args: { type: "block", match: { model: "nomodel" }, enabled: 1 },
    mistakes: [
      { field: "type", rule: "must be one of" },
      { field: "match.model", rule: "provider/model-name" },
      { field: "enabled", rule: "boolean" },
    ],
  },
  {
    type: "ProjectDeploymentCheck",
    args: { projectId: P, name: "", blocks: "deploy-ish", timeout: 86_401, source: { kind: "robot" } },
    mistakes: [
      { field: "name", rule: "must not be empty" },
      { field: "blocks", rule: "must be one of" },
      { field: "timeout", rule: "must be at most a day" },
      { field: "source.kind", rule: 'must be one of "webhook", "git-provider", "integration"' },
    ],
  },
  {
    type: "CustomCertificate",
    args: { certificate: "not a pem", privateKey: "nope", certificateAuthorityCertificate: "x" },
    mistakes: [{ field: "certificate", rule: "is not a PEM-encoded X.509 certificate" }],
  },
  {
    type: "BulkRedirects",
    args: { projectId: P, redirects: [{ source: "/old", destination: "", statusCode: 303 }] },
    mistakes: [
      { field: "redirects[0].destination", rule: "a redirect needs a destination" },
      { field: "redirects[0].statusCode", rule: "must be one of 301, 302, 307, 308" },
    ],
  },
  {
    type: "ProjectRoutes",
    args: { projectId: P, rules: [{ name: "r", route: { src: "/(unclosed" } }] },
    mistakes: [{ field: "rules[0].route.src", rule: "does not compile" }],
  },
  {
    type: "ProjectRoute",
    args: {
      projectId: P,
      name: "unclosed",
      position: { placement: "after" },
      route: { src: "/(unclosed", transforms: [{ type: "request.headers", op: "set", target: "x-a" }] },
    },
    mistakes: [
      { field: "route.src", rule: "does not compile" },
      { field: "position.referenceRouteId", rule: "is required with placement before or after" },
      { field: "route.transforms[0].target", rule: "must be JSON text" },
    ],
  },
  {
    type: "ObservabilityConfiguration",
    args: { projectId: P, extendedTierEnabled: "yes" },
    mistakes: [{ field: "extendedTierEnabled", rule: "boolean" }],
  },
  {
    type: "ProjectCrons",
    args: { projectId: P, enabled: "on" },
    mistakes: [{ field: "enabled", rule: "boolean" }],
  },
  {
    type: "ProjectAnalytics",
    args: { projectId: P, speedInsights: "yes" },
    mistakes: [{ field: "speedInsights", rule: "boolean" }],
  },
  {
    type: "ProjectAnalytics",
    args: { projectId: P },
    mistakes: [{ field: "webAnalytics", rule: "set webAnalytics, speedInsights or both" }],
  },
  {
    type: "ProjectDeploymentRetention",
    args: { projectId: P, expirationPreview: "5d", expirationErrored: "forever" },
    mistakes: [
      { field: "expirationPreview", rule: 'must be one of "1d"' },
      { field: "expirationErrored", rule: "must be one of" },
    ],
  },
  {
    type: "ProjectRollingRelease",
    args: {
      projectId: P,
      advancementType: "automatic",
      stages: [{ targetPercentage: 50, duration: 10 }, { targetPercentage: 20 }],
    },
    mistakes: [
      { field: "stages[1].targetPercentage", rule: "stages increase" },
      { field: "stages[1].duration", rule: "is required with automatic advancement" },
    ],
  },
  {
    type: "TeamMember",
    args: { email: "not-an-email", role: "OVERLORD" },
    mistakes: [
      { field: "email", rule: "must be an email address" },
      { field: "role", rule: "must be one of" },
    ],
  },
  {
    type: "TeamConfig",
    args: {
      slug: "Not A Slug",
      emailDomain: "not a domain",
      sensitiveEnvironmentVariablePolicy: "sometimes",
      saml: { roles: { admins: { role: "OWNER", accessGroupId: "ag_1" } } },
    },
    mistakes: [
      { field: "slug", rule: "lowercase letters, digits and inner hyphens" },
      { field: "emailDomain", rule: "is a domain name" },
      { field: "sensitiveEnvironmentVariablePolicy", rule: "must be one of" },
      { field: "saml.roles.admins", rule: "exactly one of role or accessGroupId" },
    ],
  },
  { type: "AccessGroup", args: { name: "" }, mistakes: [{ field: "name", rule: "must not be empty" }] },
  {
    type: "AccessGroupProject",
    args: { accessGroupId: "ag_catalogue", projectId: P, role: "OWNER" },
    mistakes: [{ field: "role", rule: 'must be one of "ADMIN", "PROJECT_DEVELOPER", "PROJECT_VIEWER"' }],
  },
  {
    type: "IntegrationProjectAccess",
    args: { integrationId: "oac_catalogue", projectId: " " },
    mistakes: [
      { field: "integrationId", rule: "must be an integration configuration id (icfg_…)" },
      { field: "projectId", rule: "must not be empty" },
    ],
  },
  {
    type: "AccessGroupMember",
    args: { accessGroupId: "", userId: "" },
    mistakes: [
      { field: "accessGroupId", rule: "must not be empty" },
      { field: "userId", rule: "must not be empty" },
    ],
  },
  {
    type: "ProjectMembers",
    args: { projectId: P, members: [{ email: "x", role: "GOD" }] },
    mistakes: [
      { field: "members[0].email", rule: "must be an email address" },
      { field: "members[0].role", rule: "must be one of" },
    ],
  },
  {
    type: "UserToken",
    args: { name: "", expiresAt: 978307200000 },
    mistakes: [
      { field: "name", rule: "must not be empty" },
      { field: "expiresAt", rule: "must be in the future" },
    ],
  },
  {
    type: "ApiKey",
    args: { name: "", expiresAt: 978307200000, aiGatewayQuota: { limitAmount: 0 } },
    mistakes: [
      { field: "name", rule: "must not be empty" },
      { field: "expiresAt", rule: "must be in the future" },
      { field: "aiGatewayQuota.limitAmount", rule: "must be at least 1" },
    ],
  },
  {
    type: "KmsIssuer",
    args: { name: "issuer", algorithm: "RSA-1" },
    mistakes: [{ field: "algorithm", rule: "must be one of 9 values" }],
  },
  {
    type: "BlobStore",
    args: { name: "assets", access: "protected", region: "mars1" },
    mistakes: [
      { field: "access", rule: 'must be one of "public", "private"' },
      { field: "region", rule: "must be one of 20 values" },
    ],
  },
  {
    type: "BlobObject",
    args: {
      storeId: "store_catalogue",
      pathname: "assets//logo.svg",
      source: "logo.svg",
      cacheControlMaxAge: 5,
    },
    mistakes: [
      { field: "pathname", rule: 'must not contain "//"' },
      { field: "cacheControlMaxAge", rule: "must be at least 60 seconds (the platform's minimum)" },
    ],
  },
  {
    type: "BlobProjectConnection",
    args: {
      blobStoreId: "store_catalogue",
      projectId: "prj_catalogue",
      environments: [],
      envVarPrefix: "9X",
    },
    mistakes: [
      { field: "environments", rule: "must name at least one environment" },
      { field: "envVarPrefix", rule: 'must be letters, digits or "_", not starting with a digit' },
    ],
  },
  {
    type: "KmsSigningKey",
    args: { issuerId: "iss_catalogue", activation: "later", revokePreviousAfterHours: -1 },
    mistakes: [
      { field: "activation", rule: 'must be one of "automatic", "manual"' },
      { field: "revokePreviousAfterHours", rule: "must not be negative" },
    ],
  },
  {
    type: "KmsProjectGrant",
    args: { issuerId: "", projectId: P, environments: [] },
    mistakes: [
      { field: "issuerId", rule: "must not be empty" },
      { field: "environments", rule: "at least one environment" },
    ],
  },
  {
    type: "Deployment",
    args: { projectId: P, files: { "index.html": "<h1>hi</h1>", "../outside.html": "x" }, timeoutSeconds: 0 },
    mistakes: [
      { field: "files", rule: "paths must stay inside the deployment" },
      { field: "timeoutSeconds", rule: "must be at least 1 second" },
    ],
  },
  {
    type: "Deployment",
    args: { projectId: P, production: true, target: "staging" },
    mistakes: [
      { field: "files", rule: "is required unless directory or ref is set" },
      { field: "target", rule: "must not be set on a production deployment" },
    ],
  },
  {
    type: "Deployment",
    args: { projectId: P, prebuilt: true, files: { "index.html": "x" } },
    mistakes: [
      { field: "directory", rule: "is required with prebuilt" },
      { field: "files", rule: "must be unset with prebuilt" },
    ],
  },
  {
    type: "Alias",
    args: { alias: "not a host", deploymentId: "" },
    mistakes: [
      { field: "alias", rule: "must be a hostname" },
      { field: "deploymentId", rule: "must not be empty" },
    ],
  },
  {
    type: "VcrRepository",
    args: { projectId: P, name: "Bad Name!" },
    mistakes: [{ field: "name", rule: "must be lowercase letters, digits" }],
  },
  {
    type: "VcrRepositoryPermission",
    args: { projectId: P, repository: "images", grantedTeamId: "team_a", grantedTeamSlug: "team-a" },
    mistakes: [{ field: "grantedTeamId", rule: "give exactly one of grantedTeamId and grantedTeamSlug" }],
  },
  {
    type: "Connector",
    args: {
      name: "bot",
      type: "slack",
      data: { appId: "A1", appName: "Bot", clientId: "1.2", clientSecret: "s" },
    },
    mistakes: [{ field: "data.clientSecret", rule: "is a credential of slack connectors" }],
  },
  {
    type: "ConnectorProjectConnection",
    args: { connectorId: "scl_1", projectId: P, environments: [] },
    mistakes: [{ field: "environments", rule: "must name at least one environment" }],
  },
  {
    type: "Network",
    args: { name: "", cidr: "10.0.0.0/33", region: "mars1" },
    mistakes: [
      { field: "name", rule: "must not be empty" },
      { field: "cidr", rule: "must be an IPv4 CIDR block" },
      { field: "region", rule: "must be one of the platform's regions" },
    ],
  },
  {
    type: "PrivateLinkEndpoint",
    args: { projectId: P, name: "e", vercelRegion: "xx9", awsServiceName: "svc", enablePrivateDns: "yes" },
    mistakes: [
      { field: "vercelRegion", rule: "must be one of the platform's regions" },
      { field: "enablePrivateDns", rule: "boolean" },
    ],
  },
  {
    type: "ProjectStaticIps",
    args: { projectId: P, regions: ["mars1"], builds: "no" },
    mistakes: [
      { field: "regions[0]", rule: "must be one of the platform's regions" },
      { field: "builds", rule: "boolean" },
    ],
  },
  {
    type: "ProjectStaticIps",
    args: { projectId: P, regions: [] },
    mistakes: [{ field: "regions", rule: "must hold at least one region" }],
  },
  {
    type: "MicrofrontendGroup",
    args: { name: "x".repeat(49), defaultApp: { projectId: P, defaultRoute: "docs" } },
    mistakes: [
      { field: "name", rule: "must be 48 characters or less" },
      { field: "defaultApp.defaultRoute", rule: "must start with /" },
    ],
  },
  {
    type: "MicrofrontendGroup",
    args: { name: "shop" },
    mistakes: [{ field: "defaultApp", rule: "required" }],
  },
  {
    type: "MicrofrontendGroupMembership",
    args: {
      projectId: P,
      microfrontendGroupId: "mfe_1",
      defaultRoute: "/",
      routeObservabilityToThisProject: "yes",
    },
    mistakes: [
      { field: "defaultRoute", rule: "must not be / (every path)" },
      { field: "routeObservabilityToThisProject", rule: "boolean" },
    ],
  },
  {
    type: "MicrofrontendGroupMembership",
    args: { projectId: P, microfrontendGroupId: "mfe_1", defaultRoute: "/docs?x#y" },
    mistakes: [{ field: "defaultRoute", rule: "must not contain query strings or fragments" }],
  },
  {
    type: "FeatureFlagSettings",
    args: { projectId: P, enabled: "yes" },
    mistakes: [{ field: "enabled", rule: "boolean" }],
  },
  {
    type: "FeatureFlagSettings",
    args: {
      projectId: P,
      environments: ["production", "production"],
      entities: [
        {
          kind: "user",
          label: "User",
          attributes: [
            { key: "email", type: "string" },
            { key: "email", type: "string" },
          ],
        },
      ],
    },
    mistakes: [
      { field: "environments[1]", rule: '"production" is named twice' },
      { field: "entities[0].attributes[1].key", rule: '"email" is named twice' },
    ],
  },
];

export const BAD_LOOKUPS: readonly BadLookup[] = [
  { fn: "getProject", args: { name: "" }, mistakes: [{ field: "name", rule: "must not be empty" }] },
  {
    fn: "getProjectDeploymentRetention",
    args: { projectId: "" },
    mistakes: [{ field: "projectId", rule: "must not be empty" }],
  },
  {
    fn: "getProjectRollingRelease",
    args: { projectId: "" },
    mistakes: [{ field: "projectId", rule: "must not be empty" }],
  },
  {
    fn: "getDomainConfig",
    args: { domain: "not a domain" },
    mistakes: [{ field: "domain", rule: "domain" }],
  },
  {
    fn: "getCustomEnvironment",
    args: { projectId: P, name: 7 },
    mistakes: [{ field: "name", rule: "string" }],
  },
  {
    fn: "getSharedEnvironmentVariable",
    args: { key: "K", targets: ["prod"] },
    mistakes: [{ field: "targets[0]", rule: "must be one of" }],
  },
  { fn: "getEdgeConfig", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
  {
    fn: "getEdgeConfigItem",
    args: { id: E, kye: "k" },
    mistakes: [{ field: "kye", rule: "did you mean key?" }],
  },
  { fn: "getEdgeConfigSchema", args: { id: 5 }, mistakes: [{ field: "id", rule: "string" }] },
  {
    fn: "getEdgeConfigToken",
    args: { edgeConfigId: E, token: "" },
    mistakes: [{ field: "token", rule: "must not be empty" }],
  },
  {
    fn: "getFeatureFlag",
    args: { projectId: P, key: "" },
    mistakes: [{ field: "key", rule: "must not be empty" }],
  },
  {
    fn: "getFeatureFlagSegment",
    args: { projectId: "", slug: "s" },
    mistakes: [{ field: "projectId", rule: "must not be empty" }],
  },
  {
    fn: "getFeatureFlagSdkKey",
    args: { projectId: P, id: true },
    mistakes: [{ field: "id", rule: "string" }],
  },
  { fn: "getLogDrain", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
  { fn: "getTraceDrain", args: { idd: "x" }, mistakes: [{ field: "idd", rule: "did you mean id?" }] },
  {
    fn: "getEndpointVerification",
    args: { extra: 1 },
    mistakes: [{ field: "extra", rule: "unknown argument" }],
  },
  {
    fn: "getAiGatewayVirtualModel",
    args: { virtualModelSlug: "Not A Slug" },
    mistakes: [{ field: "virtualModelSlug", rule: "must be letters, digits, '.', '_' or '-'" }],
  },
  {
    fn: "getAiGatewayRule",
    args: { ruleId: "" },
    mistakes: [{ field: "ruleId", rule: "must not be empty" }],
  },
  {
    fn: "getBulkRedirects",
    args: { projectId: P, versionId: 5 },
    mistakes: [{ field: "versionId", rule: "string" }],
  },
  {
    fn: "getProjectRoutes",
    args: { projectID: P },
    mistakes: [
      { field: "projectId", rule: "is required" },
      { field: "projectID", rule: "did you mean projectId?" },
    ],
  },
  {
    fn: "getAttackChallengeMode",
    args: { projectId: "" },
    mistakes: [{ field: "projectId", rule: "must not be empty" }],
  },
  { fn: "getAccessGroup", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
  {
    fn: "getAccessGroupProject",
    args: { accessGroupId: "ag_catalogue", projectId: "" },
    mistakes: [{ field: "projectId", rule: "must not be empty" }],
  },
  {
    fn: "getTeamMember",
    args: { email: "nope" },
    mistakes: [{ field: "email", rule: "must be an email address" }],
  },
  {
    fn: "getTeamMember",
    args: {},
    mistakes: [{ field: "userId", rule: "exactly one of userId or email" }],
  },
  { fn: "getTeamConfig", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
  {
    fn: "getProjectMembers",
    args: { projectId: "" },
    mistakes: [{ field: "projectId", rule: "must not be empty" }],
  },
  {
    fn: "getDsyncGroups",
    args: { groups: "admin" },
    mistakes: [{ field: "groups", rule: "unknown argument" }],
  },
  { fn: "getIntegration", args: {}, mistakes: [{ field: "id", rule: "exactly one of id or slug" }] },
  {
    fn: "getIntegration",
    args: { id: "oac_catalogue" },
    mistakes: [{ field: "id", rule: "must be a configuration id" }],
  },
  { fn: "getKmsIssuer", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
  { fn: "getBlobStore", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
  { fn: "getBlobStores", args: { storeId: "x" }, mistakes: [{ field: "storeId", rule: "unknown argument" }] },
  {
    fn: "getBlobStoreSecrets",
    args: { storeId: "" },
    mistakes: [{ field: "storeId", rule: "must not be empty" }],
  },
  {
    fn: "getBlobObject",
    args: { storeId: "store_catalogue", pathname: "" },
    mistakes: [{ field: "pathname", rule: "must not be empty" }],
  },
  {
    fn: "getBlobProjectConnections",
    args: { storeId: "" },
    mistakes: [{ field: "storeId", rule: "must not be empty" }],
  },
  { fn: "getAlias", args: { alias: 42 }, mistakes: [{ field: "alias", rule: "string" }] },
  { fn: "getDeployment", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
  { fn: "getProjectDirectory", args: { path: "" }, mistakes: [{ field: "path", rule: "must not be empty" }] },
  { fn: "getFile", args: { path: 7 }, mistakes: [{ field: "path", rule: "string" }] },
  {
    fn: "getPrebuiltProject",
    args: { path: "", projectId: "" },
    mistakes: [
      { field: "path", rule: "must not be empty" },
      { field: "projectId", rule: "must not be empty" },
    ],
  },
  {
    fn: "purgeEdgeCache",
    args: { projectId: "", tags: [] },
    mistakes: [
      { field: "projectId", rule: "must not be empty" },
      { field: "tags", rule: "must name at least one tag" },
    ],
  },
  { fn: "getNetwork", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
  { fn: "getConnector", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
  { fn: "getConnectors", args: { type: "" }, mistakes: [{ field: "type", rule: "must not be empty" }] },
  { fn: "getMicrofrontendGroup", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
  {
    fn: "getMicrofrontendGroupMembership",
    args: { microfrontendGroupId: "", projectId: P },
    mistakes: [{ field: "microfrontendGroupId", rule: "must not be empty" }],
  },
  {
    fn: "getVcrRepository",
    args: { projectId: P, nmae: "images" },
    mistakes: [{ field: "nmae", rule: "did you mean name?" }],
  },
];
