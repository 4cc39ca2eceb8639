// The reliability suite's stack: `units` copies of resources of every family (every kind of
// secret the provider holds), names made unique by `prefix` so stacks of one emulator never meet.
// How many resources a copy holds is counted as the program declares them (`everyFamily`'s
// answer), never kept by hand: a resource added to a unit cannot leave a stale count behind. The values the program sets as secrets are known here (`secretInputs`); the ones the
// platform generates (webhook and drain secrets, edge config tokens, SDK keys, user tokens) are
// read from the decrypted state by the secrets check.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import * as pulumi from "@pulumi/pulumi";
import {
  AccessGroup,
  AiGatewayRule,
  BulkRedirects,
  CustomCertificate,
  Deployment,
  KmsIssuer,
  Connector,
  BlobObject,
  BlobStore,
  MicrofrontendGroup,
  Network,
  ObservabilityConfiguration,
  ProjectDeploymentCheck,
  ProjectRoutes,
  ProjectCrons,
  ProjectAnalytics,
  ProjectDeploymentRetention,
  ProjectProtectionBypass,
  ProjectRollingRelease,
  ProjectStaticIps,
  UserToken,
  ApiKey,
  VcrRepository,
  AiGatewayVirtualModel,
  CustomEnvironment,
  DnsRecord,
  Domain,
  EdgeConfig,
  EdgeConfigItem,
  EdgeConfigItems,
  EdgeConfigSchema,
  EdgeConfigToken,
  FeatureFlagConfig,
  FeatureFlagDefinition,
  FeatureFlagSdkKey,
  FeatureFlagSegment,
  FirewallConfig,
  AttackChallengeMode,
  FirewallBypass,
  LogDrain,
  Project,
  ProjectDomain,
  ProjectEnvironmentVariable,
  ProjectEnvironmentVariables,
  SharedEnvironmentVariable,
  SharedEnvironmentVariableProjectLink,
  TeamConfig,
  TraceDrain,
  Webhook,
} from "../../provider";

/** Units with a certificate of their own (test/support/tls/units: self-signed, made with openssl). */
const CERTIFIED_UNITS = 2;

const REPO_ROOT = resolve(__dirname, "..", "..", "..");

/** Unit `unit`'s certificate and key: one per unit, so no two units upload the same certificate. */
function unitCertificate(unit: number): { cert: string; key: string } {
  if (unit >= CERTIFIED_UNITS)
    throw new Error(`test/support/tls/units has certificates for ${CERTIFIED_UNITS} units`);
  const read = (part: string) =>
    readFileSync(resolve(REPO_ROOT, "test/support/tls/units", `unit-${unit}-${part}.pem`), "utf8");
  return { cert: read("cert"), key: read("key") };
}

/** The secret values the program itself sets in unit `unit`. */
export function secretInputs(prefix: string, unit: number) {
  const tag = `${prefix}${unit}`;
  return {
    envValue: `env-value-${tag}-7f3a9c`,
    bulkSecret: `bulk-secret-${tag}-b81d2e`,
    sharedValue: `shared-value-${tag}-4c9e1f`,
    drainHeader: `drain-header-${tag}-d02b7a`,
    /** The certificate's private key. */
    certificateKey: unitCertificate(unit).key,
  };
}

export interface EveryFamilyOptions {
  /** Take over objects that already exist by their natural key (what interruption recovery relies on). */
  adopt?: boolean;
}

/** What a program of every family declared: export it, so a test knows what the stack holds. */
export interface Declared {
  /** Resources the program declared (the stack itself and providers not counted). */
  readonly resources: number;
}

/** Declares the resources; call it inside a Pulumi program. */
export function everyFamily(prefix: string, units: number, options: EveryFamilyOptions = {}): Declared {
  const opts = options.adopt ? { adopt: true } : {};
  let resources = 0;
  pulumi.runtime.registerStackTransformation(() => {
    resources++;
    return undefined;
  });
  for (let unit = 0; unit < units; unit++) unitOf(prefix, unit, opts);
  // The team's settings are one object per team, so one per stack, not per unit (its invite code
  // is a secret the platform generates, which the secrets check reads from the decrypted state).
  new TeamConfig(`${prefix}-team-settings`, {
    description: `reliability stack ${prefix}`,
    hideIpAddressesInLogDrains: true,
    ...opts,
  });
  return { resources };
}

