// Project.gitRepository: the connected repository, its production branch and its deploy hooks.
// The platform takes none of them in a PATCH: the repository is (re)connected through the link
// endpoints, the branch through PATCH .../branch, each hook added or removed on its own.
import { z } from "zod";
import type { DeployHook, Project as ApiProject } from "../../../schema/projects";
import type { FieldSemantics } from "../../reconcile/fields";
import type { ResourceContext } from "../kit/definition";

const HookInput = z.strictObject({
  name: z.string().min(1, "must not be empty").describe("The hook's name."),
  ref: z.string().min(1, "must not be empty").describe("The branch (or commit) the hook deploys."),
});

export const GitRepositoryInput = z.strictObject({
  type: z
    .enum(["github", "gitlab", "bitbucket"])
    .describe("The repository's git provider; the team must have the platform's app for it installed."),
  repo: z
    .string()
    .regex(/^[^/\s]+(\/[^/\s]+)+$/, 'must be "owner/name"')
    .describe("The repository as `owner/name` (a GitLab group path may have more parts)."),
  productionBranch: z
    .string()
    .min(1, "must not be empty")
    .optional()
    .describe(
      "The branch whose pushes deploy to production (other branches make previews); omitted keeps the current branch.",
    ),
  deployHooks: z
    .array(HookInput)
    .optional()
    .describe(
      "URLs that deploy a branch when called, a set; omitted leaves the project's hooks as they are, `[]` removes them all. Secret.",
    ),
});
export type GitRepositoryInput = z.infer<typeof GitRepositoryInput>;

/** An input's description, for an output field that reports it under a wider type (getProject shows it). */
const asInput = (key: keyof typeof GitRepositoryInput.shape) =>
  GitRepositoryInput.shape[key].description ?? "";

export const GitRepositoryOutput = GitRepositoryInput.extend({
  type: z.string().describe(asInput("type")),
  productionBranch: z.string().optional().describe(asInput("productionBranch")),
  deployHooks: z
    .array(
      HookInput.extend({
        id: z.string().describe("The hook's id."),
        url: z
          .string()
          .describe(
            "The URL that starts a deployment of the hook's ref when it receives a POST request. Secret.",
          ),
      }),
    )
    .optional()
    .describe(asInput("deployHooks")),
});
export type GitRepositoryOutput = z.infer<typeof GitRepositoryOutput>;

/** Diff semantics of gitRepository's parts, under the input key. */
export const GIT_REPOSITORY_FIELDS: Readonly<Record<string, FieldSemantics>> = {
  // The platform starts every repository on "main"; omitted keeps whatever branch it is on.
  "gitRepository.productionBranch": { computed: true },
  // A set; omitted leaves the hooks alone (hooks made in the dashboard stay), [] removes them all.
  // Secret because each hook's url (an output) lets whoever knows it deploy: the whole
  // gitRepository is stored as a secret, and the urls are redacted from errors.
  "gitRepository.deployHooks": { unordered: true, computed: true, secret: true },
};

/** The output path of the hook urls, for the definition's `secretOutputs`. */
export const DEPLOY_HOOK_URL = "gitRepository.deployHooks[].url";

export function gitRepositoryOf(project: ApiProject): GitRepositoryOutput | undefined {
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
    // Always a list, so `deployHooks: []` in a program compares equal to a project without hooks.
    deployHooks: (link.deployHooks ?? []).map(({ id, name, ref, url }) => ({ id, name, ref, url })),
  };
}

/**
 * Makes the project's git connection what `desired` says, starting from `current` (the state, or
 * the project just created). Returns the project as it is after the last call, or undefined when
 * nothing was called.
 */
export async function syncGitRepository(
  ctx: ResourceContext,
  id: string,
  current: GitRepositoryOutput | undefined,
  desired: GitRepositoryInput | undefined,
): Promise<ApiProject | undefined> {
  const projects = ctx.client.projects;
  if (!desired) return current ? projects.unlinkGitRepository(id) : undefined;
  let project: ApiProject | undefined;
  let now = current;
  if (!now || now.type !== desired.type || now.repo !== desired.repo) {
    // A new connection starts on the default branch, without hooks.
    project = await projects.linkGitRepository(id, { type: desired.type, repo: desired.repo });
    now = gitRepositoryOf(project);
  }
  if (desired.productionBranch && desired.productionBranch !== now?.productionBranch) {
    project = await projects.setProductionBranch(id, desired.productionBranch);
  }
  if (desired.deployHooks) {
    const existing = now?.deployHooks ?? [];
    const { add, remove } = hookChanges(existing, desired.deployHooks);
    for (const hook of remove) project = await projects.removeDeployHook(id, hook.id);
    const known = new Set(existing.map((hook) => hook.id));
    for (const hook of add) {
      project = await projects.addDeployHook(id, hook, known);
      for (const added of project.link?.deployHooks ?? []) known.add(added.id);
    }
  }
  return project;
}

/** Hooks to remove and to add so that the (name, ref) multiset of `existing` becomes `desired`'s. */
function hookChanges(
  existing: readonly Pick<DeployHook, "id" | "name" | "ref">[],
  desired: readonly z.infer<typeof HookInput>[],
) {
  const unmatched = [...existing];
  const add = desired.filter((hook) => {
    const index = unmatched.findIndex((h) => h.name === hook.name && h.ref === hook.ref);
    if (index < 0) return true;
    unmatched.splice(index, 1);
    return false;
  });
  return { add, remove: unmatched };
}
