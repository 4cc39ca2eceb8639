// The one mapping table of Project's settings: for each argument as @pulumiverse/vercel 5.4.1 names
// it, its input schema, its diff semantics (the platform's default, sets, computed, secret), whether
// the create endpoint takes it (otherwise a PATCH right after the create sets it), and how it reads
// from an answer and writes into a create or PATCH body. The input schema, the `fields` map, the
// outputs and the create/update bodies are all derived from this table (project-inputs.ts,
// project.ts); nothing lists these arguments a second time.
import { z } from "zod";
import { IpOrCidr } from "../../../schema/ip";
import {
  Framework,
  NodeVersion,
  type Project as ApiProject,
  type PROTECTION_DEPLOYMENT_TYPES,
} from "../../../schema/projects";
import type { FieldSemantics } from "../../reconcile/fields";
import { fromWire, toWire, TRUSTED_SOURCES_FIELDS, TrustedSourcesInput } from "./project-trusted-sources";

/** A fragment of a create or PATCH body; fragments of several options are merged. */
export type WireFragment = Record<string, unknown>;

export interface ProjectOption<S extends z.ZodType = z.ZodType> {
  readonly input: S;
  /** What the argument does, for the schema (SDKs, hovers, reference pages); input.describe()s it. */
  readonly description: string;
  /** Semantics of the argument (key "") and of its parts (".addresses", ".addresses[].value"). */
  readonly fields?: Readonly<Record<string, FieldSemantics>>;
  /** The create endpoint takes it; otherwise a PATCH right after the create sets it. */
  readonly onCreate: boolean;
  /** The argument's value in an answer; undefined when the platform reports none. */
  read(project: ApiProject): z.output<S> | undefined;
  /** The body setting this canonical value; undefined means "back to the platform's default". */
  write(value: z.output<S> | undefined): WireFragment;
}

function option<S extends z.ZodType>(spec: ProjectOption<S>): ProjectOption<S> {
  return spec;
}

/** An argument stored under one wire path (`resourceConfig.buildMachineType`), `null` when unset. */
function direct<S extends z.ZodType>(
  wirePath: string,
  input: S,
  options: {
    description: string;
    onCreate: boolean;
    default?: z.output<S>;
    fields?: Record<string, FieldSemantics>;
  },
): ProjectOption<S> {
  const path = wirePath.split(".");
  return {
    input,
    description: options.description,
    onCreate: options.onCreate,
    fields: {
      ...options.fields,
      ...(options.default !== undefined ? { "": { default: options.default } } : {}),
    },
    read: (project) => {
      const value = path.reduce<unknown>(
        (at, key) => (at as Record<string, unknown> | undefined)?.[key],
        project,
      );
      return value === null || value === "" ? undefined : (value as z.output<S>);
    },
    write: (value) => nest(path, value ?? null),
  };
}

