// Wire types of the projects area (POST /v11/projects, GET|PATCH|DELETE /v9/projects/{idOrName},
// GET /v10/projects). Shapes follow the platform's OpenAPI (shared/reference/api-contract.md §2).
import { z } from "zod";
import { EpochMs, Pagination } from "./common";

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

export const ProjectCreateRequest = z.looseObject({
  name: ProjectName,
  ...BuildSettingsRequest,
  // nodeVersion is not a create field: it is set with a PATCH after the create.
  gitRepository: GitRepositoryRequest.optional(),
});
export type ProjectCreateRequest = z.infer<typeof ProjectCreateRequest>;

/** PATCH: a present field is set, "" or null clears it, an absent field is left alone. */
/** Which deployments a password protects (api-contract §2.3). */
export const PASSWORD_PROTECTION_DEPLOYMENT_TYPES = [
  "standard_protection",
  "all_deployments",
  "only_preview_deployments",
  "prod_deployment_urls_and_all_previews",
] as const;
export const PasswordProtectionDeploymentType = z.enum(PASSWORD_PROTECTION_DEPLOYMENT_TYPES);

/** `passwordProtection` of a PATCH: the password may be left out to keep the current one; null turns it off. */
export const PasswordProtectionRequest = z.object({
  deploymentType: PasswordProtectionDeploymentType,
  password: z.string().min(1).optional(),
});

export const ProjectUpdateRequest = z.looseObject({
  name: ProjectName.optional(),
  ...BuildSettingsRequest,
  nodeVersion: NodeVersion.optional(),
  passwordProtection: PasswordProtectionRequest.nullable().optional(),
});
export type ProjectUpdateRequest = z.infer<typeof ProjectUpdateRequest>;

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
  createdAt: EpochMs.optional(),
});
export type ProjectLink = z.infer<typeof ProjectLink>;

export const Project = z.looseObject({
  id: z.string(),
  name: z.string(),
  accountId: z.string(),
  nodeVersion: z.string(),
  ...BuildSettingsRequest,
  // Responses may carry frameworks newer than this client's list.
  framework: z.string().nullable().optional(),
  directoryListing: z.boolean(),
  // The password is write-only: never in an answer.
  passwordProtection: z.strictObject({ deploymentType: z.string() }).nullable().optional(),
  link: ProjectLink.optional(),
  createdAt: EpochMs.optional(),
  updatedAt: EpochMs.optional(),
});
export type Project = z.infer<typeof Project>;

export const ProjectList = z.object({
  projects: z.array(Project),
  pagination: Pagination,
});
export type ProjectList = z.infer<typeof ProjectList>;
