// The projects area (api-contract §2): create, read, update, delete and list projects, under the
// current versions (POST /v11, GET|PATCH|DELETE /v9, list /v10) and the older ones still served,
// and the git link (POST|DELETE /v9/projects/:idOrName/link).
import { randomInt } from "node:crypto";
import { z } from "zod";
import {
  PROJECT_BUILD_SETTINGS,
  GIT_PROVIDERS,
  GitRepositoryRequest,
  Project,
  ProjectCreateRequest,
  ProjectList,
  ProjectUpdateRequest,
  type ProjectLink,
} from "../../schema/projects";
import { badRequest, conflict, notFound } from "../errors";
import { newId } from "../ids";
import { PageCursor, PageLimit, pageByCreatedAt } from "../pagination";
import { sameShapeForVersions } from "../present";
import { defineRoute, defineSeeder, item, list as listOf, noContent, type ApiArea } from "../route";
import { versions } from "../router";
import type { Store } from "../store";

/** A project as stored; `presentProject` turns it into what the endpoints answer. */
export interface StoredProject {
  id: string;
  name: string;
  /** The owner: team id, or user id for the personal account. */
  accountId: string;
  nodeVersion: string;
  framework: string | null;
  buildCommand: string | null;
  devCommand: string | null;
  installCommand: string | null;
  outputDirectory: string | null;
  rootDirectory: string | null;
  commandForIgnoringBuildStep: string | null;
  directoryListing: boolean;
  alias: unknown[];
  resourceConfig: { functionDefaultRegions: string[] };
  defaultResourceConfig: { functionDefaultRegions: string[] };
  deploymentExpiration: Record<string, number>;
  autoExposeSystemEnvs: boolean;
  env: unknown[];
  latestDeployments: unknown[];
  /** Present only while a git repository is connected. */
  link?: ProjectLink;
  /** The password is stored but never answered (see presentProject). */
  passwordProtection: { deploymentType: string; password: string } | null;
  createdAt: number;
  updatedAt: number;
}

/** Build settings that default to null ("auto-detect") and that `""` or `null` clears. */
const SETTINGS = PROJECT_BUILD_SETTINGS;

// Defaults the platform applies when a project does not choose (api-contract §14, [INF]).
const DEFAULT_NODE_VERSION = "22.x";
const DEFAULT_REGION = "iad1";

/** Accepted on create and update; the region then shows in `resourceConfig` (api-contract §13). */
const Region = z.string().min(1).nullable().optional();

const CreateFields = ProjectCreateRequest.extend({ serverlessFunctionRegion: Region });
type CreateFields = z.output<typeof CreateFields>;

const CreateBody = clearingBlankSettings(CreateFields);

const UpdateBody = clearingBlankSettings(
  ProjectUpdateRequest.extend({
    autoExposeSystemEnvs: z.boolean().optional(),
    directoryListing: z.boolean().optional(),
    serverlessFunctionRegion: Region,
  }),
);

const ListQuery = z.object({
  limit: PageLimit,
  /** The continuation cursor of the projects list; `until` is accepted as its synonym. */
  from: PageCursor,
  until: PageCursor,
  search: z.string().optional(),
});

function projectsOf(store: Store) {
  return store.collection<StoredProject>("projects");
}

/** Create a project for `ownerId` as `POST /v11/projects` does; seeding uses it too. */
export function createProject(store: Store, ownerId: string, request: CreateFields): StoredProject {
  const repository = request.gitRepository && parseRepository(request.gitRepository.repo);
  if (projectsOf(store).find(ownerId, (p) => p.name === request.name)) {
    throw conflict(`A project with the name "${request.name}" already exists`);
  }
  const now = store.now();
  const regions = [request.serverlessFunctionRegion ?? DEFAULT_REGION];
  const project: StoredProject = {
    id: newId("prj_", 28),
    name: request.name,
    accountId: ownerId,
    // Not a create field (api-contract §2.2): always the default until a PATCH sets it.
    nodeVersion: DEFAULT_NODE_VERSION,
    framework: request.framework ?? null,
    buildCommand: request.buildCommand ?? null,
    devCommand: request.devCommand ?? null,
    installCommand: request.installCommand ?? null,
    outputDirectory: request.outputDirectory ?? null,
    rootDirectory: request.rootDirectory ?? null,
    commandForIgnoringBuildStep: request.commandForIgnoringBuildStep ?? null,
    passwordProtection: null,
    directoryListing: false,
    alias: [],
    resourceConfig: { functionDefaultRegions: regions },
    defaultResourceConfig: { functionDefaultRegions: [DEFAULT_REGION] },
    deploymentExpiration: {},
    autoExposeSystemEnvs: true,
    env: [],
    latestDeployments: [],
    ...(request.gitRepository && repository
      ? { link: gitLink(request.gitRepository.type, repository, now) }
      : {}),
    createdAt: now,
    updatedAt: now,
  };
  return projectsOf(store).insert(ownerId, project);
}

/** `{idOrName}` accepts the project id or its name. */
function findProject(store: Store, ownerId: string, idOrName: string): StoredProject {
  const project = projectsOf(store).find(ownerId, (p) => p.id === idOrName || p.name === idOrName);
  if (!project) throw notFound("Project not found");
  return project;
}

const create = defineRoute({
  method: "POST",
  paths: versions("/projects", 8, 11),
  body: CreateBody,
  response: Project,
  handle: ({ store, ownerId, body }) => item(createProject(store, ownerId, body)),
});

