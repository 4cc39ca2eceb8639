// A local prebuilt output, as `vercel build` leaves it: `<project>/.vercel/output` (Build Output API
// v3: `config.json`, `static/`, `functions/`, and `builds.json` recording how the build went), beside
// `<project>/.vercel/project.json` naming the project it was built for. Read for a prebuilt
// Deployment and for getPrebuiltProject; refused, with the reason, when it cannot be deployed as it
// is: no output, no config.json (the platform would serve it without its routes), a failed build,
// or (checked by the callers, which know the project) an output built for another project.
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { readDirectory, type LocalFile } from "./file-set";

/** Where a prebuilt output's files go in the deployment: the emulator and the platform look there. */
export const OUTPUT_PATH = ".vercel/output";

export interface PrebuiltOutput {
  /** The project folder (the one holding `.vercel/`). */
  readonly root: string;
  /** The `.vercel/output` folder. */
  readonly output: string;
  /** Its files by path inside the deployment (`.vercel/output/static/index.html`). */
  readonly files: Map<string, LocalFile>;
  /** The project `.vercel/project.json` links the folder to, when there is one. */
  readonly projectId?: string;
  /** The environment it was built for, from builds.json (`production` or `preview`), when recorded. */
  readonly target?: string;
}

/** Why a folder cannot be deployed as a prebuilt output, for the field that named it. */
export class PrebuiltOutputError extends Error {}

/**
 * The prebuilt output of `folder`: the project folder holding `.vercel/output`, or that
 * `.vercel/output` folder itself.
 */
export function readPrebuiltOutput(folder: string): PrebuiltOutput {
  const trimmed = folder.replace(/[\\/]+$/, "");
  const isOutput = basename(trimmed) === "output" && basename(dirname(trimmed)) === ".vercel";
  const root = isOutput ? dirname(dirname(trimmed)) : trimmed;
  const output = isOutput ? trimmed : join(trimmed, ".vercel", "output");
  if (!existsSync(output) || !statSync(output).isDirectory()) {
    throw new PrebuiltOutputError(
      `${folder} holds no prebuilt output (${OUTPUT_PATH}): run \`vercel build\` there first`,
    );
  }
  const config = readJson(join(output, "config.json"), "config.json");
  if (config === undefined) {
    throw new PrebuiltOutputError(
      `${output} has no config.json: a prebuilt output (Build Output API v3) needs ${OUTPUT_PATH}/config.json`,
    );
  }
  if (typeof config !== "object" || config === null || (config as { version?: unknown }).version !== 3) {
    throw new PrebuiltOutputError(`${output}/config.json must be Build Output API version 3 ("version": 3)`);
  }
  const builds = readJson(join(output, "builds.json"), "builds.json") as BuildsJson | undefined;
  if (builds !== undefined && buildFailed(builds)) {
    throw new PrebuiltOutputError(
      `${output} cannot be deployed: \`vercel build\` failed there (builds.json records an error)`,
    );
  }
  const link = readJson(join(root, ".vercel", "project.json"), "project.json") as
    { projectId?: unknown } | undefined;
  const files = new Map<string, LocalFile>();
  // Inside the output nothing is skipped: a function's bundle may hold its own node_modules.
  for (const [path, file] of readDirectory(output, { skipNothing: true })) {
    files.set(`${OUTPUT_PATH}/${path}`, file);
  }
  return {
    root,
    output,
    files,
    ...(typeof link?.projectId === "string" ? { projectId: link.projectId } : {}),
    ...(typeof builds?.target === "string" ? { target: builds.target } : {}),
  };
}

/**
 * Why an output built for `built` cannot be deployed to `wanted` (both project ids), or undefined
 * when it can: an output without a project link is anyone's, as the CLI takes it.
 */
export function otherProject(output: PrebuiltOutput, wanted: string): string | undefined {
  if (output.projectId === undefined || output.projectId === wanted) return undefined;
  return `${output.output} was built for project ${output.projectId} (${join(output.root, ".vercel", "project.json")}), not ${wanted}: run \`vercel link\` and \`vercel build\` for this project`;
}

interface BuildsJson {
  target?: unknown;
  error?: unknown;
  builds?: { error?: unknown }[];
}

function buildFailed(builds: BuildsJson): boolean {
  if (builds.error !== undefined && builds.error !== null) return true;
  return (builds.builds ?? []).some((build) => build.error !== undefined && build.error !== null);
}

/** A JSON file's value; undefined when there is no such file. */
function readJson(path: string, name: string): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, "utf8")) as unknown;
  } catch (error) {
    throw new PrebuiltOutputError(
      `${path} is not JSON (${name}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
