// The registry protocol's routes (seed 000, `vcr` registry protocol, 14 operations from the root of
// the base URL): which operation a method and path name, with its parameters. The management API's
// own /v2/ paths (`/v2/user`, `/v2/deployments/:id/aliases`, ...) never match: a registry path has
// exactly three name components followed by blobs/, manifests/ or tags/list.

/** A repository as the registry's paths name it: `/v2/<teamSlug>/<projectSlug>/<repositoryName>/...`. */
export interface RepositoryAddress {
  readonly teamSlug: string;
  readonly projectSlug: string;
  readonly repositoryName: string;
}

export type RegistryOperation =
  | "version"
  | "blob.get"
  | "blob.head"
  | "blob.delete"
  | "upload.start"
  | "upload.status"
  | "upload.chunk"
  | "upload.complete"
  | "upload.cancel"
  | "manifest.get"
  | "manifest.head"
  | "manifest.put"
  | "manifest.delete"
  | "tags.list";

export interface RegistryRoute {
  readonly operation: RegistryOperation;
  /** The catalogue's template, for the request counts: `/v2/:teamSlug/.../blobs/:digest`. */
  readonly template: string;
  readonly address?: RepositoryAddress;
  /** The digest, upload uuid or manifest reference in the path. */
  readonly param?: string;
}

const NAME = "/v2/:teamSlug/:projectSlug/:repositoryName";
const REPOSITORY_PATH =
  /^\/v2\/([^/]+)\/([^/]+)\/([^/]+)\/(blobs\/uploads\/?|blobs\/uploads\/([^/]+)|blobs\/([^/]+)|manifests\/([^/]+)|tags\/list)$/;

const BY_METHOD: Readonly<Record<string, Readonly<Record<string, RegistryOperation>>>> = {
  uploads: { POST: "upload.start" },
  upload: { GET: "upload.status", PATCH: "upload.chunk", PUT: "upload.complete", DELETE: "upload.cancel" },
  blob: { GET: "blob.get", HEAD: "blob.head", DELETE: "blob.delete" },
  manifest: { GET: "manifest.get", HEAD: "manifest.head", PUT: "manifest.put", DELETE: "manifest.delete" },
  tags: { GET: "tags.list" },
};

const TEMPLATES: Readonly<Record<string, string>> = {
  uploads: `${NAME}/blobs/uploads/`,
  upload: `${NAME}/blobs/uploads/:uuid`,
  blob: `${NAME}/blobs/:digest`,
  manifest: `${NAME}/manifests/:reference`,
  tags: `${NAME}/tags/list`,
};

/** Whether the path is the registry's (then the protocol answers it, served or not). */
export function isRegistryPath(pathname: string): boolean {
  return pathname === "/v2/" || pathname === "/v2" || REPOSITORY_PATH.test(pathname);
}

/** The operation, or undefined for a method the path does not take (405). */
export function matchRegistry(method: string, pathname: string): RegistryRoute | { allowed: string[] } {
  if (pathname === "/v2/" || pathname === "/v2") {
    return method === "GET" || method === "HEAD"
      ? { operation: "version", template: "/v2/" }
      : { allowed: ["GET"] };
  }
  const match = REPOSITORY_PATH.exec(pathname);
  if (!match) return { allowed: [] };
  const [, teamSlug = "", projectSlug = "", repositoryName = "", tail = "", uuid, digest, reference] = match;
  const kind =
    tail.startsWith("blobs/uploads/") && uuid
      ? "upload"
      : tail.startsWith("blobs/uploads")
        ? "uploads"
        : digest
          ? "blob"
          : reference
            ? "manifest"
            : "tags";
  const operation = BY_METHOD[kind]?.[method];
  if (!operation) return { allowed: Object.keys(BY_METHOD[kind] ?? {}) };
  const address = { teamSlug, projectSlug, repositoryName };
  const param = decodeURIComponent(uuid ?? digest ?? reference ?? "");
  return { operation, template: TEMPLATES[kind] ?? NAME, address, param };
}
