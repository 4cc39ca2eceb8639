// Project: POST /v11/projects, GET|PATCH|DELETE /v9/projects/{idOrName}, git link via
// /v9/projects/{idOrName}/link. Argument names follow @pulumiverse/vercel 5.4.1.
import { z } from "zod";
import {
  Framework,
  NodeVersion,
  PasswordProtectionDeploymentType,
  ProjectName,
  type Project as ApiProject,
  type ProjectBuildSetting,
} from "../../schema/projects";
import { defineResource, PartiallyCreatedError, type ResourceContext } from "./definition";

const GitRepository = z.strictObject({
  type: z.enum(["github", "gitlab", "bitbucket"]),
  repo: z.string().regex(/^[^/\s]+(\/[^/\s]+)+$/, 'must be "owner/name"'),
});

const ProjectInputs = z.strictObject({
  name: ProjectName,
  framework: Framework.optional(),
  buildCommand: z.string().optional(),
  devCommand: z.string().optional(),
  installCommand: z.string().optional(),
  outputDirectory: z.string().optional(),
  rootDirectory: z.string().optional(),
  ignoreCommand: z.string().optional(),
  nodeVersion: NodeVersion.optional(),
  gitRepository: GitRepository.optional(),
  /** A password in front of the deployments `deploymentType` names. The password is write-only. */
  passwordProtection: z
    .strictObject({ deploymentType: PasswordProtectionDeploymentType, password: z.string().min(1) })
    .optional(),
});
export type ProjectInputs = z.infer<typeof ProjectInputs>;

export const ProjectOutputs = ProjectInputs.extend({
  // Responses may carry frameworks newer than this client's list.
  framework: z.string().optional(),
  nodeVersion: z.string(),
  gitRepository: z
    .object({ type: z.string(), repo: z.string(), productionBranch: z.string().optional() })
    .optional(),
  passwordProtection: z.object({ deploymentType: z.string(), password: z.string().optional() }).optional(),
  /** The team or user that owns the project. */
  accountId: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
});
export type ProjectOutputs = z.infer<typeof ProjectOutputs>;

/** Input name -> wire name of each build setting (pulumiverse calls the ignored-build command ignoreCommand). */
const SETTINGS = {
  framework: "framework",
  buildCommand: "buildCommand",
  devCommand: "devCommand",
  installCommand: "installCommand",
  outputDirectory: "outputDirectory",
  rootDirectory: "rootDirectory",
  ignoreCommand: "commandForIgnoringBuildStep",
} as const satisfies Record<string, ProjectBuildSetting>;
type SettingInput = keyof typeof SETTINGS;
const SETTING_INPUTS = Object.keys(SETTINGS) as SettingInput[];

/** The wire body of the given settings; with `clear`, unset ones become null (auto-detect). */
function settingsBody(inputs: ProjectInputs, keys: readonly SettingInput[], clear: boolean) {
  return Object.fromEntries(
    keys
      .filter((key) => clear || inputs[key] !== undefined)
      .map((key) => [SETTINGS[key], inputs[key] ?? null]),
  );
}

function gitRepositoryOf(project: ApiProject): ProjectOutputs["gitRepository"] {
  const link = project.link;
  if (!link) return undefined;
  const repo =
    link.type === "gitlab"
      ? `${link.projectNamespace}/${link.projectName}`
      : link.type === "bitbucket"
        ? `${link.owner}/${link.slug}`
        : `${link.org}/${link.repo}`;
  return {
    type: link.type,
    repo,
    ...(link.productionBranch ? { productionBranch: link.productionBranch } : {}),
  };
}

export function toOutputs(project: ApiProject): ProjectOutputs {
  const settings = Object.fromEntries(
    SETTING_INPUTS.map((key) => [key, project[SETTINGS[key]]]).filter(([, value]) => value),
  );
  const gitRepository = gitRepositoryOf(project);
  return {
    name: project.name,
    ...settings,
    nodeVersion: project.nodeVersion,
    ...(gitRepository ? { gitRepository } : {}),
    // The API never returns the password: the operations keep it from the inputs or the state.
    ...(project.passwordProtection
      ? { passwordProtection: { deploymentType: project.passwordProtection.deploymentType } }
      : {}),
    accountId: project.accountId,
    createdAt: project.createdAt ?? 0,
  };
}

async function syncGitRepository(
  ctx: ResourceContext,
  id: string,
  inputs: ProjectInputs,
): Promise<ApiProject> {
  const { gitRepository } = inputs;
  return gitRepository
    ? ctx.client.projects.linkGitRepository(id, gitRepository)
    : ctx.client.projects.unlinkGitRepository(id);
}

export const projectDefinition = defineResource<ProjectInputs, ProjectOutputs>({
  name: "Project",
  inputs: ProjectInputs,
  outputs: ProjectOutputs,
  fields: {
    // Not a create field; the platform picks its current default when none is set.
    nodeVersion: { computed: true },
    "passwordProtection.password": { secret: true, writeOnly: true },
  },
  // Names are unique per team: a replacement must free the name before taking it.
  deleteBeforeReplace: true,
  secretOutputs: [],
  importId: { segments: ["projectIdOrName"], toId: ([idOrName]) => idOrName ?? "" },
  adopt: {
    key: "name",
    async find(ctx, inputs) {
      const project = await ctx.client.projects.find(inputs.name);
      return project && { id: project.id, outputs: toOutputs(project) };
    },
  },

  async create(ctx, inputs) {
    let project = await ctx.client.projects.create({
      name: inputs.name,
      ...settingsBody(inputs, SETTING_INPUTS, false),
      ...(inputs.gitRepository ? { gitRepository: inputs.gitRepository } : {}),
    });
    // nodeVersion and passwordProtection are not create fields: set them right after, and keep the
    // project in state if that fails.
    const followUp = {
      ...(inputs.nodeVersion !== undefined && inputs.nodeVersion !== project.nodeVersion
        ? { nodeVersion: inputs.nodeVersion }
        : {}),
      ...(inputs.passwordProtection ? { passwordProtection: inputs.passwordProtection } : {}),
    };
    if (Object.keys(followUp).length > 0) {
      try {
        project = await ctx.client.projects.update(project.id, followUp);
      } catch (error) {
        throw new PartiallyCreatedError({ id: project.id, outputs: toOutputs(project) }, error);
      }
    }
    return { id: project.id, outputs: toOutputs(project) };
  },

  async read(ctx, id) {
    return toOutputs(await ctx.client.projects.get(id));
  },

  async update(ctx, id, olds, news, changes) {
    const patch = {
      ...settingsBody(
        news,
        SETTING_INPUTS.filter((key) => changes.has(key)),
        true,
      ),
      ...(changes.has("name") ? { name: news.name } : {}),
      // nodeVersion is computed: omitted means "keep", so only a set value is sent.
      ...(changes.has("nodeVersion") && news.nodeVersion ? { nodeVersion: news.nodeVersion } : {}),
      ...(changes.has("passwordProtection") ? { passwordProtection: news.passwordProtection ?? null } : {}),
    };
    let project = Object.keys(patch).length ? await ctx.client.projects.update(id, patch) : undefined;
    if (changes.has("gitRepository")) project = await syncGitRepository(ctx, id, news);
    return project ? toOutputs(project) : olds;
  },

  async delete(ctx, id) {
    await ctx.client.projects.delete(id);
  },
});
