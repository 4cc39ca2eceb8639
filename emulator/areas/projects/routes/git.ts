// A project's git connection (api-contract §2.4 `link`): connect and disconnect a repository
// (POST|DELETE /v9/projects/:idOrName/link), set its production branch
// (PATCH /v9/projects/:idOrName/branch) and its deploy hooks
// (POST /v2/projects/:idOrName/deploy-hooks, DELETE .../deploy-hooks/:hookId), as the Terraform
// provider calls them. Every route answers the whole project.
import { randomInt } from "node:crypto";
import {
  DeployHookRequest,
  GitRepositoryRequest,
  GIT_PROVIDERS,
  ProductionBranchRequest,
  Project,
  type ProjectLink,
} from "../../../../schema/projects";
import { badRequest, notFound } from "../../../errors";
import { newId, randomAlphanumeric } from "../../../ids";
import { defineRoute, item, type Route } from "../../../route";
import { presentProjectV2 } from "../presenter";
import { findProject, saveProject, type StoredProject } from "../store";

/** The production branch of a newly connected repository. */
const DEFAULT_PRODUCTION_BRANCH = "main";

interface Repository {
  /** Everything before the last `/`: a GitHub org, a GitLab namespace, a Bitbucket workspace. */
  readonly namespace: string;
  readonly name: string;
  readonly fullName: string;
}

export function parseRepository(repo: string): Repository {
  const parts = repo.split("/");
  const name = parts.pop() ?? "";
  if (parts.length === 0 || name === "" || parts.some((p) => p === "")) {
    throw badRequest(`Invalid request: "gitRepository.repo" must look like "owner/name"`);
  }
  return { namespace: parts.join("/"), name, fullName: repo };
}

/** The `link` object of a connected repository, shaped per provider (api-contract §2.4). */
export function gitLink(
  type: (typeof GIT_PROVIDERS)[number],
  repo: Repository,
  createdAt: number,
): ProjectLink {
  const common = { productionBranch: DEFAULT_PRODUCTION_BRANCH, deployHooks: [], createdAt };
  switch (type) {
    case "gitlab":
      return {
        type,
        projectId: String(randomInt(10_000_000, 100_000_000)),
        projectName: repo.name,
        projectNamespace: repo.namespace,
        projectNameWithNamespace: repo.fullName,
        projectUrl: `https://gitlab.com/${repo.fullName}`,
        ...common,
      };
    case "bitbucket":
      return { type, owner: repo.namespace, name: repo.name, slug: repo.name, ...common };
    case "cursor-origin":
      return { type, owner: repo.namespace, repo: repo.name, ...common };
    default:
      return { type, org: repo.namespace, repo: repo.name, ...common };
  }
}

/** The project's link; a git setting of a project without a repository is a bad request. */
function linkOf(project: StoredProject): ProjectLink {
  if (!project.link) {
    throw badRequest(`Invalid request: project "${project.name}" has no connected git repository`);
  }
  return project.link;
}

/** Connects a repository (replacing any current one, hooks included); PATCH cannot (api-contract §2.3). */
const link = defineRoute({
  method: "POST",
  paths: "/v9/projects/:idOrName/link",
  body: GitRepositoryRequest,
  response: Project,
  operation: "update",
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    project.link = gitLink(body.type, parseRepository(body.repo), store.now());
    return item(saveProject(store, ownerId, project));
  },
});

const unlink = defineRoute({
  method: "DELETE",
  paths: "/v9/projects/:idOrName/link",
  response: Project,
  operation: "update",
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.idOrName);
    delete project.link;
    return item(saveProject(store, ownerId, project));
  },
});

const branch = defineRoute({
  method: "PATCH",
  paths: "/v9/projects/:idOrName/branch",
  body: ProductionBranchRequest,
  response: Project,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    linkOf(project).productionBranch = body.branch;
    return item(saveProject(store, ownerId, project));
  },
});

/** Adds a hook (names need not be unique); the answer is the project, the new hook last. */
const addHook = defineRoute({
  method: "POST",
  paths: "/v2/projects/:idOrName/deploy-hooks",
  body: DeployHookRequest,
  response: Project,
  present: presentProjectV2,
  operation: "update",
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const hooks = (linkOf(project).deployHooks ??= []);
    const id = newId("", 10);
    hooks.push({
      id,
      name: body.name,
      ref: body.ref,
      // The url embeds a secret: whoever knows it can deploy.
      url: `https://api.vercel.com/v1/integrations/deploy/${project.id}/${randomAlphanumeric(10)}`,
      createdAt: store.now(),
    });
    return item(saveProject(store, ownerId, project));
  },
});

const removeHook = defineRoute({
  method: "DELETE",
  paths: "/v2/projects/:idOrName/deploy-hooks/:hookId",
  response: Project,
  present: presentProjectV2,
  operation: "update",
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const hooks = project.link?.deployHooks ?? [];
    const index = hooks.findIndex((hook) => hook.id === params.hookId);
    if (index < 0) throw notFound(`Deploy hook not found: ${params.hookId}`);
    hooks.splice(index, 1);
    return item(saveProject(store, ownerId, project));
  },
});

export const gitRoutes: readonly Route[] = [link, unlink, branch, addHook, removeHook];
