// Project: POST /v11/projects, GET|PATCH|DELETE /v9/projects/{idOrName}, the git connection through
// its own endpoints (project-git.ts). Argument names follow @pulumiverse/vercel 5.4.1; how each
// maps to the wire is the table in project-options.ts, the schemas and fields derive from it
// (project-inputs.ts); `environment` goes through the env endpoints (project-environment.ts).
import type { Project as ApiProject } from "../../../schema/projects";
import { normalizePair, type DiffRules } from "../../reconcile/diff";
import { defineResource, PartiallyCreatedError } from "../kit/definition";
import {
  createEnvironment,
  readEnvironment,
  updateEnvironment,
  type EnvironmentOutput,
} from "./project-environment";
import { DEPLOY_HOOK_URL, gitRepositoryOf, syncGitRepository } from "./project-git";
import { PROJECT_FIELDS, ProjectInputs, ProjectOutputs } from "./project-inputs";
import {
  mergeFragments,
  PROJECT_OPTION_KEYS,
  PROJECT_OPTIONS,
  type ProjectOptionKey,
  type WireFragment,
} from "./project-options";

export { ProjectInputs, ProjectOutputs } from "./project-inputs";

// Names are unique per team: a replacement must free the name before taking it.
const DELETE_BEFORE_REPLACE = true;
const RULES: DiffRules = {
  schema: ProjectInputs,
  fields: PROJECT_FIELDS,
  deleteBeforeReplace: DELETE_BEFORE_REPLACE,
};

export function toOutputs(project: ApiProject): ProjectOutputs {
  const options = PROJECT_OPTION_KEYS.map((key) => [key, PROJECT_OPTIONS[key].read(project)] as const).filter(
    ([, value]) => value !== undefined,
  );
  const gitRepository = gitRepositoryOf(project);
  return {
    name: project.name,
    ...Object.fromEntries(options),
    nodeVersion: project.nodeVersion,
    ...(gitRepository ? { gitRepository } : {}),
    accountId: project.accountId,
    createdAt: project.createdAt ?? 0,
  } as ProjectOutputs;
}

/** Outputs with the managed variables (none when the program manages none). */
function withEnvironment(
  outputs: ProjectOutputs,
  environment: EnvironmentOutput | undefined,
): ProjectOutputs {
  const result: ProjectOutputs = { ...outputs, environment };
  if (environment === undefined) delete result.environment;
  return result;
}

/**
 * The body setting `keys` to their values in `inputs`, canonical: with the platform's default
 * where a value is left out (or the stored value for a computed one), sets sorted.
 */
function bodyOf(keys: readonly ProjectOptionKey[], olds: object, inputs: ProjectInputs) {
  const { after } = normalizePair(RULES, olds as Record<string, unknown>, inputs);
  return mergeFragments(
    keys.map((key) => (PROJECT_OPTIONS[key].write as (v: unknown) => WireFragment)(after[key])),
  );
}

export const projectDefinition = defineResource<
  ProjectInputs,
  ProjectOutputs,
  { environments: "environment"; previewComments: "enablePreviewFeedback" },
  "name"
>({
  name: "Project",
  description:
    "A project: the unit that deploys one application from a Git repository or the CLI, with its build settings, protection and environment variables.",
  autoName: { field: "name", maxLength: 100, lowercase: true },
  // pulumiverse's names: its `environments` is this package's `environment` (the Terraform
  // provider's), and its deprecated `previewComments` is `enablePreviewFeedback`.
  aliases: { environments: "environment", previewComments: "enablePreviewFeedback" },
  inputs: ProjectInputs,
  outputs: ProjectOutputs,
  fields: PROJECT_FIELDS,
  deleteBeforeReplace: DELETE_BEFORE_REPLACE,
  secretOutputs: [DEPLOY_HOOK_URL],
  importId: {
    segments: ["projectIdOrName"],
    toId: ([idOrName]) => idOrName ?? "",
    // A project imported by its name is recorded by its id, as a created one is.
    canonical: async (ctx, idOrName) => (await ctx.client.projects.get(idOrName)).id,
  },
  adopt: {
    key: "name",
    async find(ctx, inputs) {
      const project = await ctx.client.projects.find(inputs.name);
      return project && { id: project.id, outputs: toOutputs(project) };
    },
  },

  async create(ctx, inputs) {
    const given = PROJECT_OPTION_KEYS.filter((key) => inputs[key] !== undefined);
    const { gitRepository } = inputs;
    let project = await ctx.client.projects.create({
      name: inputs.name,
      ...bodyOf(
        given.filter((key) => PROJECT_OPTIONS[key].onCreate),
        {},
        inputs,
      ),
      ...(gitRepository ? { gitRepository: { type: gitRepository.type, repo: gitRepository.repo } } : {}),
    });
    // What the create endpoint does not take is set right after; if that fails the project is
    // kept in state and the next `up` finishes the job.
    let environment: EnvironmentOutput | undefined;
    try {
      const followUp = given.filter((key) => !PROJECT_OPTIONS[key].onCreate);
      if (followUp.length > 0)
        project = await ctx.client.projects.update(project.id, bodyOf(followUp, {}, inputs));
      project =
        (await syncGitRepository(ctx, project.id, gitRepositoryOf(project), gitRepository)) ?? project;
      environment = await createEnvironment(ctx, project.id, inputs.environment);
    } catch (error) {
      throw new PartiallyCreatedError({ id: project.id, outputs: toOutputs(project) }, error);
    }
    return { id: project.id, outputs: withEnvironment(toOutputs(project), environment) };
  },

  async read(ctx, id, state) {
    const project = await ctx.client.projects.get(id);
    return withEnvironment(toOutputs(project), await readEnvironment(ctx, project.id, state.environment));
  },

  async update(ctx, id, olds, news, changes) {
    const patch = {
      ...(changes.has("name") ? { name: news.name } : {}),
      ...bodyOf(
        PROJECT_OPTION_KEYS.filter((key) => changes.has(key)),
        olds,
        news,
      ),
    };
    let project = Object.keys(patch).length ? await ctx.client.projects.update(id, patch) : undefined;
    if (changes.has("gitRepository")) {
      project = (await syncGitRepository(ctx, id, olds.gitRepository, news.gitRepository)) ?? project;
    }
    const environment = changes.has("environment")
      ? await updateEnvironment(ctx, id, olds.environment, news.environment)
      : olds.environment;
    return withEnvironment(project ? toOutputs(project) : olds, environment);
  },

  async delete(ctx, id) {
    await ctx.client.projects.delete(id);
  },
});
