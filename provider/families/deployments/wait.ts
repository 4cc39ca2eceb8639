// Waiting for a deployment to be READY: poll its state (quickly at first, then every 2 s) until it
// is READY, fails, or the time is up. A failed build fails with the deployment's id and URL and
// the last error event of its build log, which says why.
import { setTimeout as sleep } from "node:timers/promises";
import type { Deployment } from "../../../schema/deployments";
import type { DeploymentsApi } from "./deployments-api";

const FIRST_POLL_MS = 100;
const MAX_POLL_MS = 2000;

export async function waitUntilReady(
  api: DeploymentsApi,
  created: Deployment,
  timeoutMs: number,
): Promise<Deployment> {
  const deadline = Date.now() + timeoutMs;
  let deployment = created;
  for (let wait = FIRST_POLL_MS; ; wait = Math.min(MAX_POLL_MS, wait * 2)) {
    if (deployment.readyState === "READY") return deployment;
    if (deployment.readyState === "ERROR" || deployment.readyState === "CANCELED") {
      throw new Error(await failure(api, deployment));
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `deployment ${deployment.id} (${deployment.url}) is still ${deployment.readyState} after ${Math.round(timeoutMs / 1000)} s; raise timeoutSeconds, or look at its build log`,
      );
    }
    await sleep(wait);
    deployment = await api.getDeployment(deployment.id);
  }
}

async function failure(api: DeploymentsApi, deployment: Deployment): Promise<string> {
  const events = await api.getEvents(deployment.id).catch(() => []);
  const lastError = [...events].reverse().find((e) => e.level === "error" || e.type === "stderr");
  const why = lastError?.text ?? deployment.errorMessage ?? deployment.errorCode ?? "no error event";
  return `deployment ${deployment.id} (${deployment.url}) ended ${deployment.readyState}: ${why}`;
}
