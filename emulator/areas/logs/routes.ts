// The logs group (seed 000): `GET /v1/projects/{projectId}/deployments/{deploymentId}/runtime-logs`,
// a deployment's runtime logs as `application/stream+json`, one JSON object a line, oldest first:
// the requests its site really answered (areas/deployments/site.ts records them).
import { z } from "zod";
import { RuntimeLogLine } from "../../../schema/logs";
import { notFound } from "../../errors";
import { defineRoute, type ApiArea } from "../../route";
import { findDeployment } from "../deployments/store";
import { runtimeLogsOf } from "./store";

const getRuntimeLogs = defineRoute({
  method: "GET",
  paths: "/v1/projects/:projectId/deployments/:deploymentId/runtime-logs",
  response: z.array(RuntimeLogLine),
  handle: ({ store, ownerId, params }) => {
    const deployment = findDeployment(store, ownerId, params.deploymentId);
    if (deployment.projectId !== params.projectId) {
      throw notFound(`The deployment ${deployment.id} is not part of project ${params.projectId}`);
    }
    const lines = runtimeLogsOf(store)
      .filter(ownerId, (log) => log.deploymentId === deployment.id)
      .map(({ id, deploymentId: _deployment, projectId: _project, responseBytes: _bytes, ...log }) => ({
        ...log,
        rowId: id,
        source: "request" as const,
        messageTruncated: false,
      }));
    return { status: 200, body: lines, lines: true };
  },
});

export const logs: ApiArea = { name: "logs", routes: [getRuntimeLogs] };
