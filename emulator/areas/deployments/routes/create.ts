// `POST /v13/deployments`: a deployment of files already uploaded (by SHA) or sent inline, of a
// project named by `project` (id or name) or `name`. Any SHA not uploaded yet by this owner fails
// the whole call with the platform's 400 `missing_files` and the list in `error.missing`, which
// clients (the CLI, @vercel/client) answer by uploading exactly those and creating again.
import { randomBytes } from "node:crypto";
import {
  DeploymentCreateQuery,
  DeploymentCreateRequest,
  Deployment,
  MISSING_FILES,
  type InlinedFile,
  type UploadedFile,
} from "../../../../schema/deployments";
import { ProjectName } from "../../../../schema/projects";
import { emulatorNow } from "../../../clock";
import { ApiError, badRequest, notFound } from "../../../errors";
import { newId, randomAlphanumeric } from "../../../ids";
import { defineRoute, item, type Route } from "../../../route";
import type { Store } from "../../../store";
import { findEnvironment } from "../../custom-environments/store";
import { findTeam, findUser, stagingPrefixOf } from "../../identity/store";
import { projectEvent } from "../../integrations/store";
import { newProject, projectsOf, type StoredProject } from "../../projects/store";
import { enqueue, schedule } from "../build";
import { queueRunsAtCreation } from "../../checks/store";
import { presentDeployment } from "../presenter";
import {
  blobsOf,
  deploymentsOf,
  findDeployment,
  pointHost,
  type StoredDeployment,
  type StoredDeploymentFile,
} from "../store";
import { storeBlob } from "./files";

/** The settings a build reads from the project, which `projectSettings` overrides. */
const BUILD_SETTINGS = [
  "buildCommand",
  "installCommand",
  "devCommand",
  "outputDirectory",
  "rootDirectory",
  "framework",
  "nodeVersion",
  "commandForIgnoringBuildStep",
] as const;

const isInlined = (file: UploadedFile | InlinedFile): file is InlinedFile => "data" in file;

export const createDeployment: Route = defineRoute({
  method: "POST",
  paths: "/v13/deployments",
  body: DeploymentCreateRequest,
  query: DeploymentCreateQuery,
  response: Deployment,
  present: presentDeployment,
  handle: ({ store, ownerId, userId, body }) => {
    if (body.project !== undefined) projectOf(store, ownerId, body.project);
    if (body.gitSource !== undefined) throw gitSourceUnavailable(body.gitSource);
    const files = body.deploymentId
      ? findDeployment(store, ownerId, body.deploymentId).files
      : filesOf(store, ownerId, body.files ?? []);
    // Only once every file is there: a `missing_files` answer leaves no project behind.
    const project =
      body.project !== undefined
        ? projectOf(store, ownerId, body.project)
        : projectNamed(store, ownerId, body.name);
    const now = emulatorNow(store);
    const target = body.target === "production" ? "production" : null;
    const customSlug =
      body.customEnvironmentSlugOrId ??
      (body.target && !["production", "preview"].includes(body.target) ? body.target : undefined);
    const customEnvironmentId =
      customSlug === undefined ? null : findEnvironment(store, ownerId, project.id, customSlug).id;
    const user = findUser(store, userId);
    const deployment: StoredDeployment = {
      id: newId("dpl_", 28),
      url: `${hostLabel(project.name)}-${randomBytes(5).toString("hex").slice(0, 9)}-${handleOf(store, ownerId, user?.username)}.vercel.app`,
      name: project.name,
      projectId: project.id,
      ownerId,
      target,
      customEnvironmentId,
      readyState: "QUEUED",
      files,
      meta: body.meta ?? {},
      ...(body.env ? { envKeys: Object.keys(body.env) } : {}),
      ...(body.build?.env ? { buildEnvKeys: Object.keys(body.build.env) } : {}),
      projectSettings: settingsOf(project, body.projectSettings ?? {}),
      creator: { uid: userId, username: user?.username ?? "emulator" },
      alias: [],
      createdAt: now,
      ...schedule(store, now),
      events: [],
    };
    deploymentsOf(store).insert(ownerId, deployment);
    pointHost(store, deployment.url, deployment);
    enqueue(store, deployment);
    queueRunsAtCreation(store, deployment);
    return item(deployment);
  },
});

