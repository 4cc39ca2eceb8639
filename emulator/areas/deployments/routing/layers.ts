// The routing that applies to a request for a deployment: its project's production bulk redirects
// and routing rules (read at each request: publishing a version changes served sites at once, as on
// the platform), and the deployment's own routes from the config file it was deployed with.
import type { Store } from "../../../store";
import { redirectVersions } from "../../bulk-redirects/store";
import { routeVersions } from "../../project-routes/store";
import { blobsOf, type StoredDeployment } from "../store";
import {
  BUILD_OUTPUT_CONFIG,
  NO_ROUTING,
  VERCEL_JSON,
  deploymentRouting,
  type DeploymentRouting,
  type RoutingConfigError,
} from "./deployment-config";
import { projectRuleRoutes } from "./project-rules";
import type { RoutingLayers } from "./router";

export function routingLayers(store: Store, deployment: StoredDeployment): RoutingLayers {
  const { ownerId, projectId } = deployment;
  const routing = deploymentRoutingOf(store, deployment);
  return {
    bulkRedirects: redirectVersions.live(store, ownerId, projectId)?.entries ?? [],
    projectRoutes: projectRuleRoutes(routeVersions.live(store, ownerId, projectId)?.entries ?? []),
    deployment: "routes" in routing ? routing : NO_ROUTING,
  };
}

/** A prebuilt output's file, and where its static files are. */
export const isPrebuilt = (deployment: StoredDeployment) =>
  deployment.files.some((f) => f.file === BUILD_OUTPUT_CONFIG);

// A config file's routing by its SHA: the same file converts the same way.
const converted = new Map<string, DeploymentRouting | RoutingConfigError>();
const CACHE_LIMIT = 500;

/**
 * The deployment's own routing, from `.vercel/output/config.json` when prebuilt, else from the
 * `vercel.json` at its root (under the root directory setting when there is one); an error when
 * that file does not hold (its build fails on it).
 */
export function deploymentRoutingOf(
  store: Store,
  deployment: StoredDeployment,
): DeploymentRouting | RoutingConfigError {
  const prebuilt = isPrebuilt(deployment);
  const root = deployment.projectSettings["rootDirectory"];
  const prefix =
    typeof root === "string" && root !== "" && root !== "." ? `${root.replace(/^\.?\/+|\/+$/g, "")}/` : "";
  const path = prebuilt ? BUILD_OUTPUT_CONFIG : `${prefix}${VERCEL_JSON}`;
  const file =
    deployment.files.find((f) => f.file === path) ??
    (prefix !== "" ? deployment.files.find((f) => f.file === VERCEL_JSON) : undefined);
  if (!file) return NO_ROUTING;
  const key = `${prebuilt ? "b" : "v"}${file.sha}`;
  const cached = converted.get(key);
  if (cached) return cached;
  const blob = blobsOf(store).get(deployment.ownerId, file.sha);
  const text = blob ? Buffer.from(blob.data, "base64").toString("utf8") : "{}";
  const routing = deploymentRouting(prebuilt ? "build-output" : "vercel.json", text);
  if (converted.size >= CACHE_LIMIT) converted.clear();
  converted.set(key, routing);
  return routing;
}
