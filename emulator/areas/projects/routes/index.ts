// The projects area (api-contract §2): create, read, update, delete and list projects, under the
// current versions (POST /v11, GET|PATCH|DELETE /v9, list /v10) and the older ones still served,
// every setting with its platform default, and the git connection (git.ts).
import { z } from "zod";
import {
  CREATABLE_SETTINGS,
  PATCH_ONLY_SETTINGS,
  PROJECT_BUILD_SETTINGS,
  Project,
  ProjectCreateRequest,
  ProjectList,
  ProjectUpdateRequest,
} from "../../../../schema/projects";
import { badRequest, conflict } from "../../../errors";
import { projectEvent } from "../../integrations/store";
import { linkToNetworks } from "../../networks/store";
import { latestDeploymentsOf } from "../../deployments/store";
import { PageCursor, PageLimit, pageByCreatedAt } from "../../../pagination";
import { defineRoute, defineSeeder, item, list as listOf, noContent, type ApiArea } from "../../../route";
import { versions } from "../../../router";
import type { Store } from "../../../store";
import { presentProjectV8to11 } from "../presenter";
import { gitLink, gitRoutes, parseRepository } from "./git";
import { patchProjectCrons } from "./crons";
import { patchDeploymentExpiration } from "./deployment-expiration";
import { patchProjectProtectionBypass } from "./protection-bypass";
import { rollingReleaseRoutes } from "./rolling-release";
import { settleAttackMode } from "../store";
import {
  DEFAULT_REGION,
  findProject,
  newProject,
  projectsOf,
  saveProject,
  type StoredProject,
} from "../store";

/** Build settings that default to null ("auto-detect") and that `""` or `null` clears. */
const SETTINGS = PROJECT_BUILD_SETTINGS;

/** Settings with their own rules below; every other create or PATCH setting is stored as sent. */
const SPECIAL = new Set<string>([
  "resourceConfig",
  "serverlessFunctionRegion",
  "publicSource",
  "passwordProtection",
  "skewProtectionMaxAge",
  "nodeVersion",
]);
const STORED_AS_SENT = [...CREATABLE_SETTINGS, ...PATCH_ONLY_SETTINGS].filter((key) => !SPECIAL.has(key));

const CreateBody = clearingBlankSettings(ProjectCreateRequest);
type CreateFields = z.output<typeof ProjectCreateRequest>;
const UpdateBody = clearingBlankSettings(ProjectUpdateRequest);
type UpdateFields = z.output<typeof ProjectUpdateRequest>;

const ListQuery = z.object({
  limit: PageLimit,
  /** The continuation cursor of the projects list; `until` is accepted as its synonym. */
  from: PageCursor,
  until: PageCursor,
  search: z.string().optional(),
});

/** Create a project for `ownerId` as `POST /v11/projects` does; seeding uses it too. */
export function createProject(store: Store, ownerId: string, request: CreateFields): StoredProject {
  const repository = request.gitRepository && parseRepository(request.gitRepository.repo);
  if (projectsOf(store).find(ownerId, (p) => p.name === request.name)) {
    throw conflict(`A project with the name "${request.name}" already exists`);
  }
  const now = store.now();
  const project: StoredProject = {
    ...newProject(ownerId, request.name, now),
    ...(request.gitRepository && repository
      ? { link: gitLink(request.gitRepository.type, repository, now) }
      : {}),
  };
  // A create body holds no PATCH-only setting (its schema strips none, but never names them).
  applySettings(project, { ...request, name: request.name } as UpdateFields);
  return projectsOf(store).insert(ownerId, project);
}

/** Sets what a create or PATCH body names; what it leaves out stays as it is. */
function applySettings(project: StoredProject, body: UpdateFields): void {
  const stored = project as unknown as Record<string, unknown>;
  for (const key of [...SETTINGS, ...STORED_AS_SENT]) {
    const value = (body as Record<string, unknown>)[key];
    if (value !== undefined) stored[key] = structuredClone(value);
  }
  if (body.resourceConfig !== undefined) {
    const { functionDefaultRegions, ...rest } = body.resourceConfig;
    project.resourceConfig = {
      ...project.resourceConfig,
      ...withoutUndefined(rest),
      functionDefaultRegions: functionDefaultRegions ?? project.resourceConfig.functionDefaultRegions,
    };
  }
  // Deprecated: one region, now kept in resourceConfig (api-contract §2.4).
  if (body.serverlessFunctionRegion !== undefined) {
    project.resourceConfig.functionDefaultRegions = [body.serverlessFunctionRegion ?? DEFAULT_REGION];
  }
  // publicSource is accepted and ignored.
  if (body.nodeVersion !== undefined) project.nodeVersion = body.nodeVersion;
  if (body.skewProtectionMaxAge !== undefined) {
    if (body.skewProtectionMaxAge === 0) delete project.skewProtectionMaxAge;
    else project.skewProtectionMaxAge = body.skewProtectionMaxAge;
  }
  if (body.passwordProtection !== undefined) {
    project.passwordProtection = passwordProtection(project, body.passwordProtection);
  }
}

const create = defineRoute({
  method: "POST",
  paths: versions("/projects", 8, 11),
  body: CreateBody,
  response: Project,
  handle: ({ store, ownerId, body }) => {
    const project = createProject(store, ownerId, body);
    projectEvent(store, ownerId, "project.created", project);
    return item(project);
  },
});

const get = defineRoute({
  method: "GET",
  paths: versions("/projects/:idOrName", 8, 10),
  response: Project,
  // An attack mode whose time is up reads as off (security.ts).
  handle: ({ store, ownerId, params }) =>
    item(
      withLatestDeployments(
        store,
        ownerId,
        settleAttackMode(store, findProject(store, ownerId, params.idOrName)),
      ),
    ),
});

/** The project with its newest deployments as they stand (the stored list is a placeholder). */
function withLatestDeployments(store: Store, ownerId: string, project: StoredProject): StoredProject {
  return { ...project, latestDeployments: latestDeploymentsOf(store, ownerId, project.id) };
}

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
    applySettings(project, body);
    if (body.connectConfigurations !== undefined) {
      const links = linkToNetworks(store, ownerId, project, body.connectConfigurations);
      if (links.length > 0) project.connectConfigurations = links;
      else delete project.connectConfigurations;
    }
    return item(withLatestDeployments(store, ownerId, saveProject(store, ownerId, project)));
  },
});

const remove = defineRoute({
  method: "DELETE",
  paths: versions("/projects/:idOrName", 8, 10),
  handle: ({ store, ownerId, params }) => {
    const project = findProject(store, ownerId, params.idOrName);
    projectsOf(store).remove(ownerId, project.id);
    projectEvent(store, ownerId, "project.removed", project);
    return noContent();
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
    return listOf(
      "projects",
      items.map((project) => withLatestDeployments(store, ownerId, settleAttackMode(store, project))),
      { pagination },
    );
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

export const projects: ApiArea = {
  name: "projects",
  routes: [
    create,
    get,
    update,
    remove,
    list,
    ...gitRoutes,
    patchProjectProtectionBypass,
    patchProjectCrons,
    patchDeploymentExpiration,
    ...rollingReleaseRoutes,
  ],
  present: presentProjectV8to11,
  seed: defineSeeder({
    item: clearingBlankSettings(ProjectCreateRequest.extend({ teamId: z.string().min(1).optional() })),
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

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