function unitOf(prefix: string, unit: number, opts: { adopt?: boolean }): void {
  const tag = `${prefix}${unit}`;
  const { envValue, bulkSecret, sharedValue, drainHeader } = secretInputs(prefix, unit);
  const project = new Project(`${tag}-project`, { name: `${tag}-web`, framework: "nextjs", ...opts });
  const zone = new Domain(`${tag}-zone`, { name: `${tag}.reliability.dev`, ...opts });
  new DnsRecord(`${tag}-apex`, { domain: zone.name, type: "A", name: "", value: "76.76.21.21", ...opts });
  new ProjectDomain(`${tag}-www`, {
    projectId: project.id,
    domain: pulumi.interpolate`www.${zone.name}`,
    ...opts,
  });
  new CustomEnvironment(`${tag}-staging`, { projectId: project.id, name: "staging", ...opts });
  new ProjectEnvironmentVariable(`${tag}-env`, {
    projectId: project.id,
    key: "API_TOKEN",
    value: envValue,
    targets: ["production", "preview"],
    ...opts,
  });
  new ProjectEnvironmentVariables(`${tag}-bulk`, {
    projectId: project.id,
    variables: [
      { key: "PLAIN", value: "1", targets: ["production"] },
      { key: "SIGNING_SECRET", value: bulkSecret, targets: ["production"], sensitive: true },
    ],
    ...opts,
  });
  const shared = new SharedEnvironmentVariable(`${tag}-shared`, {
    key: `SHARED_${prefix.toUpperCase()}${unit}`,
    value: sharedValue,
    targets: ["production"],
    ...opts,
  });
  new SharedEnvironmentVariableProjectLink(`${tag}-link`, {
    sharedEnvironmentVariableId: shared.id,
    projectId: project.id,
    ...opts,
  });

  const store = new EdgeConfig(`${tag}-store`, { name: `${tag}_config`, ...opts });
  new EdgeConfigSchema(`${tag}-schema`, {
    edgeConfigId: store.id,
    definition: JSON.stringify({ type: "object" }),
    ...opts,
  });
  new EdgeConfigItem(`${tag}-greeting`, { edgeConfigId: store.id, key: "greeting", value: "hello", ...opts });
  new EdgeConfigItems(`${tag}-limits`, {
    edgeConfigId: store.id,
    items: [{ key: "maxUploads", valueJson: 10 }],
    ...opts,
  });
  new EdgeConfigToken(`${tag}-reader`, { edgeConfigId: store.id, label: `${tag}-reader`, ...opts });

  new FirewallConfig(`${tag}-firewall`, {
    projectId: project.id,
    rules: {
      rules: [
        {
          name: "Block probes",
          conditionGroups: [{ conditions: [{ type: "path", op: "pre", value: "/wp-admin" }] }],
          action: { action: "deny" },
        },
      ],
    },
    ...opts,
  });
  new AttackChallengeMode(`${tag}-attack-mode`, {
    projectId: project.id,
    enabled: true,
    attackModeActiveUntil: Date.UTC(2031, 0, 1),
    ...opts,
  });
  new FirewallBypass(`${tag}-monitors`, {
    projectId: project.id,
    domain: "*",
    sourceIp: "198.51.100.0/24",
    ...opts,
  });
  const segment = new FeatureFlagSegment(`${tag}-segment`, {
    projectId: project.id,
    slug: "staff",
    name: "Staff",
    include: [{ entity: "user", attribute: "email", values: ["ada@example.com"] }],
    ...opts,
  });
  const flag = new FeatureFlagDefinition(`${tag}-flag`, {
    projectId: project.id,
    key: "new-checkout",
    kind: "boolean",
    variants: [
      { id: "off", valueBool: false },
      { id: "on", valueBool: true },
    ],
    ...opts,
  });
  const off = { defaultVariantId: "off", disabledVariantId: "off" };
  new FeatureFlagConfig(`${tag}-targeting`, {
    projectId: project.id,
    flagId: flag.id,
    production: {
      ...off,
      rules: [{ conditions: [{ segments: [segment.segmentId], cmp: "oneOf" }], variantId: "on" }],
    },
    preview: off,
    development: off,
    ...opts,
  });
  new FeatureFlagSdkKey(`${tag}-sdk-key`, {
    projectId: project.id,
    environment: "production",
    type: "server",
    label: `${tag}-sdk`,
    ...opts,
  });

  new LogDrain(`${tag}-logs`, {
    name: `${tag}-logs`,
    endpoint: `https://logs.example.com/${tag}`,
    environments: ["production"],
    sources: ["lambda", "edge"],
    projectIds: [project.id],
    headers: { authorization: `Bearer ${drainHeader}` },
    ...opts,
  });
  new TraceDrain(`${tag}-traces`, {
    name: `${tag}-traces`,
    endpoint: `https://otel.example.com/${tag}/v1/traces`,
    ...opts,
  });
  new Webhook(`${tag}-hook`, {
    events: ["deployment.created", "project.created"],
    endpoint: `https://hooks.example.com/${tag}`,
    projectIds: [project.id],
    ...opts,
  });
  new AiGatewayVirtualModel(`${tag}-model`, {
    virtualModelSlug: `${tag}-assistant`,
    modelSlug: "anthropic/claude-sonnet-4",
    ...opts,
  });
  new AiGatewayRule(`${tag}-rule`, {
    type: "deny",
    match: { model: `vendor/${tag}-model` },
    action: { reason: "not approved" },
    ...opts,
  });

  new BulkRedirects(`${tag}-redirects`, {
    projectId: project.id,
    redirects: [{ source: "/old", destination: "/new", statusCode: 308 }],
    ...opts,
  });
  new ProjectRoutes(`${tag}-routes`, {
    projectId: project.id,
    rules: [
      { name: "api", srcSyntax: "path-to-regexp", route: { src: "/api/:path*", dest: "/backend/:path*" } },
    ],
    ...opts,
  });
  new ObservabilityConfiguration(`${tag}-observability`, {
    projectId: project.id,
    extendedTierEnabled: false,
    ...opts,
  });
  new ProjectDeploymentCheck(`${tag}-check`, {
    projectId: project.id,
    name: "e2e",
    requires: "deployment-url",
    blocks: "deployment-alias",
    targets: ["production"],
    source: { kind: "webhook" },
    ...opts,
  });
  new Deployment(`${tag}-preview`, {
    projectId: project.id,
    files: { "index.html": `<h1>${tag}</h1>` },
    deleteOnDestroy: true,
    ...opts,
  });
  new AccessGroup(`${tag}-group`, { name: `${tag}-group`, ...opts });
  new UserToken(`${tag}-token`, { name: `${tag}-ci`, ...opts });
  new ApiKey(`${tag}-gateway-key`, { name: `${tag}-gateway`, ...opts });
  new KmsIssuer(`${tag}-signer`, { name: `${tag}-signer`, algorithm: "ES256", ...opts });
  const assets = new BlobStore(`${tag}-assets`, { name: `${tag}-assets`, ...opts });
  new BlobObject(`${tag}-logo`, {
    storeId: assets.id,
    pathname: "brand/logo.txt",
    source: resolve(REPO_ROOT, "examples/yaml-team/assets/logo.txt"),
    ...opts,
  });
  const { cert, key } = unitCertificate(unit);
  new CustomCertificate(`${tag}-cert`, {
    certificate: cert,
    privateKey: key,
    certificateAuthorityCertificate: cert,
    ...opts,
  });
  new VcrRepository(`${tag}-images`, { projectId: project.id, name: `${tag}-images`, ...opts });
  // A block of its own per unit: the platform refuses overlapping networks in a team.
  new Network(`${tag}-network`, {
    name: `${tag}-network`,
    cidr: `10.${10 + unit}.0.0/16`,
    region: "iad1",
    ...opts,
  });
  new MicrofrontendGroup(`${tag}-frontends`, {
    name: `${tag}-frontends`,
    defaultApp: { projectId: project.id },
    ...opts,
  });
  new Connector(`${tag}-line`, {
    name: `${tag}-line`,
    type: "linq",
    credentials: { apiToken: `${tag}-linq-token` },
    ...opts,
  });
  new ProjectStaticIps(`${tag}-static-ips`, { projectId: project.id, regions: ["iad1"], ...opts });
  new ProjectProtectionBypass(`${tag}-ci-bypass`, { projectId: project.id, note: "ci", ...opts });
  new ProjectCrons(`${tag}-crons`, { projectId: project.id, enabled: false, ...opts });
  new ProjectAnalytics(`${tag}-analytics`, { projectId: project.id, speedInsights: true, ...opts });
  new ProjectDeploymentRetention(`${tag}-retention`, {
    projectId: project.id,
    expirationPreview: "1m",
    ...opts,
  });
  new ProjectRollingRelease(`${tag}-rollout`, {
    projectId: project.id,
    advancementType: "manual-approval",
    stages: [{ targetPercentage: 25 }],
    ...opts,
  });
}
