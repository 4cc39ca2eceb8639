// The read-only listings of the feature-flags group: every flag of a team across its projects
// (v1 and v2, filtered by state, kind and a search on the slug), a flag's version history, and
// the flags a deployment declares (the project's active flags when the deployment was made).
import { newestFirst } from "../../../pagination";
import {
  DeploymentFlags,
  FlagVersionList,
  FlagVersionsQuery,
  TeamFlagList,
  TeamFlagsQuery,
} from "../../../../schema/flag-settings";
import { defineRoute, ok, type Route } from "../../../route";
import { resolveOwner } from "../../../scope";
import { findDeployment } from "../../deployments/store";
import { BASE, findFlag, findProject, flagVersionsOf, flagsOf } from "../store";
import { offsetPage } from "./offset-page";

const teamFlags = defineRoute({
  method: "GET",
  paths: ["/v1/teams/:teamId/feature-flags/flags", "/v2/teams/:teamId/feature-flags/flags"],
  query: TeamFlagsQuery,
  response: TeamFlagList,
  handle: ({ store, userId, params, query }) => {
    const ownerId = resolveOwner({ teamId: params.teamId }, userId, store);
    const state = query.state ?? "active";
    const search = query.search?.toLowerCase();
    const flags = newestFirst(
      flagsOf(store)
        .list(ownerId)
        .filter(
          (f) =>
            f.state === state &&
            (query.kind === undefined || f.kind === query.kind) &&
            (search === undefined || f.slug.toLowerCase().includes(search)),
        ),
    );
    const { items, next } = offsetPage(flags, query);
    return ok({ data: items, pagination: { next } });
  },
});

/** Newest revision first; `environment` keeps the revisions that changed that environment. */
const versions = defineRoute({
  method: "GET",
  paths: `${BASE}/flags/:flag/versions`,
  query: FlagVersionsQuery,
  response: FlagVersionList,
  handle: ({ store, ownerId, params, query }) => {
    const project = findProject(store, ownerId, params.projectIdOrName);
    const flag = findFlag(store, ownerId, project.id, params.flag);
    const all = flagVersionsOf(store)
      .list(ownerId)
      .filter(
        (v) =>
          v.flagId === flag.id &&
          (query.environment === undefined || v.changedEnvironments.includes(query.environment)),
      )
      .sort((a, b) => b.revision - a.revision)
      .map(({ projectId: _projectId, ...version }) => version);
    const { items, next } = offsetPage(all, query);
    return ok({ versions: items, pagination: { next } });
  },
});

const deploymentFlags = defineRoute({
  method: "GET",
  paths: "/v1/deployments/:deploymentId/feature-flags",
  response: DeploymentFlags,
  handle: ({ store, ownerId, params }) => {
    const deployment = findDeployment(store, ownerId, params.deploymentId);
    const declared = flagsOf(store)
      .list(ownerId)
      .filter(
        (f) =>
          f.projectId === deployment.projectId && f.state === "active" && f.createdAt <= deployment.createdAt,
      )
      .map((f) => ({ key: f.slug, kind: f.kind, ...(f.description ? { description: f.description } : {}) }));
    return ok({
      flags: declared,
      status: {
        createdAt: deployment.createdAt,
        deploymentId: deployment.id,
        flagCount: declared.length,
        projectId: deployment.projectId,
        responseStatus: 200,
      },
    });
  },
});

export const listingRoutes: readonly Route[] = [teamFlags, versions, deploymentFlags];
