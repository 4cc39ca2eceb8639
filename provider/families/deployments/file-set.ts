// The files of a deployment as the program gives them, each named by the SHA-1 of its bytes:
//   - `files`, path → content, or path → `size~sha` as the Terraform provider's (and pulumiverse's)
//     `getProjectDirectory` / `getFile` answer them: then the key is a local file, read from disk,
//     deployed under its path without `pathPrefix` (or without leading `../`s);
//   - `directory`, a local folder, read whole.
// Local files are read at preview (check) to learn their digests, so a changed file shows as a
// change before anything is uploaded, and read again at create for the bytes.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Folders a deployment never takes: version control, dependencies, the CLI's link state. */
const SKIPPED_DIRECTORIES = new Set([".git", "node_modules", ".vercel"]);
const SKIPPED_FILES = new Set([".DS_Store", ".vercelignore"]);

export interface LocalFile {
  readonly sha: string;
  readonly size: number;
  readonly data: Buffer;
}

export const sha1 = (data: Buffer): string => createHash("sha1").update(data).digest("hex");

/** `size~sha`: how a file's digest is kept in inputs and state (the bytes never are), as Terraform's. */
export const digestOf = (file: Pick<LocalFile, "sha" | "size">): string => `${file.size}~${file.sha}`;

/** A `files` value naming a local file by its digest rather than holding content. */
const LOCAL_DIGEST = /^\d+~[0-9a-f]{40}$/;

/** One local file: its bytes and digest. */
export function readLocalFile(path: string): LocalFile {
  const data = readFileSync(path);
  return { sha: sha1(data), size: data.length, data };
}

/**
 * Every file under `directory`, by `/`-separated path relative to it, sorted; with `skipNothing`,
 * the skipped folders and files too (a prebuilt output is deployed whole).
 */
export function readDirectory(
  directory: string,
  options: { skipNothing?: boolean } = {},
): Map<string, LocalFile> {
  const skipsFolder = (name: string) => options.skipNothing !== true && SKIPPED_DIRECTORIES.has(name);
  const skipsFile = (name: string) => options.skipNothing !== true && SKIPPED_FILES.has(name);
  const out = new Map<string, LocalFile>();
  const walk = (folder: string) => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skipsFolder(entry.name)) walk(full);
      } else if (entry.isFile() && !skipsFile(entry.name)) {
        const data = readFileSync(full);
        out.set(relative(directory, full).split(sep).join("/"), { sha: sha1(data), size: data.length, data });
      }
    }
  };
  walk(directory);
  return out;
}

/**
 * The deployment's files: the folder's, then those of `files` (which win on the same path); a
 * `files` entry is content, or a local file named by its `size~sha` digest.
 */
export function localFiles(
  directory: string | undefined,
  files: Readonly<Record<string, string>> | undefined,
  pathPrefix?: string,
): Map<string, LocalFile> {
  const out = directory === undefined ? new Map<string, LocalFile>() : readDirectory(directory);
  for (const [path, value] of Object.entries(files ?? {})) {
    if (LOCAL_DIGEST.test(value)) {
      out.set(deployedPath(path, pathPrefix), readLocalFile(path));
    } else {
      const data = Buffer.from(value);
      out.set(contentPath(path), { sha: sha1(data), size: data.length, data });
    }
  }
  return out;
}

/**
 * The `files` entries holding content whose path would leave the deployment (`../x`, `a/./b`): the
 * platform takes paths inside it only, and check names them before any upload. Entries naming a
 * local file by digest are local paths, mapped inside by `deployedPath`.
 */
export function pathsOutsideDeployment(files: Readonly<Record<string, string>> | undefined): string[] {
  return Object.entries(files ?? {})
    .filter(([path, value]) => !LOCAL_DIGEST.test(value) && contentPath(path).split("/").some(isDotSegment))
    .map(([path]) => path);
}

function isDotSegment(segment: string): boolean {
  return segment === "." || segment === "..";
}

/** A content entry's path inside the deployment: without leading slashes. */
function contentPath(path: string): string {
  return path.replace(/^\/+/, "");
}

/** A local path as a path inside the deployment: without `pathPrefix`, else without leading `../`s. */
function deployedPath(path: string, pathPrefix: string | undefined): string {
  const slashed = path.split(sep).join("/");
  const stripped =
    pathPrefix !== undefined && slashed.startsWith(pathPrefix)
      ? slashed.slice(pathPrefix.length)
      : slashed.replace(/^(\.\.\/)+/, "");
  return stripped.replace(/^\.?\/+/, "");
}

/** path → `size~sha`, sorted by path. */
export function digests(files: ReadonlyMap<string, LocalFile>): Record<string, string> {
  return Object.fromEntries(
    [...files.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([p, f]) => [p, digestOf(f)]),
  );
}
