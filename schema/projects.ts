// Wire types of the projects area (POST /v11/projects, GET|PATCH|DELETE /v9/projects/{idOrName},
// GET /v10/projects). Shapes follow the platform's OpenAPI (shared/reference/api-contract.md §2).
import { z } from "zod";
import { EpochMs, Pagination } from "./common";
import { ConnectConfiguration, ConnectConfigurationRequest } from "./networks";
import { ProjectSecurity } from "./attack-mode";

/** Frameworks the create endpoint accepts (api-contract §2.5). */
export const FRAMEWORKS = [
  "container", "blitzjs", "nextjs", "gatsby", "remix", "react-router", "astro", "hexo", "eleventy",
  "docusaurus-2", "docusaurus", "preact", "solidstart-1", "solidstart", "dojo", "ember", "vue", "scully",
  "ionic-angular", "angular", "polymer", "svelte", "sveltekit", "sveltekit-1", "ionic-react",
  "create-react-app", "gridsome", "umijs", "sapper", "saber", "stencil", "nuxtjs", "redwoodjs", "hugo",
  "jekyll", "brunch", "middleman", "zola", "hydrogen", "vite", "tanstack-start", "tanstack-start-lovable",
  "vitepress", "vuepress", "parcel", "fastapi", "flask", "fasthtml", "django", "ash", "factory-eve", "eve",
  "sanity", "sanity-v2", "storybook", "nitro", "hono", "express", "h3", "koa", "nestjs", "elysia",
  "fastify", "xmcp", "python", "ruby", "rust", "axum", "actix-web", "bun", "node", "go", "services",
  "mastra",
] as const; // prettier-ignore
export const Framework = z.enum(FRAMEWORKS);

export const NODE_VERSIONS = ["24.x", "22.x", "20.x", "18.x", "16.x", "14.x", "12.x", "10.x"] as const;
export const NodeVersion = z.enum(NODE_VERSIONS);

/** Up to 100 lowercase letters, digits, '.', '_' and '-', never '---' (the platform's rule). */
export const ProjectName = z
  .string()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .regex(/^[a-z0-9._-]+$/, "may contain only lowercase letters, digits, '.', '_' and '-'")
  .refine((name) => !name.includes("---"), "must not contain '---'");

export const GIT_PROVIDERS = [
  "github",
  "github-limited",
  "gitlab",
  "bitbucket",
  "vercel",
  "cursor-origin",
] as const;
export const GitRepositoryRequest = z.object({
  type: z.enum(GIT_PROVIDERS),
  repo: z.string().min(1),
});

/** A nullable build setting: null means "auto-detect". */
const Setting = z.string().nullable();

/** Build settings: null means auto-detect; in a PATCH, "" or null clears one. */
export const PROJECT_BUILD_SETTINGS = [
  "framework",
  "buildCommand",
  "devCommand",
  "installCommand",
  "outputDirectory",
  "rootDirectory",
  "commandForIgnoringBuildStep",
] as const;
export type ProjectBuildSetting = (typeof PROJECT_BUILD_SETTINGS)[number];

const BuildSettingsRequest = {
  framework: Framework.nullable().optional(),
  buildCommand: Setting.optional(),
  devCommand: Setting.optional(),
  installCommand: Setting.optional(),
  outputDirectory: Setting.optional(),
  rootDirectory: Setting.optional(),
  commandForIgnoringBuildStep: Setting.optional(),
} satisfies Record<ProjectBuildSetting, z.ZodType>;

/**
 * Which deployments a protection covers, as the wire names them (api-contract §2.2): `all`,
 * `preview`, `production`, `prod_deployment_urls_and_all_previews` ("standard protection", legacy)
 * and `all_except_custom_domains` ("standard protection", current).
 */
export const PROTECTION_DEPLOYMENT_TYPES = [
  "all",
  "preview",
  "production",
  "prod_deployment_urls_and_all_previews",
  "all_except_custom_domains",
] as const;
export const ProtectionDeploymentType = z.enum(PROTECTION_DEPLOYMENT_TYPES);

/** `ssoProtection` (Vercel Authentication); null turns it off. */
export const SsoProtection = z.object({ deploymentType: ProtectionDeploymentType });

/** `passwordProtection` of a PATCH: the password may be left out to keep the current one; null turns it off. */
export const PasswordProtectionRequest = z.object({
  deploymentType: ProtectionDeploymentType,
  password: z.string().min(1).optional(),
});

/** `trustedIps`: `additional` = trusted IP required on top of other protection, `exclusive` = enough alone. */
export const TrustedIps = z.object({
  deploymentType: ProtectionDeploymentType,
  addresses: z.array(z.object({ value: z.string().min(1), note: z.string().optional() })).min(1),
  protectionMode: z.enum(["additional", "exclusive"]),
});

