// Observability's project configuration (seed 000's `observability` group): the list of projects
// whose extended tier is off, and the switch per project. Off is an item holding when it went off
// (a second "off" keeps that time); on removes it. The item belongs to its project (relations.ts).
import {
  DisabledProjectsResponse,
  ObservabilityProjectRequest,
  ObservabilityProjectResponse,
} from "../../../schema/observability";
import { defineRoute, ok, type ApiArea } from "../../route";
import { findProject, projectsOf } from "../projects/store";
import { metricRoutes } from "./metric-routes";
import { metricsV1Routes } from "./metrics-v1";
import { presentDisabled } from "./presenter";
import { COLLECTION, disabledOf } from "./store";

const BASE = "/v1/observability/manage/configuration/projects";

const list = defineRoute({
  method: "GET",
  paths: BASE,
  response: DisabledProjectsResponse,
  handle: ({ store, ownerId }) => {
    const disabled = disabledOf(store)
      .list(ownerId)
      .sort((a, b) => a.disabledAt - b.disabledAt);
    const names = new Map(
      projectsOf(store)
        .list(ownerId)
        .map((project) => [project.id, project.name]),
    );
    return {
      status: 200,
      layout: (present) => ({
        disabledProjects: disabled.map((item) => ({
          ...(present(item) as object),
          ...(names.has(item.projectId) ? { name: names.get(item.projectId) } : {}),
        })),
      }),
    };
  },
});

const update = defineRoute({
  method: "PUT",
  paths: `${BASE}/:projectIdOrName`,
  body: ObservabilityProjectRequest,
  response: ObservabilityProjectResponse,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const current = disabledOf(store).get(ownerId, project.id);
    if (!body.disabled) {
      if (current) disabledOf(store).remove(ownerId, project.id);
      return ok({ id: project.id });
    }
    const item =
      current ??
      disabledOf(store).insert(ownerId, { id: project.id, projectId: project.id, disabledAt: store.now() });
    return { status: 200, layout: (present) => present(item) };
  },
});

export const observability: ApiArea = {
  name: COLLECTION,
  routes: [list, update, ...metricRoutes, ...metricsV1Routes],
  present: presentDisabled,
};
