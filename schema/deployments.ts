// Wire types of the deployments area: file uploads (`POST /v2/files`), deployments (create, get,
// list, cancel, delete), their build events and their file trees. The platform's documents say "not shown" for all
// of it, so the shapes are @vercel/sdk's models (createDeployment, getDeployment, getDeployments,
// getDeploymentEvents, listDeploymentFiles); loose objects, so a field the platform adds never
// breaks a client.
import { z } from "zod";
import { EpochMs, Pagination } from "./common";

/** A deployment's states, in the order a build goes through them (the SDK's `readyState` enum). */
export const READY_STATES = [
  "QUEUED",
  "INITIALIZING",
  "BUILDING",
  "READY",
  "ERROR",
  "CANCELED",
  "BLOCKED",
] as const;
export const ReadyState = z.enum(READY_STATES);
export type ReadyState = z.infer<typeof ReadyState>;

/** A lowercase hex SHA-1: how uploaded files are named. */
export const FileSha = z.string().regex(/^[0-9a-f]{40}$/, "must be a lowercase hex SHA-1 (40 characters)");

/** A file named by the SHA-1 of a body uploaded with `POST /v2/files`. */
export const UploadedFile = z.looseObject({
  file: z.string().min(1, "must not be empty"),
  sha: FileSha,
  size: z.number().int().nonnegative(),
  mode: z.number().int().optional(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

/** A file sent inside the create body. */
export const InlinedFile = z.looseObject({
  file: z.string().min(1, "must not be empty"),
  data: z.string(),
  encoding: z.enum(["base64", "utf-8"]).optional(),
});
export type InlinedFile = z.infer<typeof InlinedFile>;

/** The build settings a deployment may override (the SDK's `ProjectSettings`). */
export const DeploymentProjectSettings = z.looseObject({
  buildCommand: z.string().nullable().optional(),
  installCommand: z.string().nullable().optional(),
  devCommand: z.string().nullable().optional(),
  outputDirectory: z.string().nullable().optional(),
  rootDirectory: z.string().nullable().optional(),
  framework: z.string().nullable().optional(),
  nodeVersion: z.string().optional(),
  commandForIgnoringBuildStep: z.string().nullable().optional(),
  serverlessFunctionRegion: z.string().nullable().optional(),
});
export type DeploymentProjectSettings = z.infer<typeof DeploymentProjectSettings>;

export const DeploymentCreateRequest = z.looseObject({
  /** The project's name; a new project of this name is created when `project` is absent and none exists. */
  name: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters"),
  /** The project's id or name; wins over `name`. */
  project: z.string().optional(),
  files: z.array(z.union([UploadedFile, InlinedFile])).optional(),
  /** `production`, `preview` (the default, sent as absent) or a custom environment's slug. */
  target: z.string().optional(),
  customEnvironmentSlugOrId: z.string().optional(),
  meta: z.record(z.string(), z.string()).optional(),
  projectSettings: DeploymentProjectSettings.optional(),
  /** Redeploy: the files of this deployment. */
  deploymentId: z.string().optional(),
  gitSource: z.looseObject({}).optional(),
  /** Environment variables of this deployment only (runtime), over the project's. */
  env: z.record(z.string(), z.string()).optional(),
  /** Environment variables of this deployment's build only. */
  build: z.looseObject({ env: z.record(z.string(), z.string()).optional() }).optional(),
});
export type DeploymentCreateRequest = z.infer<typeof DeploymentCreateRequest>;

export const DeploymentCreateQuery = z.looseObject({
  forceNew: z.enum(["0", "1"]).optional(),
  skipAutoDetectionConfirmation: z.enum(["0", "1"]).optional(),
  prebuilt: z.enum(["0", "1"]).optional(),
});

const Creator = z.looseObject({ uid: z.string(), username: z.string().optional() });

/** A deployment as `GET /v13/deployments/{idOrUrl}` and the create answer it. */
export const Deployment = z.looseObject({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  projectId: z.string(),
  ownerId: z.string(),
  readyState: ReadyState,
  status: ReadyState,
  target: z.string().nullable().optional(),
  alias: z.array(z.string()).optional(),
  aliasAssigned: z.boolean(),
  createdAt: EpochMs,
  buildingAt: EpochMs,
  ready: EpochMs.optional(),
  creator: Creator,
  meta: z.record(z.string(), z.string()),
  projectSettings: z.looseObject({}),
  errorCode: z.string().optional(),
  errorMessage: z.string().nullable().optional(),
});
export type Deployment = z.infer<typeof Deployment>;

/** One deployment of `GET /v7/deployments`. */
export const DeploymentListItem = z.looseObject({
  uid: z.string(),
  name: z.string(),
  url: z.string(),
  projectId: z.string(),
  created: EpochMs,
  createdAt: EpochMs,
  readyState: ReadyState,
  state: ReadyState,
  target: z.string().nullable().optional(),
  creator: Creator,
  meta: z.record(z.string(), z.string()).optional(),
});

export const DeploymentList = z.object({ deployments: z.array(DeploymentListItem), pagination: Pagination });

export const DeploymentListQuery = z.looseObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  until: z.coerce.number().int().nonnegative().optional(),
  since: z.coerce.number().int().nonnegative().optional(),
  projectId: z.string().optional(),
  /** Also the project's name (the SDK's `app`). */
  app: z.string().optional(),
  target: z.string().optional(),
  /** Comma-separated ready states. */
  state: z.string().optional(),
  users: z.string().optional(),
});
export type DeploymentListQuery = z.infer<typeof DeploymentListQuery>;

export const DeploymentDeleted = z.object({ uid: z.string(), state: z.literal("DELETED") });

/** One build event of `GET /v3/deployments/{idOrUrl}/events` (the SDK's ResponseBody2). */
export const DeploymentEvent = z.looseObject({
  id: z.string(),
  created: EpochMs,
  date: EpochMs,
  deploymentId: z.string(),
  serial: z.string(),
  type: z.enum(["command", "stdout", "stderr", "exit", "deployment-state", "delimiter", "fatal"]),
  text: z.string().optional(),
  level: z.enum(["error", "warning"]).optional(),
  info: z.looseObject({ name: z.string(), type: z.string() }),
});
export type DeploymentEvent = z.infer<typeof DeploymentEvent>;

/**
 * A followed log's last word (`follow=1`), the SDK's `alias-assigned` item: the deployment is READY
 * and its aliases are assigned. @vercel/client stops polling the deployment when it reads it.
 */
export const DeploymentAliasAssigned = z.looseObject({
  type: z.literal("alias-assigned"),
  date: EpochMs,
  deploymentId: z.string(),
  alias: z.array(z.string()),
  aliasError: z.looseObject({ code: z.string(), message: z.string() }).nullable(),
  aliasWarning: z.looseObject({ code: z.string(), message: z.string() }).nullable(),
});
export type DeploymentAliasAssigned = z.infer<typeof DeploymentAliasAssigned>;

export const DeploymentEventsQuery = z.looseObject({
  /**
   * `lines`: JSON lines of the same events instead of one array (what the CLI asks for; its
   * `printBuildLog` reads `created`, `text` and `level` at the top of each line).
   */
  format: z.string().optional(),
  /** `1`: hold the answer open and add events as the build writes them, until it ends. */
  follow: z.string().optional(),
  limit: z.coerce.number().int().min(-1).optional(),
  direction: z.enum(["forward", "backward"]).optional(),
  since: z.coerce.number().int().optional(),
  until: z.coerce.number().int().optional(),
});
export type DeploymentEventsQuery = z.infer<typeof DeploymentEventsQuery>;

/** A node of `GET /v6/deployments/{id}/files` (the SDK's FileTree). */
export interface FileTreeNode {
  name: string;
  type: "directory" | "file";
  mode: number;
  uid?: string | undefined;
  contentType?: string | undefined;
  children?: FileTreeNode[] | undefined;
}
export const FileTree: z.ZodType<FileTreeNode> = z.lazy(() =>
  z.looseObject({
    name: z.string(),
    type: z.enum(["directory", "file"]),
    mode: z.number(),
    uid: z.string().optional(),
    contentType: z.string().optional(),
    children: z.array(FileTree).optional(),
  }),
);

/** `GET /v8/deployments/{id}/files/{fileId}`: the content, base64. */
export const DeploymentFileContent = z.object({ data: z.string() });

/** `POST /v2/files` answers `{}` once the body is stored. */
export const FileUploaded = z.looseObject({});

/** The 400 of a create that names files not uploaded yet: `error.missing` lists their SHAs. */
export const MISSING_FILES = "missing_files";
