// Which projects an installation reaches (the dashboard's "All projects" or "Specific projects"):
// `GET|POST /v1/integrations/configuration/{id}/project/{projectId}`, the routes the Terraform
// provider's vercel_integration_project_access calls (not in the catalogue). Rules:
// - only an installation limited to selected projects has a list to change: on one that reaches
//   every project, a grant or a revocation is refused (400), and GET answers `allowed: true`;
// - the project must be the installation owner's (404 otherwise);
// - the account's members choose: an integration's own token may read its access, never change it;
// - a change emits `integration-configuration.permission-upgraded` with the projects added/removed;
// - an installation's token reaches a project the selection leaves out with 403 (gate.ts).
import { ProjectAccessAnswer, ProjectAccessRequest } from "../../../schema/integrations";
import { badRequest, forbidden, notFound } from "../../errors";
import { emulatorNow } from "../../clock";
import { defineRoute, ok, type Route } from "../../route";
import type { Store } from "../../store";
import { findProject, projectsOf } from "../projects/store";
import { emitEvent } from "./events";
import { saveConfiguration, type StoredConfiguration } from "./records";

const PATH = "/v1/integrations/configuration/:id/project/:projectId";
const OWN_ACCESS = /^\/v\d+\/integrations\/configuration\/:id\/project\/:projectId$/;

/** The path parameters and query names that name a project on the platform's routes. */
const PROJECT_PARAMS = ["idOrName", "projectIdOrName", "projectId"] as const;
const PROJECT_QUERIES = ["projectId", "projectIdOrName"] as const;

export const reachesEveryProject = (configuration: StoredConfiguration): boolean =>
  (configuration.projectSelection ?? "all") === "all";

function allowedOn(configuration: StoredConfiguration, projectId: string): boolean {
  return reachesEveryProject(configuration) || (configuration.projects ?? []).includes(projectId);
}

/**
 * The gate's project check for an installation's token: a request naming a project (path or query)
 * that its selection leaves out is refused. A project that does not exist is the handler's 404.
 */
export function admitProject(
  store: Store,
  configuration: StoredConfiguration,
  request: {
    template: string;
    params: Readonly<Record<string, string>>;
    url: Pick<URL, "searchParams">;
  },
): void {
  // Its own access to a project is what an installation may always ask about.
  if (reachesEveryProject(configuration) || OWN_ACCESS.test(request.template)) return;
  const named =
    PROJECT_PARAMS.map((name) => request.params[name]).find((value) => value !== undefined) ??
    PROJECT_QUERIES.map((name) => request.url.searchParams.get(name)).find((value) => value !== null);
  if (named === undefined || named === null) return;
  const project = projectsOf(store).find(configuration.ownerId, (p) => p.id === named || p.name === named);
  if (project && !allowedOn(configuration, project.id)) {
    throw forbidden(
      `The integration configuration ${configuration.id} has no access to the project "${project.name}": ` +
        `its owner has not selected it`,
    );
  }
}

/** The routes, given how the integrations area finds a configuration its caller may see. */
export function projectAccessRoutes(
  findVisible: (store: Store, ownerId: string, caller: string | undefined, id: string) => StoredConfiguration,
): Route[] {
  const read = defineRoute({
    method: "GET",
    paths: PATH,
    response: ProjectAccessAnswer,
    handle: ({ store, ownerId, params, integrationConfigurationId }) => {
      const configuration = findVisible(store, ownerId, integrationConfigurationId, params.id);
      const project = findProject(store, configuration.ownerId, params.projectId);
      return ok({ allowed: allowedOn(configuration, project.id) });
    },
  });

  const change = defineRoute({
    method: "POST",
    paths: PATH,
    body: ProjectAccessRequest,
    response: ProjectAccessAnswer,
    handle: ({ store, ownerId, params, body, integrationConfigurationId }) => {
      if (integrationConfigurationId !== undefined) {
        throw forbidden("An integration can not choose the projects it reaches: the account's members do");
      }
      const configuration = findVisible(store, ownerId, undefined, params.id);
      const project = findProject(store, configuration.ownerId, params.projectId);
      if (reachesEveryProject(configuration)) {
        throw badRequest(
          `The integration configuration ${configuration.id} has access to all projects: ` +
            `limit it to specific projects before granting or revoking one`,
        );
      }
      const before = configuration.projects ?? [];
      const had = before.includes(project.id);
      if (had !== body.allowed) {
        const projects = body.allowed ? [...before, project.id] : before.filter((id) => id !== project.id);
        const saved = saveConfiguration(store, {
          ...configuration,
          projects,
          updatedAt: emulatorNow(store),
        });
        emitEvent(store, {
          ownerId: saved.ownerId,
          type: "integration-configuration.permission-upgraded",
          payload: {
            configuration: { id: saved.id, projectSelection: "selected", projects },
            projects: body.allowed
              ? { added: [project.id], removed: [] }
              : { added: [], removed: [project.id] },
          },
        });
      }
      return ok({ allowed: body.allowed });
    },
  });

  return [read, change];
}

/** An installation's starting selection (the admin install), checked against the owner's projects. */
export function initialSelection(
  store: Store,
  ownerId: string,
  request: { projectSelection?: "all" | "selected" | undefined; projects?: readonly string[] | undefined },
): Pick<StoredConfiguration, "projectSelection" | "projects"> {
  if (request.projectSelection !== "selected") {
    if (request.projects !== undefined) {
      throw badRequest('Invalid request: "projects" is only for projectSelection "selected"');
    }
    return {};
  }
  const projects = (request.projects ?? []).map((idOrName) => {
    const project = projectsOf(store).find(ownerId, (p) => p.id === idOrName || p.name === idOrName);
    if (!project) throw notFound(`Project not found: ${idOrName}`);
    return project.id;
  });
  return { projectSelection: "selected", projects: [...new Set(projects)] };
}
