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
  options: { onCreate: boolean; default?: z.output<S>; fields?: Record<string, FieldSemantics> },
): ProjectOption<S> {
  const path = wirePath.split(".");
  return {
    input,
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

const buildSetting = (wire: string, input: z.ZodType<string> = z.string()) =>
  direct(wire, input, { onCreate: true });

export const PROJECT_OPTIONS = {
  // Build settings: unset means "auto-detect" (null on the wire).
  framework: buildSetting("framework", Framework),
  buildCommand: buildSetting("buildCommand"),
  devCommand: buildSetting("devCommand"),
  installCommand: buildSetting("installCommand"),
  outputDirectory: buildSetting("outputDirectory"),
  rootDirectory: buildSetting("rootDirectory"),
  ignoreCommand: buildSetting("commandForIgnoringBuildStep"),

  nodeVersion: option({
    input: NodeVersion,
    // The platform picks its current default when none is set.
    fields: { "": { computed: true } },
    onCreate: false,
    read: (project) => project.nodeVersion as z.output<typeof NodeVersion>,
    write: (value) => (value ? { nodeVersion: value } : {}),
  }),
  previewDeploymentSuffix: direct("previewDeploymentSuffix", z.string(), { onCreate: true }),
  skewProtection: option({
    input: z.enum(Object.keys(SKEW_PROTECTION_SECONDS) as [SkewProtection, ...SkewProtection[]]),
    onCreate: false,
    read: (project) =>
      (Object.keys(SKEW_PROTECTION_SECONDS) as SkewProtection[]).find(
        (age) => SKEW_PROTECTION_SECONDS[age] === project.skewProtectionMaxAge,
      ),
    write: (value) => ({ skewProtectionMaxAge: value ? SKEW_PROTECTION_SECONDS[value] : 0 }),
  }),
  automaticallyExposeSystemEnvironmentVariables: direct("autoExposeSystemEnvs", z.boolean(), {
    onCreate: false,
    default: true,
  }),
  enableAffectedProjectsDeployments: direct("enableAffectedProjectsDeployments", z.boolean(), {
    onCreate: true,
    default: false,
  }),
  // The toolbar: unset (null) follows the team's setting.
  enablePreviewFeedback: direct("enablePreviewFeedback", z.boolean(), { onCreate: true }),
  enableProductionFeedback: direct("enableProductionFeedback", z.boolean(), { onCreate: true }),
  previewDeploymentsDisabled: direct("previewDeploymentsDisabled", z.boolean(), {
    onCreate: true,
    default: false,
  }),
  gitLfs: direct("gitLFS", z.boolean(), { onCreate: false, default: false }),
  functionFailover: direct("serverlessFunctionZeroConfigFailover", z.boolean(), {
    onCreate: true,
    default: false,
  }),
  customerSuccessCodeVisibility: direct("customerSupportCodeVisibility", z.boolean(), {
    onCreate: false,
    default: false,
  }),
  protectedSourcemaps: direct("protectedSourcemaps", z.boolean(), { onCreate: false, default: false }),
  prioritiseProductionBuilds: direct("productionDeploymentsFastLane", z.boolean(), {
    onCreate: false,
    default: false,
  }),
  directoryListing: direct("directoryListing", z.boolean(), { onCreate: false, default: false }),
  onDemandConcurrentBuilds: direct("resourceConfig.elasticConcurrencyEnabled", z.boolean(), {
    onCreate: true,
    default: false,
  }),
  buildMachineType: direct(
    "resourceConfig.buildMachineType",
    z.enum(["standard", "enhanced", "turbo", "elastic"]),
    {
      onCreate: true,
      default: "standard",
    },
  ),
  autoAssignCustomDomains: direct("autoAssignCustomDomains", z.boolean(), { onCreate: false, default: true }),
  gitForkProtection: direct("gitForkProtection", z.boolean(), { onCreate: false, default: true }),
  /** Deprecated (use resourceConfig.functionDefaultRegions): the first default region. */
  serverlessFunctionRegion: option({
    input: Region,
    fields: { "": { computed: true } },
    onCreate: true,
    read: (project) => project.resourceConfig.functionDefaultRegions[0],
    write: (value) => (value ? { serverlessFunctionRegion: value } : {}),
  }),
  /** Deprecated: the platform accepts it and ignores it, and never answers it. */
  publicSource: option({
    input: z.boolean(),
    fields: { "": { writeOnly: true } },
    onCreate: true,
    read: () => undefined,
    write: (value) => ({ publicSource: value ?? null }),
  }),

  vercelAuthentication: option({
    input: z.strictObject({
      /** Optional, as in pulumiverse: the platform's default, standard_protection_new, when omitted. */
      deploymentType: z
        .enum([
          "standard_protection_new",
          "standard_protection",
          "all_deployments",
          "only_preview_deployments",
          "none",
        ])
        .optional(),
    }),
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
  /** A password in front of the deployments `deploymentType` names. The password is write-only. */
  passwordProtection: option({
    input: z.strictObject({
      deploymentType: deploymentType(
        "standard_protection_new",
        "standard_protection",
        "all_deployments",
        "only_preview_deployments",
      ),
      password: z.string().min(1).max(72),
    }),
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
      addresses: z.array(z.strictObject({ value: IpOrCidr, note: z.string().optional() })).min(1),
      deploymentType: deploymentType(
        "standard_protection_new",
        "standard_protection",
        "all_deployments",
        "only_production_deployments",
        "only_preview_deployments",
      ),
      protectionMode: z.enum(["trusted_ip_required", "trusted_ip_optional"]).optional(),
    }),
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
  /** Other projects and external OIDC issuers whose requests pass deployment protection. */
  trustedSources: option({
    input: TrustedSourcesInput,
    fields: TRUSTED_SOURCES_FIELDS,
    onCreate: false,
    read: (project) => (project.trustedSources ? fromWire(project.trustedSources) : undefined),
    write: (value) => ({ trustedSources: value ? toWire(value) : null }),
  }),
  optionsAllowlist: option({
    input: z.strictObject({ paths: z.array(z.strictObject({ value: z.string().min(1) })).min(1) }),
    fields: { ".paths": { unordered: true } },
    onCreate: false,
    read: (project) => project.optionsAllowlist ?? undefined,
    write: (value) => ({ optionsAllowlist: value ?? null }),
  }),
  oidcTokenConfig: option({
    input: z.strictObject({
      /** Deprecated: tokens are always issued; only `true` may be given. */
      enabled: z.literal(true, { error: "is deprecated and can only be true" }).optional(),
      issuerMode: z.enum(["team", "global"]).optional(),
    }),
    fields: { "": { default: {} }, ".enabled": { default: true }, ".issuerMode": { default: "team" } },
    onCreate: true,
    read: (project) =>
      project.oidcTokenConfig && (withoutUndefined(project.oidcTokenConfig) as { enabled: true }),
    write: (value) => ({ oidcTokenConfig: { enabled: true, issuerMode: value?.issuerMode ?? "team" } }),
  }),
  gitComments: option({
    input: z.strictObject({ onPullRequest: z.boolean(), onCommit: z.boolean() }),
    fields: { "": { default: { onPullRequest: true, onCommit: false } } },
    onCreate: false,
    read: (project) => project.gitComments,
    write: (value) => ({ gitComments: value ?? { onPullRequest: true, onCommit: false } }),
  }),
  gitProviderOptions: option({
    input: z.strictObject({
      createDeployments: z.boolean().optional(),
      requireVerifiedCommits: z.boolean().optional(),
      repositoryDispatchEvents: z.boolean().optional(),
      gitCommitStatus: z.boolean().optional(),
      consolidatedGitCommitStatus: z
        .strictObject({ enabled: z.boolean(), propagateFailures: z.boolean() })
        .optional(),
    }),
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
      /** The wire's `functionDefaultMemoryType` (pulumiverse names it by CPU). */
      functionDefaultCpuType: z.enum(["standard_legacy", "standard", "performance"]).optional(),
      functionDefaultTimeout: z.number().int().min(1).max(900).optional(),
      functionDefaultRegions: z.array(Region).min(1).optional(),
      fluid: z.boolean().optional(),
    }),
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
