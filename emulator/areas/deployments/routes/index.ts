// The deployments area: uploads (files.ts), create (create.ts), and here what reads and ends a
// deployment: get, list, cancel, delete and its files (its build log: events.ts). Every route settles the
// deployments it looks at first (build.ts), so their state is the one due on the emulator's clock.
import {
  Deployment,
  DeploymentDeleted,
  DeploymentFileContent,
  DeploymentList,
  DeploymentListQuery,
  FileTree,
} from "../../../../schema/deployments";
import { z } from "zod";
import { emulatorNow } from "../../../clock";
import { ApiError, notFound } from "../../../errors";
import { pageByCreatedAt } from "../../../pagination";
import { defineRoute, item, list, ok, type ApiArea } from "../../../route";
import { cancel, isFinal, settle, settleOwner } from "../build";
import { fileTree, presentDeployment, presentListItem } from "../presenter";
import { blobsOf, deploymentsOf, findDeployment, hostOf } from "../store";
import { projectsOf } from "../../projects/store";
import { aliasRoutes } from "./aliases";
import { patchProtectionBypass } from "./protection-bypass";
import { createDeployment } from "./create";
import { getEvents } from "./events";
import { uploadFile } from "./files";

const getDeployment = defineRoute({
  method: "GET",
  paths: "/v13/deployments/:idOrUrl",
  response: Deployment,
  present: presentDeployment,
  handle: ({ store, ownerId, params }) => item(settle(store, findDeployment(store, ownerId, params.idOrUrl))),
});

const listDeployments = defineRoute({
  method: "GET",
  paths: "/v7/deployments",
  query: DeploymentListQuery,
  response: DeploymentList,
  present: presentListItem,
  operation: "list",
  handle: ({ store, ownerId, query }) => {
    settleOwner(store, ownerId);
    const app = query.app ?? query.projectId;
    const projectIds = app
      ? new Set(
          projectsOf(store)
            .filter(ownerId, (p) => p.id === app || p.name === app)
            .map((p) => p.id),
        )
      : undefined;
    const states = query.state?.split(",").map((s) => s.trim().toUpperCase());
    const matching = deploymentsOf(store).filter(
      ownerId,
      (d) =>
        (projectIds === undefined || projectIds.has(d.projectId)) &&
        (query.target === undefined || (d.target ?? "preview") === query.target) &&
        (states === undefined || states.includes(d.readyState)) &&
        (query.users === undefined || query.users.split(",").includes(d.creator.uid)) &&
        (query.since === undefined || d.createdAt > query.since),
    );
    const page = pageByCreatedAt(matching, { limit: query.limit, before: query.until });
    return list("deployments", page.items, { pagination: page.pagination });
  },
});

/** Stops a queued or building deployment; a finished one can no longer be canceled. */
const cancelDeployment = defineRoute({
  method: "PATCH",
  paths: "/v12/deployments/:id/cancel",
  response: Deployment,
  present: presentDeployment,
  handle: ({ store, ownerId, params }) => {
    const deployment = settle(store, findDeployment(store, ownerId, params.id));
    if (isFinal(deployment)) {
      throw new ApiError(
        400,
        "deployment_not_cancelable",
        `The deployment ${deployment.id} is ${deployment.readyState} and can no longer be canceled`,
      );
    }
    return item(cancel(store, deployment, emulatorNow(store)));
  },
});

/** By id, or by `?url=` (the SDK's request takes both). Its hostnames and aliases go with it. */
const deleteDeployment = defineRoute({
  method: "DELETE",
  paths: "/v13/deployments/:id",
  query: z.looseObject({ url: z.string().optional() }),
  response: DeploymentDeleted,
  handle: ({ store, ownerId, params, query }) => {
    const byUrl = query.url === undefined ? undefined : hostOf(query.url);
    const deployment = deploymentsOf(store).find(ownerId, (d) => d.id === params.id || d.url === byUrl);
    if (!deployment) throw notFound("The deployment could not be found.");
    deploymentsOf(store).remove(ownerId, deployment.id);
    return ok({ uid: deployment.id, state: "DELETED" });
  },
});

const listFiles = defineRoute({
  method: "GET",
  paths: "/v6/deployments/:id/files",
  response: z.array(FileTree),
  handle: ({ store, ownerId, params }) => ok(fileTree(findDeployment(store, ownerId, params.id).files)),
});

/** A file of the deployment by its uid (SHA), its content base64 in `data`. */
const getFileContents = defineRoute({
  method: "GET",
  paths: "/v8/deployments/:id/files/:fileId",
  response: DeploymentFileContent,
  handle: ({ store, ownerId, params }) => {
    const deployment = findDeployment(store, ownerId, params.id);
    const file = deployment.files.find((f) => f.sha === params.fileId);
    const blob = file && blobsOf(store).get(ownerId, file.sha);
    if (!blob) throw notFound(`File ${params.fileId} is not part of deployment ${deployment.id}`);
    return ok({ data: blob.data });
  },
});

/**
 * Uploads are an area of their own (`files`): their rate limit group is `files.create`, not the
 * deployments' creates, as a deployment uploads each of its files.
 */
export const files: ApiArea = { name: "files", routes: [uploadFile] };

/** Aliases of deployments (`/v2/deployments/{id}/aliases`, `/v4/aliases`, `/v2/aliases/{id}`). */
export const aliases: ApiArea = { name: "aliases", routes: [...aliasRoutes, patchProtectionBypass] };

export const deployments: ApiArea = {
  name: "deployments",
  routes: [
    createDeployment,
    getDeployment,
    listDeployments,
    cancelDeployment,
    deleteDeployment,
    getEvents,
    listFiles,
    getFileContents,
  ],
};