/**
 * The emulator holds no Git content: every ref is one the repository does not have, which the
 * platform answers with `incorrect_git_source_info`. Deploy files (or a prebuilt output) instead.
 */
function gitSourceUnavailable(gitSource: Record<string, unknown>): ApiError {
  const ref = typeof gitSource["ref"] === "string" ? ` "${gitSource["ref"]}"` : "";
  return new ApiError(
    400,
    "incorrect_git_source_info",
    `The Git repository has no reference${ref}: the emulator holds no Git content, so deployments from a Git source cannot be built; deploy files instead`,
  );
}

/**
 * The project `name` names, created (as `POST /v11/projects` with that name would) when the owner has
 * none: a first `vercel deploy` of a folder makes its project, as on the platform. A name a project
 * could not have is refused as the project create refuses it.
 */
function projectNamed(store: Store, ownerId: string, name: string): StoredProject {
  const found = projectsOf(store).find(ownerId, (p) => p.id === name || p.name === name);
  if (found) return found;
  const valid = ProjectName.safeParse(name);
  if (!valid.success) {
    throw badRequest(
      `Invalid request: \`name\` ${valid.error.issues[0]?.message ?? "is not a project name"}`,
    );
  }
  const project = projectsOf(store).insert(ownerId, newProject(ownerId, name, store.now()));
  projectEvent(store, ownerId, "project.created", project);
  return project;
}

function projectOf(store: Store, ownerId: string, idOrName: string): StoredProject {
  const project = projectsOf(store).find(ownerId, (p) => p.id === idOrName || p.name === idOrName);
  if (!project) throw notFound(`Project "${idOrName}" not found: create it before deploying to it`);
  return project;
}

/** The deployment's files, every uploaded SHA checked and every inline body stored. */
function filesOf(
  store: Store,
  ownerId: string,
  requested: readonly (UploadedFile | InlinedFile)[],
): StoredDeploymentFile[] {
  const missing = new Set<string>();
  const files: StoredDeploymentFile[] = [];
  const paths = new Set<string>();
  for (const file of requested) {
    const path = file.file.replace(/^\/+/, "");
    if (path === "" || path.split("/").some((part) => part === ".." || part === "")) {
      throw badRequest(
        `Invalid request: file path "${file.file}" is not a relative path inside the deployment`,
      );
    }
    if (paths.has(path)) throw badRequest(`Invalid request: file "${path}" is listed twice`);
    paths.add(path);
    if (isInlined(file)) {
      const body = Buffer.from(file.data, file.encoding === "base64" ? "base64" : "utf8");
      files.push({ file: path, sha: storeBlob(store, ownerId, body), size: body.length, mode: 0o100644 });
      continue;
    }
    const blob = blobsOf(store).get(ownerId, file.sha);
    if (!blob) missing.add(file.sha);
    else if (blob.size !== file.size) {
      throw badRequest(`Invalid request: file "${path}" is ${blob.size} bytes as uploaded, not ${file.size}`);
    }
    files.push({ file: path, sha: file.sha, size: file.size, mode: file.mode ?? 0o100644 });
  }
  if (missing.size > 0) {
    throw new ApiError(400, MISSING_FILES, "Missing files", { missing: [...missing] });
  }
  return files;
}

function settingsOf(project: StoredProject, overrides: Record<string, unknown>): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const key of BUILD_SETTINGS) settings[key] = project[key];
  for (const [key, value] of Object.entries(overrides)) if (value !== undefined) settings[key] = value;
  return settings;
}

/** The last part of a deployment's hostname: the team's slug or the user's name. */
function handleOf(store: Store, ownerId: string, username: string | undefined): string {
  const handle = findTeam(store, ownerId)?.slug ?? username ?? randomAlphanumeric(8);
  return hostLabel(stagingPrefixOf(handle));
}

const hostLabel = (name: string) => name.toLowerCase().replace(/[^a-z0-9-]/g, "-");
