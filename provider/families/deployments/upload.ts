// Creating a deployment of many files the platform's way: create naming every file by SHA; the
// platform answers `missing_files` with the SHAs it does not have yet; upload exactly those, a
// bounded number at a time, then create again. Files the owner uploaded before (an unchanged file
// of the last deployment) are never sent again. Uploads are content-addressed, so a retried upload
// cannot duplicate anything; the create carries a token so a retried create cannot either.
import { randomUUID } from "node:crypto";
import type { Deployment, DeploymentCreateRequest } from "../../../schema/deployments";
import { BadRequestError } from "../../client/errors";
import type { DeploymentsApi } from "./deployments-api";
import type { LocalFile } from "./file-set";

/** How many uploads run at once: enough to fill a connection pool, few enough not to hit rate limits. */
export const UPLOAD_PARALLELISM = 8;
/** Rounds of create → upload the missing → create, before giving up (another writer racing us). */
const MAX_ROUNDS = 3;

export interface UploadReport {
  /** Files and bytes sent to `POST /v2/files`. */
  files: number;
  bytes: number;
}

export async function deployFiles(
  api: DeploymentsApi,
  request: DeploymentCreateRequest & { project: string },
  files: ReadonlyMap<string, LocalFile>,
  report: UploadReport = { files: 0, bytes: 0 },
): Promise<Deployment> {
  const bySha = new Map<string, LocalFile>();
  for (const file of files.values()) bySha.set(file.sha, file);
  const body = {
    ...request,
    files: [...files.entries()].map(([file, { sha, size }]) => ({ file, sha, size })),
  };
  const token = randomUUID();
  for (let round = 1; ; round++) {
    try {
      return await api.createDeployment(body, token);
    } catch (error) {
      const missing = missingShas(error);
      if (missing === undefined || round >= MAX_ROUNDS) throw error;
      await eachBounded(missing, UPLOAD_PARALLELISM, async (sha) => {
        const file = bySha.get(sha);
        if (!file) throw new Error(`the platform asked for a file this deployment does not have: ${sha}`);
        await api.uploadFile(sha, file.data);
        report.files += 1;
        report.bytes += file.size;
      });
    }
  }
}

/** The SHAs a `missing_files` refusal names; undefined for any other error. */
function missingShas(error: unknown): string[] | undefined {
  if (!(error instanceof BadRequestError) || error.code !== "missing_files") return undefined;
  const missing = error.extra["missing"];
  return Array.isArray(missing) ? missing.filter((sha): sha is string => typeof sha === "string") : [];
}

/** Runs `task` over `items`, at most `limit` at once; the first failure fails the whole run. */
async function eachBounded<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