/** Environments a trusted source comes from or reaches: slugs, or the `all-custom` preset (or both). */
const TrustedEnvironments = z.object({
  slugs: z.array(z.string().min(1)).optional(),
  preset: z.enum(["all-custom"]).optional(),
});

/**
 * `trustedSources`: projects and external OIDC issuers whose tokens pass deployment protection.
 * The contract names the field but not its shape; this is @vercel/sdk's (UpdateProjectRequestBody
 * and the project answers): projects keyed by project id, OIDC providers keyed by issuer.
 */
export const TrustedSources = z.object({
  projects: z
    .record(
      z.string().min(1),
      z.object({
        label: z.string().optional(),
        customAllow: z.array(z.object({ from: TrustedEnvironments, to: TrustedEnvironments })).optional(),
      }),
    )
    .optional(),
  oidcProviders: z
    .record(
      z.string().min(1),
      z.array(
        z.object({
          to: TrustedEnvironments,
          label: z.string().optional(),
          claims: z.record(z.string(), z.array(z.string())),
        }),
      ),
    )
    .optional(),
  /** Same-team CI access to previews of the same repository; the platform keeps it when omitted. */
  enableVercelCiSameRepository: z.boolean().optional(),
});
export type TrustedSources = z.infer<typeof TrustedSources>;

/** Paths whose CORS preflight (OPTIONS) requests bypass deployment protection. */
export const OptionsAllowlist = z.object({ paths: z.array(z.object({ value: z.string().min(1) })).min(1) });

export const OidcTokenConfig = z.object({
  /** Deprecated: OIDC tokens are always issued; only `true` is meaningful. */
  enabled: z.boolean().optional(),
  issuerMode: z.enum(["team", "global"]).optional(),
});

export const GitComments = z.object({ onPullRequest: z.boolean(), onCommit: z.boolean() });

export const GitProviderOptions = z.object({
  createDeployments: z.enum(["enabled", "disabled"]),
  disableRepositoryDispatchEvents: z.boolean().optional(),
  requireVerifiedCommits: z.boolean().optional(),
  gitCommitStatus: z.boolean().optional(),
  consolidatedGitCommitStatus: z.object({ enabled: z.boolean(), propagateFailures: z.boolean() }).optional(),
});

export const FUNCTION_MEMORY_TYPES = [
  "standard_legacy",
  "standard",
  "performance",
  "performance_xl",
] as const;
export const BUILD_MACHINE_TYPES = ["basic", "standard", "enhanced", "turbo", "elastic"] as const;

/** `resourceConfig` of a create or PATCH: the keys given are set, the others kept. */
export const ResourceConfigRequest = z.object({
  functionDefaultMemoryType: z.enum(FUNCTION_MEMORY_TYPES).optional(),
  functionDefaultTimeout: z.number().int().min(1).max(900).optional(),
  functionDefaultRegions: z.array(z.string().min(1)).optional(),
  fluid: z.boolean().optional(),
  buildMachineType: z.enum(BUILD_MACHINE_TYPES).optional(),
  elasticConcurrencyEnabled: z.boolean().optional(),
});
export const ResourceConfig = ResourceConfigRequest.extend({
  functionDefaultRegions: z.array(z.string()),
  // Answers may carry values newer than this client's lists.
  functionDefaultMemoryType: z.string().optional(),
  buildMachineType: z.string().optional(),
});

/** Settings both the create endpoint and PATCH take (api-contract §2.2). */
const CreatableSettings = {
  previewDeploymentSuffix: z.string().nullable().optional(),
  enablePreviewFeedback: z.boolean().nullable().optional(),
  enableProductionFeedback: z.boolean().nullable().optional(),
  previewDeploymentsDisabled: z.boolean().nullable().optional(),
  enableAffectedProjectsDeployments: z.boolean().optional(),
  serverlessFunctionZeroConfigFailover: z.boolean().optional(),
  ssoProtection: SsoProtection.nullable().optional(),
  oidcTokenConfig: OidcTokenConfig.optional(),
  resourceConfig: ResourceConfigRequest.optional(),
  /** Deprecated: sets `resourceConfig.functionDefaultRegions` to this one region. */
  serverlessFunctionRegion: z.string().min(1).nullable().optional(),
  /** Deprecated: accepted and ignored, never answered. */
  publicSource: z.boolean().nullable().optional(),
};

