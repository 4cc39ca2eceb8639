// Switching a project's cron jobs on and off (PATCH /v1/projects/{idOrName}/crons `{ enabled }`, as
// the Terraform provider calls it), answering the project. Its `crons` says when they were last
// switched: `disabledAt` is set when they go off (and kept by a second "off") and null while they
// run; a project never switched has no `crons` and runs them (the platform's default).
import { Project } from "../../../../schema/projects";
import { ProjectCronsRequest, type ProjectCronsState } from "../../../../schema/project-settings";
import { defineRoute, item } from "../../../route";
import { presentProjectV1 } from "../presenter";
import { findProject, saveProject } from "../store";

function switched(current: ProjectCronsState | undefined, enabled: boolean, now: number): ProjectCronsState {
  const base = current ?? {
    enabledAt: now,
    disabledAt: null,
    updatedAt: now,
    deploymentId: null,
    definitions: [],
  };
  const wasEnabled = base.disabledAt === null;
  if (enabled === wasEnabled && current) return current;
  return enabled
    ? { ...base, enabledAt: now, disabledAt: null, updatedAt: now }
    : { ...base, disabledAt: now, updatedAt: now };
}

export const patchProjectCrons = defineRoute({
  method: "PATCH",
  paths: "/v1/projects/:idOrName/crons",
  body: ProjectCronsRequest,
  response: Project,
  present: presentProjectV1,
  handle: ({ store, ownerId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    project.crons = switched(project.crons, body.enabled, store.now());
    return item(saveProject(store, ownerId, project));
  },
});