function nest(path: readonly string[], value: unknown): WireFragment {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as WireFragment;
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

type WireDeploymentType = (typeof PROTECTION_DEPLOYMENT_TYPES)[number];

/** pulumiverse's names of the deployments a protection covers -> the wire's (the Terraform provider's mapping). */
const DEPLOYMENT_TYPES = {
  standard_protection_new: "all_except_custom_domains",
  standard_protection: "prod_deployment_urls_and_all_previews",
  all_deployments: "all",
  only_preview_deployments: "preview",
  only_production_deployments: "production",
} as const satisfies Record<string, WireDeploymentType>;
type DeploymentType = keyof typeof DEPLOYMENT_TYPES;

const toWireDeploymentType = (type: DeploymentType): WireDeploymentType => DEPLOYMENT_TYPES[type];
/** A wire type this client does not know is reported as it is, so drift still shows. */
const fromWireDeploymentType = (type: string): DeploymentType =>
  ((Object.keys(DEPLOYMENT_TYPES) as DeploymentType[]).find((name) => DEPLOYMENT_TYPES[name] === type) ??
    type) as DeploymentType;

const deploymentType = (...names: DeploymentType[]) => z.enum(names as [DeploymentType, ...DeploymentType[]]);

/** How long skew protection lasts -> `skewProtectionMaxAge` seconds (0 is off). */
const SKEW_PROTECTION_SECONDS = {
  "30 minutes": 1800,
  "12 hours": 43_200,
  "1 day": 86_400,
  "7 days": 604_800,
};
type SkewProtection = keyof typeof SKEW_PROTECTION_SECONDS;

/** `trusted_ip_required` = a trusted IP on top of other protection; `trusted_ip_optional` = a trusted IP is enough. */
const PROTECTION_MODES = { trusted_ip_required: "additional", trusted_ip_optional: "exclusive" } as const;

/** A function region such as `iad1`. */
const Region = z.string().regex(/^[a-z]{3}\d$/, 'must be a region id such as "iad1"');

const buildSetting = (wire: string, description: string, input: z.ZodType<string> = z.string()) =>
  direct(wire, input, { description, onCreate: true });

export const PROJECT_OPTIONS = {
  // Build settings: unset means "auto-detect" (null on the wire).
  framework: buildSetting(
    "framework",
    "The framework preset, which brings its own default build, dev and install commands and output directory; none when omitted.",
    Framework,
  ),
  buildCommand: buildSetting(
    "buildCommand",
    "The command that builds the project; the framework's (or the detected) one when omitted.",
  ),
  devCommand: buildSetting(
    "devCommand",
    "The command that runs the project's development server locally; the framework's (or the detected) one when omitted.",
  ),
  installCommand: buildSetting(
    "installCommand",
    "The command that installs the project's dependencies; detected from the lockfile and framework when omitted.",
  ),
  outputDirectory: buildSetting(
    "outputDirectory",
    "The directory, relative to the root directory, the build writes the site to; the framework's when omitted.",
  ),
  rootDirectory: buildSetting(
    "rootDirectory",
    "The directory of the repository that holds the project's source, such as `apps/web`; the repository's root when omitted.",
  ),
  ignoreCommand: buildSetting(
    "commandForIgnoringBuildStep",
    "A command run before each git-triggered build that decides whether to build: exit code 0 skips the build, 1 builds; every commit is built when omitted.",
  ),

  nodeVersion: option({
    input: NodeVersion,
    description:
      "The Node.js version of builds and functions, applied from the next deployment; omitted keeps the project's current version (the platform's default for a new project).",
    // The platform picks its current default when none is set.
    fields: { "": { computed: true } },
    onCreate: false,
    read: (project) => project.nodeVersion as z.output<typeof NodeVersion>,
    write: (value) => (value ? { nodeVersion: value } : {}),
  }),
  previewDeploymentSuffix: direct("previewDeploymentSuffix", z.string(), {
    description:
      "A domain of the team that preview deployment URLs end with instead of the platform's own; the platform's suffix when omitted.",
    onCreate: true,
  }),
  skewProtection: option({
    input: z.enum(Object.keys(SKEW_PROTECTION_SECONDS) as [SkewProtection, ...SkewProtection[]]),
    description:
      "How long a client that loaded an older deployment keeps being served by it after a new one goes live, so client and server versions never mix; off when omitted.",
    onCreate: false,
    read: (project) =>
      (Object.keys(SKEW_PROTECTION_SECONDS) as SkewProtection[]).find(
        (age) => SKEW_PROTECTION_SECONDS[age] === project.skewProtectionMaxAge,
      ),
    write: (value) => ({ skewProtectionMaxAge: value ? SKEW_PROTECTION_SECONDS[value] : 0 }),
  }),
  automaticallyExposeSystemEnvironmentVariables: direct("autoExposeSystemEnvs", z.boolean(), {
    description:
      "Whether builds and functions get the platform's system environment variables, such as the deployment's URL and git branch; true when omitted.",
    onCreate: false,
    default: true,
  }),
  enableAffectedProjectsDeployments: direct("enableAffectedProjectsDeployments", z.boolean(), {
    description:
      "In a monorepo, whether a commit that changes neither the project nor the workspace packages it depends on skips its deployment; false when omitted.",
    onCreate: true,
    default: false,
  }),
  // The toolbar: unset (null) follows the team's setting.
  enablePreviewFeedback: direct("enablePreviewFeedback", z.boolean(), {
    description:
      "Whether the toolbar (comments and feedback) shows on preview deployments; the team's setting when omitted.",
    onCreate: true,
  }),
  enableProductionFeedback: direct("enableProductionFeedback", z.boolean(), {
    description:
      "Whether the toolbar (comments and feedback) shows on production deployments; the team's setting when omitted.",
    onCreate: true,
  }),
  previewDeploymentsDisabled: direct("previewDeploymentsDisabled", z.boolean(), {
    description:
      "Whether the project makes no preview deployments, only production ones; false when omitted.",
    onCreate: true,
    default: false,
  }),
  gitLfs: direct("gitLFS", z.boolean(), {
    description: "Whether builds fetch the repository's Git LFS files; false when omitted.",
    onCreate: false,
    default: false,
  }),
  functionFailover: direct("serverlessFunctionZeroConfigFailover", z.boolean(), {
    description:
      "Whether functions fail over to the nearest healthy region when their own is down, applied from the next deployment; false when omitted.",
    onCreate: true,
    default: false,
  }),
  customerSuccessCodeVisibility: direct("customerSupportCodeVisibility", z.boolean(), {
    description:
      "Whether the platform's support staff may read the source code of the project's deployments to help debug them; false when omitted.",
    onCreate: false,
    default: false,
  }),
  protectedSourcemaps: direct("protectedSourcemaps", z.boolean(), {
    description:
      "Whether the deployments' source maps are served only to authenticated team members; false when omitted.",
    onCreate: false,
    default: false,
  }),
  prioritiseProductionBuilds: direct("productionDeploymentsFastLane", z.boolean(), {
    description: "Whether production builds go ahead of queued preview builds; false when omitted.",
    onCreate: false,
    default: false,
  }),
  directoryListing: direct("directoryListing", z.boolean(), {
    description:
      "Whether a request for a directory without an index file lists the directory's files; false when omitted.",
    onCreate: false,
    default: false,
  }),
  onDemandConcurrentBuilds: direct("resourceConfig.elasticConcurrencyEnabled", z.boolean(), {
    description:
      "Whether a build starts at once on extra capacity, billed per minute, instead of waiting while every build slot of the team is busy; false when omitted.",
    onCreate: true,
    default: false,
  }),
  buildMachineType: direct(
    "resourceConfig.buildMachineType",
    z.enum(["standard", "enhanced", "turbo", "elastic"]),
    {
      description:
        "The machine builds run on: `standard`, the larger `enhanced` or `turbo` (billed per build minute), or `elastic`, which picks the size from past build durations; `standard` when omitted.",
      onCreate: true,
      default: "standard",
    },
  ),
  autoAssignCustomDomains: direct("autoAssignCustomDomains", z.boolean(), {
    description:
      "Whether a new production deployment takes the project's production domains as soon as it is ready; when false it waits to be promoted. True when omitted.",
    onCreate: false,
    default: true,
  }),
  gitForkProtection: direct("gitForkProtection", z.boolean(), {
    description:
      "Whether a pull request from a fork waits for a team member's approval before it deploys, when the project has environment variables or the request changes `vercel.json`; true when omitted.",
    onCreate: false,
    default: true,
  }),
  // Deprecated (use resourceConfig.functionDefaultRegions): the first default region.
  serverlessFunctionRegion: option({
    input: Region,
    description:
      "Deprecated: use `resourceConfig.functionDefaultRegions`, which it conflicts with. The region functions run in by default, such as `iad1`; omitted keeps the current region.",
    fields: { "": { computed: true } },
    onCreate: true,
    read: (project) => project.resourceConfig.functionDefaultRegions[0],
    write: (value) => (value ? { serverlessFunctionRegion: value } : {}),
  }),
  // Deprecated: the platform accepts it and ignores it, and never answers it.
  publicSource: option({
    input: z.boolean(),
    description: "Deprecated and without effect: the platform no longer offers public source and ignores it.",
    fields: { "": { writeOnly: true } },
    onCreate: true,
    read: () => undefined,
    write: (value) => ({ publicSource: value ?? null }),
  }),

  vercelAuthentication: option({
    input: z.strictObject({
      // Optional, as in pulumiverse.
      deploymentType: z
        .enum([
          "standard_protection_new",
          "standard_protection",
          "all_deployments",
          "only_preview_deployments",
          "none",
        ])
        .optional()
        .describe(
          "The deployments it protects: `standard_protection_new` every deployment but those on production domains, `standard_protection` (legacy) previews and production deployment URLs, `all_deployments`, `only_preview_deployments`, or `none` to turn it off; `standard_protection_new` when omitted.",
        ),
    }),
    description:
      "Requires visitors of the protected deployments to be logged in to the platform as members of the team; on with `deploymentType` `standard_protection_new` when omitted.",
    fields: {
      "": { default: { deploymentType: "standard_protection_new" } },
      ".deploymentType": { default: "standard_protection_new" },
    },
    onCreate: true,
    read: (project) => ({
      deploymentType: project.ssoProtection
        ? (fromWireDeploymentType(project.ssoProtection.deploymentType) as "standard_protection_new")
        : ("none" as const),
    }),
    write: (value) => ({
      ssoProtection:
        !value || value.deploymentType === "none"
          ? null
          : { deploymentType: toWireDeploymentType(value.deploymentType ?? "standard_protection_new") },
    }),
  }),
  passwordProtection: option({
    input: z.strictObject({
      deploymentType: deploymentType(
        "standard_protection_new",
        "standard_protection",
        "all_deployments",
        "only_preview_deployments",
      ).describe(
        "The deployments it protects: `standard_protection_new` every deployment but those on production domains, `standard_protection` (legacy) previews and production deployment URLs, `all_deployments` or `only_preview_deployments`.",
      ),
      password: z
        .string()
        .min(1)
        .max(72)
        .describe(
          "The password visitors enter, 1 to 72 characters; the platform never returns it, so a change made outside the program does not show. Secret.",
        ),
    }),
    description: "A password visitors must enter to see the protected deployments; off when omitted.",
    fields: { ".password": { secret: true, writeOnly: true } },
    onCreate: false,
    // The API never returns the password: the operations keep it from the inputs or the state.
    read: (project) =>
      project.passwordProtection
        ? ({ deploymentType: fromWireDeploymentType(project.passwordProtection.deploymentType) } as {
            deploymentType: "standard_protection";
            password: string;
          })
        : undefined,
    write: (value) => ({
      passwordProtection: value
        ? { deploymentType: toWireDeploymentType(value.deploymentType), password: value.password }
        : null,
    }),
  }),
  trustedIps: option({
    input: z.strictObject({
      addresses: z
        .array(
          z.strictObject({
            value: IpOrCidr.describe(
              "An IPv4 or IPv6 address or CIDR range, such as `203.0.113.0/24`. Secret.",
            ),
            note: z.string().optional().describe("A note on the address, such as whose it is."),
          }),
        )
        .min(1)
        .describe("The addresses allowed in, at least one; a set."),
      deploymentType: deploymentType(
        "standard_protection_new",
        "standard_protection",
        "all_deployments",
        "only_production_deployments",
        "only_preview_deployments",
      ).describe(
        "The deployments it protects: `standard_protection_new` every deployment but those on production domains, `standard_protection` (legacy) previews and production deployment URLs, `all_deployments`, `only_production_deployments` or `only_preview_deployments`.",
      ),
      protectionMode: z
        .enum(["trusted_ip_required", "trusted_ip_optional"])
        .optional()
        .describe(
          "`trusted_ip_required`: a visitor needs a trusted address and passes the project's other protection too; `trusted_ip_optional`: a trusted address alone lets a visitor in. `trusted_ip_required` when omitted.",
        ),
    }),
    description:
      "Only visitors from the listed addresses may see the protected deployments; off when omitted.",
    fields: {
      ".addresses": { unordered: true },
      // An allowed address says where the team works from: kept out of logs and plain state.
      ".addresses[].value": { secret: true },
      ".protectionMode": { default: "trusted_ip_required" },
    },
    onCreate: false,
    read: (project) => {
      const ips = project.trustedIps;
      if (!ips) return undefined;
      return {
        addresses: ips.addresses.map((address) => withoutUndefined(address) as { value: string }),
        deploymentType: fromWireDeploymentType(ips.deploymentType),
        protectionMode:
          ips.protectionMode === "exclusive"
            ? ("trusted_ip_optional" as const)
            : ("trusted_ip_required" as const),
      };
    },
    write: (value) => ({
      trustedIps: value
        ? {
            addresses: value.addresses,
            deploymentType: toWireDeploymentType(value.deploymentType),
            protectionMode: PROTECTION_MODES[value.protectionMode ?? "trusted_ip_required"],
          }
        : null,
    }),
  }),
  trustedSources: option({
    input: TrustedSourcesInput,
    description:
      "Other projects of the team and external OIDC issuers whose short-lived tokens get past the project's deployment protection; none when omitted.",
    fields: TRUSTED_SOURCES_FIELDS,
    onCreate: false,
    read: (project) => (project.trustedSources ? fromWire(project.trustedSources) : undefined),
    write: (value) => ({ trustedSources: value ? toWire(value) : null }),
  }),
  optionsAllowlist: option({
    input: z.strictObject({
      paths: z
        .array(
          z.strictObject({
            value: z
              .string()
              .min(1)
              .describe(
                "A path prefix, such as `/api`: an `OPTIONS` request whose path starts with it passes.",
              ),
          }),
        )
        .min(1)
        .describe("The path prefixes, at least one; a set."),
    }),
    description:
      "Paths whose CORS preflight (`OPTIONS`) requests get past deployment protection; none when omitted.",
    fields: { ".paths": { unordered: true } },
    onCreate: false,
    read: (project) => project.optionsAllowlist ?? undefined,
    write: (value) => ({ optionsAllowlist: value ?? null }),
  }),
  oidcTokenConfig: option({
    input: z.strictObject({
      enabled: z
        .literal(true, { error: "is deprecated and can only be true" })
        .optional()
        .describe("Deprecated: tokens are always issued; only `true` may be given."),
      issuerMode: z
        .enum(["team", "global"])
        .optional()
        .describe(
          "The tokens' issuer (`iss` claim): `team` an issuer URL of the team's own, `global` the platform's shared one; `team` when omitted.",
        ),
    }),
    description: "How the OIDC tokens the project's builds and functions receive are issued.",
    fields: { "": { default: {} }, ".enabled": { default: true }, ".issuerMode": { default: "team" } },
    onCreate: true,
    read: (project) =>
      project.oidcTokenConfig && (withoutUndefined(project.oidcTokenConfig) as { enabled: true }),
    write: (value) => ({ oidcTokenConfig: { enabled: true, issuerMode: value?.issuerMode ?? "team" } }),
  }),
  gitComments: option({
    input: z.strictObject({
      onPullRequest: z.boolean().describe("Whether the platform comments on pull requests."),
      onCommit: z.boolean().describe("Whether the platform comments on commits."),
    }),
    description:
      "Whether the platform comments on the connected repository's pull requests and commits with deployment links; on pull requests only when omitted.",
    fields: { "": { default: { onPullRequest: true, onCommit: false } } },
    onCreate: false,
    read: (project) => project.gitComments,
    write: (value) => ({ gitComments: value ?? { onPullRequest: true, onCommit: false } }),
  }),
  gitProviderOptions: option({
    input: z.strictObject({
      createDeployments: z
        .boolean()
        .optional()
        .describe("Whether pushes to the connected repository create deployments; true when omitted."),
      requireVerifiedCommits: z
        .boolean()
        .optional()
        .describe("Whether only commits with a verified signature are deployed; false when omitted."),
      repositoryDispatchEvents: z
        .boolean()
        .optional()
        .describe(
          "Whether the platform sends `repository_dispatch` events to the repository as deployments change state, for workflows to react to; true when omitted.",
        ),
      gitCommitStatus: z
        .boolean()
        .optional()
        .describe("Whether the platform posts a commit status for each deployment; true when omitted."),
      consolidatedGitCommitStatus: z
        .strictObject({
          enabled: z.boolean().describe("Whether the single status is posted."),
          propagateFailures: z
            .boolean()
            .describe("Whether one failed deployment makes the single status fail."),
        })
        .optional()
        .describe(
          "Beta: one commit status for all of a commit's deployments instead of one each; off when omitted.",
        ),
    }),
    description: "How the project works with the git provider of its connected repository.",
    fields: {
      "": { default: {} },
      ".createDeployments": { default: true },
      ".requireVerifiedCommits": { default: false },
      ".repositoryDispatchEvents": { default: true },
      ".gitCommitStatus": { default: true },
      ".consolidatedGitCommitStatus": { default: { enabled: false, propagateFailures: false } },
    },
    onCreate: false,
    read: (project) => {
      const options = project.gitProviderOptions;
      if (!options) return undefined;
      return withoutUndefined({
        createDeployments: options.createDeployments === "enabled",
        requireVerifiedCommits: options.requireVerifiedCommits,
        repositoryDispatchEvents:
          options.disableRepositoryDispatchEvents === undefined
            ? undefined
            : !options.disableRepositoryDispatchEvents,
        gitCommitStatus: options.gitCommitStatus,
        consolidatedGitCommitStatus: options.consolidatedGitCommitStatus,
      });
    },
    write: (value) => ({
      gitProviderOptions: withoutUndefined({
        createDeployments: value?.createDeployments === false ? "disabled" : "enabled",
        requireVerifiedCommits: value?.requireVerifiedCommits ?? false,
        disableRepositoryDispatchEvents: value?.repositoryDispatchEvents === false,
        gitCommitStatus: value?.gitCommitStatus ?? true,
        consolidatedGitCommitStatus: value?.consolidatedGitCommitStatus,
      }),
    }),
  }),
  resourceConfig: option({
    input: z.strictObject({
      // The wire's `functionDefaultMemoryType` (pulumiverse names it by CPU).
      functionDefaultCpuType: z
        .enum(["standard_legacy", "standard", "performance"])
        .optional()
        .describe(
          "The CPU, and with it the memory, of the project's functions: `standard_legacy` (0.6 vCPU), `standard` (1 vCPU) or `performance` (1.7 vCPU); `standard` when omitted.",
        ),
      functionDefaultTimeout: z
        .number()
        .int()
        .min(1)
        .max(900)
        .optional()
        .describe("Seconds a function may run, 1 to 900; 300 when omitted."),
      functionDefaultRegions: z
        .array(Region)
        .min(1)
        .optional()
        .describe(
          "The regions functions run in, such as `iad1`; a set. Omitted keeps the current regions (the platform picks one for a new project).",
        ),
      fluid: z
        .boolean()
        .optional()
        .describe(
          "Whether functions run on fluid compute, where one instance serves several requests at once; false when omitted.",
        ),
    }),
    description: "Defaults for the project's functions: CPU, timeout, regions and fluid compute.",
    fields: {
      "": { default: {} },
      ".functionDefaultCpuType": { default: "standard" },
      ".functionDefaultTimeout": { default: 300 },
      // The platform picks the region (or serverlessFunctionRegion does): omitted keeps it.
      ".functionDefaultRegions": { unordered: true, computed: true },
      ".fluid": { default: false },
    },
    onCreate: true,
    read: (project) => {
      const config = project.resourceConfig;
      return withoutUndefined({
        functionDefaultCpuType: config.functionDefaultMemoryType as "standard" | undefined,
        functionDefaultTimeout: config.functionDefaultTimeout,
        functionDefaultRegions: config.functionDefaultRegions,
        fluid: config.fluid,
      });
    },
    write: (value) => ({
      resourceConfig: withoutUndefined({
        functionDefaultMemoryType: value?.functionDefaultCpuType,
        functionDefaultTimeout: value?.functionDefaultTimeout,
        functionDefaultRegions: value?.functionDefaultRegions,
        fluid: value?.fluid,
      }),
    }),
  }),
};

export type ProjectOptionKey = keyof typeof PROJECT_OPTIONS;
export const PROJECT_OPTION_KEYS = Object.keys(PROJECT_OPTIONS) as ProjectOptionKey[];

/** Body fragments merged into one body (`resourceConfig` gathers keys from three options). */
export function mergeFragments(fragments: readonly WireFragment[]): WireFragment {
  const body: WireFragment = {};
  for (const fragment of fragments) {
    for (const [key, value] of Object.entries(fragment)) {
      const current = body[key];
      body[key] = isObject(current) && isObject(value) ? mergeFragments([current, value]) : value;
    }
  }
  return body;
}

function isObject(value: unknown): value is WireFragment {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