/** Settings only PATCH takes (api-contract §2.3): a project is created without them, then patched. */
const PatchOnlySettings = {
  nodeVersion: NodeVersion.optional(),
  autoExposeSystemEnvs: z.boolean().optional(),
  autoAssignCustomDomains: z.boolean().optional(),
  gitForkProtection: z.boolean().optional(),
  gitLFS: z.boolean().optional(),
  customerSupportCodeVisibility: z.boolean().optional(),
  protectedSourcemaps: z.boolean().optional(),
  productionDeploymentsFastLane: z.boolean().optional(),
  directoryListing: z.boolean().optional(),
  /** Seconds; 0 turns skew protection off. */
  skewProtectionMaxAge: z.number().int().nonnegative().optional(),
  passwordProtection: PasswordProtectionRequest.nullable().optional(),
  trustedIps: TrustedIps.nullable().optional(),
  trustedSources: TrustedSources.nullable().optional(),
  optionsAllowlist: OptionsAllowlist.nullable().optional(),
  gitComments: GitComments.optional(),
  gitProviderOptions: GitProviderOptions.optional(),
};

/** Names of the settings (create or PATCH) the platform stores as sent. */
export const CREATABLE_SETTINGS = Object.keys(CreatableSettings) as (keyof typeof CreatableSettings)[];
export const PATCH_ONLY_SETTINGS = Object.keys(PatchOnlySettings) as (keyof typeof PatchOnlySettings)[];

// nodeVersion and the other PATCH-only settings are not create fields: they are set with a PATCH after.
export const ProjectCreateRequest = z.looseObject({
  name: ProjectName,
  ...BuildSettingsRequest,
  ...CreatableSettings,
  gitRepository: GitRepositoryRequest.optional(),
});
export type ProjectCreateRequest = z.infer<typeof ProjectCreateRequest>;

/** PATCH: a present field is set, "" or null clears it, an absent field is left alone. */
export const ProjectUpdateRequest = z.looseObject({
  name: ProjectName.optional(),
  ...BuildSettingsRequest,
  ...CreatableSettings,
  ...PatchOnlySettings,
  /** Its environments on Secure Compute networks (schema/networks.ts); null takes it off all. */
  connectConfigurations: z.array(ConnectConfigurationRequest).nullable().optional(),
});
export type ProjectUpdateRequest = z.infer<typeof ProjectUpdateRequest>;

/** `PATCH /v9/projects/{idOrName}/branch`: the production branch of the connected repository. */
export const ProductionBranchRequest = z.object({ branch: z.string().min(1) });

/** `POST /v2/projects/{idOrName}/deploy-hooks`. */
export const DeployHookRequest = z.object({ name: z.string().min(1), ref: z.string().min(1) });

/** A deploy hook: POSTing to `url` (a credential) deploys `ref`. */
export const DeployHook = z.object({
  id: z.string(),
  name: z.string(),
  ref: z.string(),
  url: z.string(),
  createdAt: EpochMs.optional(),
});
export type DeployHook = z.infer<typeof DeployHook>;

/** The git link of a project, discriminated by provider type (only the fields the provider reads). */
export const ProjectLink = z.looseObject({
  type: z.string(),
  org: z.string().optional(),
  repo: z.string().optional(),
  projectNamespace: z.string().optional(),
  projectName: z.string().optional(),
  owner: z.string().optional(),
  slug: z.string().optional(),
  productionBranch: z.string().optional(),
  deployHooks: z.array(DeployHook).optional(),
  createdAt: EpochMs.optional(),
});
export type ProjectLink = z.infer<typeof ProjectLink>;

/** A project as answered: every setting a create or PATCH takes, as stored, and what the platform adds. */
export const Project = z.looseObject({
  id: z.string(),
  name: z.string(),
  accountId: z.string(),
  ...BuildSettingsRequest,
  ...CreatableSettings,
  ...PatchOnlySettings,
  nodeVersion: z.string(),
  // Responses may carry frameworks newer than this client's list.
  framework: z.string().nullable().optional(),
  directoryListing: z.boolean(),
  resourceConfig: ResourceConfig,
  // The password is write-only: never in an answer.
  passwordProtection: z.strictObject({ deploymentType: ProtectionDeploymentType }).nullable().optional(),
  link: ProjectLink.optional(),
  connectConfigurations: z.array(ConnectConfiguration).nullable().optional(),
  /** Attack challenge mode (schema/attack-mode.ts); absent until it was switched once. */
  security: ProjectSecurity.optional(),
  createdAt: EpochMs.optional(),
  updatedAt: EpochMs.optional(),
});
export type Project = z.infer<typeof Project>;

export const ProjectList = z.object({
  projects: z.array(Project),
  pagination: Pagination,
});
export type ProjectList = z.infer<typeof ProjectList>;