const get = defineRoute({
  method: "GET",
  paths: versions("/projects/:idOrName", 8, 10),
  response: Project,
  handle: ({ store, ownerId, params }) => item(findProject(store, ownerId, params.idOrName)),
});

const update = defineRoute({
  method: "PATCH",
  paths: versions("/projects/:idOrName", 8, 10),
  body: UpdateBody,
  response: Project,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    if ("gitRepository" in body) {
      throw badRequest(
        `Invalid request: "gitRepository" cannot be changed with PATCH; connect a repository with POST /v9/projects/${project.id}/link`,
      );
    }
    if (body.name !== undefined && body.name !== project.name) {
      if (projectsOf(store).find(ownerId, (p) => p.name === body.name)) {
        throw conflict(`A project with the name "${body.name}" already exists`);
      }
      project.name = body.name;
    }
    for (const setting of SETTINGS) {
      const value = body[setting];
      if (value !== undefined) project[setting] = value;
    }
    if (body.nodeVersion !== undefined) project.nodeVersion = body.nodeVersion;
    if (body.passwordProtection !== undefined)
      project.passwordProtection = passwordProtection(project, body.passwordProtection);
    if (body.autoExposeSystemEnvs !== undefined) project.autoExposeSystemEnvs = body.autoExposeSystemEnvs;
    if (body.directoryListing !== undefined) project.directoryListing = body.directoryListing;
    if (body.serverlessFunctionRegion !== undefined) {
      project.resourceConfig = { functionDefaultRegions: [body.serverlessFunctionRegion ?? DEFAULT_REGION] };
    }
    project.updatedAt = store.now();
    return item(projectsOf(store).replace(ownerId, project));
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: versions("/projects/:idOrName", 8, 10),
  handle: ({ store, ownerId, params }) => {
    projectsOf(store).remove(ownerId, findProject(store, ownerId, params.idOrName).id);
    return noContent();
  },
});

/** Connects a repository (replacing any current one); PATCH cannot (api-contract §2.3). */
const link = defineRoute({
  method: "POST",
  paths: "/v9/projects/:idOrName/link",
  body: GitRepositoryRequest,
  response: Project,
  operation: "update",
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    const repository = parseRepository(body.repo);
    project.updatedAt = store.now();
    project.link = gitLink(body.type, repository, project.updatedAt);
    return item(projectsOf(store).replace(ownerId, project));
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
    project.updatedAt = store.now();
    return item(projectsOf(store).replace(ownerId, project));
  },
});

const list = defineRoute({
  method: "GET",
  paths: versions("/projects", 8, 10),
  query: ListQuery,
  response: ProjectList,
  operation: "list",
  handle: ({ store, ownerId, query }) => {
    const search = query.search?.toLowerCase();
    const matching = projectsOf(store)
      .list(ownerId)
      .filter((p) => search === undefined || p.name.toLowerCase().includes(search));
    const { items, pagination } = pageByCreatedAt(matching, {
      limit: query.limit,
      before: query.from ?? query.until,
    });
    return listOf("projects", items, { pagination });
  },
});

/** A PATCH's `passwordProtection`: null turns it off; a missing password keeps the current one. */
function passwordProtection(
  project: StoredProject,
  request: { deploymentType: string; password?: string | undefined } | null,
): StoredProject["passwordProtection"] {
  if (request === null) return null;
  const password = request.password ?? project.passwordProtection?.password;
  if (password === undefined) {
    throw badRequest(
      'Invalid request: "passwordProtection.password" is required to turn password protection on',
    );
  }
  return { deploymentType: request.deploymentType, password };
}

/**
 * Every version served (v8 to v11) answers the same shape. The password of passwordProtection is
 * write-only: stored, never answered. A version with another shape, a once-only or a write-only
 * field is handled here and nowhere else.
 */
const presentProject = sameShapeForVersions(8, 11, ({ passwordProtection, ...project }: StoredProject) => ({
  ...project,
  passwordProtection: passwordProtection ? { deploymentType: passwordProtection.deploymentType } : null,
}));

export const projects: ApiArea = {
  name: "projects",
  routes: [create, get, update, remove, list, link, unlink],
  present: presentProject,
  seed: defineSeeder({
    item: clearingBlankSettings(CreateFields.extend({ teamId: z.string().min(1).optional() })),
    create: createProject,
  }),
};

/** PATCH semantics (api-contract §1.6): `""` clears a setting like `null` does, on create as on update. */
function clearingBlankSettings<T extends z.ZodType>(schema: T) {
  return z.preprocess((input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
    const cleared: Record<string, unknown> = { ...input };
    for (const setting of SETTINGS) if (cleared[setting] === "") cleared[setting] = null;
    return cleared;
  }, schema);
}

interface Repository {
  /** Everything before the last `/`: a GitHub org, a GitLab namespace, a Bitbucket workspace. */
  readonly namespace: string;
  readonly name: string;
  readonly fullName: string;
}

function parseRepository(repo: string): Repository {
  const parts = repo.split("/");
  const name = parts.pop() ?? "";
  if (parts.length === 0 || name === "" || parts.some((p) => p === "")) {
    throw badRequest(`Invalid request: "gitRepository.repo" must look like "owner/name"`);
  }
  return { namespace: parts.join("/"), name, fullName: repo };
}

/** The `link` object of a connected repository, shaped per provider (api-contract §2.4). */
function gitLink(type: (typeof GIT_PROVIDERS)[number], repo: Repository, createdAt: number): ProjectLink {
  const common = { productionBranch: "main", deployHooks: [], createdAt };
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
