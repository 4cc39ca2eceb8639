// A deployment's runtime logs: one line per request its site answered (areas/deployments/site.ts
// records them), as the platform's request logs read. Children of their deployment.
import { randomAlphanumeric } from "../../ids";
import type { Store } from "../../store";

export const RUNTIME_LOGS = "runtimeLogs";

export interface StoredRuntimeLog {
  /** The log line's `rowId`. */
  id: string;
  deploymentId: string;
  projectId: string;
  domain: string;
  level: "info" | "warning" | "error";
  message: string;
  requestMethod: string;
  requestPath: string;
  responseStatusCode: number;
  timestampInMs: number;
  /** The bytes of the answer's body: what billing counts as data transferred; not on the log line. */
  responseBytes?: number;
}

export const runtimeLogsOf = (store: Store) => store.collection<StoredRuntimeLog>(RUNTIME_LOGS);

/** Records one request a deployment's site answered. */
export function logRequest(
  store: Store,
  deployment: { id: string; ownerId: string; projectId: string },
  request: { domain: string; method: string; path: string; status: number; at: number; bytes?: number },
): void {
  const level = request.status >= 500 ? "error" : request.status >= 400 ? "warning" : "info";
  runtimeLogsOf(store).insert(deployment.ownerId, {
    id: randomAlphanumeric(24),
    deploymentId: deployment.id,
    projectId: deployment.projectId,
    domain: request.domain,
    level,
    message: `${request.method} ${request.path} ${request.status}`,
    requestMethod: request.method,
    requestPath: request.path,
    responseStatusCode: request.status,
    timestampInMs: request.at,
    ...(request.bytes !== undefined ? { responseBytes: request.bytes } : {}),
  });
}
