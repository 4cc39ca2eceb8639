// What a deployed site answers: the emulator serves a READY deployment's static files to any
// request that names it, so a pipeline can deploy and then smoke-test the site offline.
//
// A request names a deployment by its Host (the deployment's URL or one of its aliases; with
// `.localhost` appended too, which resolves to loopback), or on loopback by the path form
// `/_sites/<hostname>/<path>` (docs/deployments.md). `/` and a directory answer its `index.html`;
// a missing file answers the deployment's `404.html` (status 404) or the platform's plain
// `404: NOT_FOUND`. A prebuilt deployment (`vercel deploy --prebuilt`) serves its
// `.vercel/output/static/`; one with an output directory setting serves that directory.
// Routing applies first, in the platform's order (routing/router.ts): the project's bulk redirects
// and routing rules, then the deployment's own routes (its vercel.json, or a prebuilt config.json).
import { emulatorNow } from "../../clock";
import type { Store } from "../../store";
import { logRequest } from "../logs/store";
import { recordEvent, recordPageView, type SiteVisit } from "../web-analytics/store";
import { settle, settlePending } from "./build";
import { contentTypeOf } from "../../content-types";
import { passesProtection } from "./protection";
import { VERCEL_JSON, type DeploymentRouting } from "./routing/deployment-config";
import { isPrebuilt, routingLayers } from "./routing/layers";
import type { HeaderTransform } from "./routing/route";
import { routeRequest, type Headers as RoutedHeaders } from "./routing/router";
import { blobsOf, deploymentForHost, type StoredDeployment } from "./store";

export const SITES_PREFIX = "/_sites/";

/** Where @vercel/analytics's `track()` posts a custom event, on the site's own host. */
export const INSIGHTS_EVENT_PATH = "/_vercel/insights/event";

/** Who asked and what they sent, beyond method and path: what Web Analytics records. */
export interface SiteClient {
  readonly search: string;
  readonly headers: SiteVisit["headers"];
  readonly remoteAddress: string;
  readonly rawBody: string;
}

/** A request for a deployed site: which hostname, and the path inside the site. */
export interface SiteRequest {
  readonly hostname: string;
  readonly path: string;
  /** Named by the path form: answer even when no deployment has the hostname. */
  readonly byPath: boolean;
  /** The `x-vercel-protection-bypass` secret the request carries (header or query), if any. */
  readonly bypass?: string | undefined;
}

export interface SiteAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

const LOOPBACK_NAMES = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

/**
 * The site a request may be for: the path form always is; a Host that is a name (not loopback) is
 * one when some deployment has it (`isServedHost`). Undefined: an API request.
 */
export function siteTarget(host: string | undefined, pathname: string): SiteRequest | undefined {
  if (pathname.startsWith(SITES_PREFIX)) {
    const rest = pathname.slice(SITES_PREFIX.length);
    const slash = rest.indexOf("/");
    const hostname = safeDecode(slash < 0 ? rest : rest.slice(0, slash)).toLowerCase();
    return { hostname, path: slash < 0 ? "/" : rest.slice(slash), byPath: true };
  }
  const hostname = (host ?? "")
    .replace(/:\d+$/, "")
    .toLowerCase()
    .replace(/\.localhost$/, "");
  if (hostname === "" || LOOPBACK_NAMES.test(hostname)) return undefined;
  return { hostname, path: pathname, byPath: false };
}

/**
 * Whether some deployment serves `hostname`, once every build due has ended (one that ended may
 * have taken an alias). Runs in a store transaction.
 */
export function isServedHost(store: Store, hostname: string): boolean {
  settlePending(store);
  return deploymentForHost(store, hostname) !== undefined;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The answer to a site request, recorded in the deployment's runtime logs; runs in a store
 * transaction (it settles the deployment's build).
 */
export function serveSite(
  store: Store,
  site: SiteRequest,
  method: string,
  ifNoneMatch: string | undefined,
  client: SiteClient = { search: "", headers: {}, remoteAddress: "", rawBody: "" },
): SiteAnswer {
  settlePending(store);
  const found = deploymentForHost(store, site.hostname);
  if (!found) return platformError(404, "DEPLOYMENT_NOT_FOUND", "The deployment could not be found.");
  const deployment = settle(store, found);
  const visit: SiteVisit = { ...client, path: site.path, at: emulatorNow(store) };
  // A protected deployment answers 401 to whoever cannot pass, and records no visit of theirs.
  const answer = !passesProtection(store, deployment, site.hostname, site.bypass)
    ? platformError(401, "UNAUTHORIZED", "This deployment is protected: authentication is required.")
    : site.path === INSIGHTS_EVENT_PATH && method === "POST" && deployment.readyState === "READY"
      ? eventAnswer(recordEvent(store, deployment, visit, client.rawBody))
      : answerFor(store, deployment, site, method, ifNoneMatch, client);
  if (method === "GET" && answer.status === 200 && answer.headers["content-type"]?.startsWith("text/html")) {
    recordPageView(store, deployment, visit);
  }
  logRequest(store, deployment, {
    domain: site.hostname,
    method,
    path: site.path,
    status: answer.status,
    at: emulatorNow(store),
    bytes: method === "HEAD" ? 0 : answer.body.length, // what billing counts as transferred
  });
  return answer;
}

function answerFor(
  store: Store,
  deployment: StoredDeployment,
  site: SiteRequest,
  method: string,
  ifNoneMatch: string | undefined,
  client: SiteClient,
): SiteAnswer {
  if (deployment.readyState !== "READY") {
    return platformError(
      deployment.readyState === "ERROR" || deployment.readyState === "CANCELED" ? 404 : 503,
      "DEPLOYMENT_NOT_READY",
      `The deployment is ${deployment.readyState}.`,
    );
  }
  const layers = routingLayers(store, deployment);
  const root = staticRoot(deployment);
  const lookup = (requestPath: string) => {
    const path = safePath(requestPath);
    return path === undefined ? undefined : findFile(deployment, root, path, layers.deployment);
  };
  const outcome = routeRequest(
    layers,
    site.path,
    routingRequest(site, client),
    (path) => lookup(path) !== undefined,
  );
  if (outcome.kind === "redirect") {
    return withHeaders(
      {
        status: outcome.status,
        headers: { ...TEXT, location: outcome.location },
        body: Buffer.from(method === "HEAD" ? "" : "Redirecting...\n"),
      },
      outcome.headers,
    );
  }
  if (outcome.kind === "external") {
    return withHeaders(
      platformError(
        502,
        "ROUTER_EXTERNAL_TARGET_CONNECTION_ERROR",
        `A rewrite to another origin (${outcome.url}): the emulator stays offline and does not reach it.`,
      ),
      outcome.headers,
    );
  }
  if (method !== "GET" && method !== "HEAD") {
    return {
      ...platformError(405, "METHOD_NOT_ALLOWED", "Static files answer GET and HEAD"),
      headers: { allow: "GET, HEAD", ...TEXT },
    };
  }
  const file = lookup(outcome.path);
  if (file) {
    const answer = fileAnswer(store, deployment, file, outcome.status ?? 200, method, ifNoneMatch);
    return withHeaders(answer, outcome.headers);
  }
  if (outcome.status !== undefined && outcome.status !== 404) {
    return withHeaders(
      platformError(outcome.status, "ROUTE_STATUS", `A routing rule answered ${outcome.status}.`),
      outcome.headers,
    );
  }
  const notFoundPage = findFile(deployment, root, "404.html", layers.deployment);
  const missing = notFoundPage
    ? fileAnswer(store, deployment, notFoundPage, 404, method, undefined)
    : platformError(404, "NOT_FOUND", "The page could not be found.");
  return withHeaders(missing, outcome.headers);
}

/** What the routing rules look at besides the path: the host, headers and query of the request. */
function routingRequest(site: SiteRequest, client: SiteClient) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(client.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return { host: site.hostname, headers, query: new URLSearchParams(client.search) };
}

/** The answer with the headers the routing rules added, then their edits (project rule transforms). */
function withHeaders(answer: SiteAnswer, routed: RoutedHeaders): SiteAnswer {
  const headers: Record<string, string> = { ...answer.headers, ...routed.add };
  for (const edit of routed.transforms) applyTransform(headers, edit);
  return { ...answer, headers };
}

function applyTransform(headers: Record<string, string>, edit: HeaderTransform): void {
  if (edit.op === "delete") delete headers[edit.key];
  else if (edit.op === "set") headers[edit.key] = edit.value ?? "";
  else
    headers[edit.key] = headers[edit.key] ? `${headers[edit.key]}, ${edit.value ?? ""}` : (edit.value ?? "");
}

const TEXT = { "content-type": "text/plain; charset=utf-8" };

/** The insights endpoint's answer: a recorded event, or a body that is not one. */
const eventAnswer = (recorded: boolean): SiteAnswer =>
  recorded
    ? { status: 200, headers: TEXT, body: Buffer.from("OK") }
    : platformError(400, "BAD_REQUEST", "The event needs a name (`en`).");

function platformError(status: number, code: string, message: string): SiteAnswer {
  return {
    status,
    headers: { ...TEXT, "x-vercel-error": code },
    body: Buffer.from(`${status}: ${code}\n${message}\n`),
  };
}

function fileAnswer(
  store: Store,
  deployment: StoredDeployment,
  file: SiteFile,
  status: number,
  method: string,
  ifNoneMatch: string | undefined,
): SiteAnswer {
  const etag = `"${file.sha}"`;
  const headers = {
    "content-type": file.contentType ?? contentTypeOf(file.file),
    etag,
    "cache-control": "public, max-age=0, must-revalidate",
    "x-vercel-cache": "MISS",
    "x-vercel-deployment-url": deployment.url,
  };
  if (status === 200 && ifNoneMatch === etag) return { status: 304, headers, body: Buffer.alloc(0) };
  const blob = blobsOf(store).get(deployment.ownerId, file.sha);
  const body = blob ? Buffer.from(blob.data, "base64") : Buffer.alloc(0);
  return {
    status,
    headers: { ...headers, "content-length": String(body.length) },
    body: method === "HEAD" ? Buffer.alloc(0) : body,
  };
}

/** Where the site's files are inside the deployment. */
function staticRoot(deployment: StoredDeployment): string {
  if (isPrebuilt(deployment)) return ".vercel/output/static/";
  const output = deployment.projectSettings["outputDirectory"];
  if (typeof output === "string" && output !== "" && output !== ".") {
    const prefix = `${output.replace(/^\.?\/+|\/+$/g, "")}/`;
    if (deployment.files.some((f) => f.file.startsWith(prefix))) return prefix;
  }
  return "";
}

/** The request path as a path inside the site; undefined when it climbs out of it. */
function safePath(requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath.split("?")[0] ?? "/");
  } catch {
    return undefined;
  }
  const parts = decoded.split("/").filter((part) => part !== "" && part !== ".");
  if (parts.includes("..")) return undefined;
  return parts.join("/") + (decoded.endsWith("/") && parts.length > 0 ? "/" : "");
}

/** A deployment file as served: a Build Output API override may give its content type. */
type SiteFile = StoredDeployment["files"][number] & { readonly contentType?: string };

/**
 * The file at `path`: a Build Output API override naming that path, the file itself, its
 * directory's index.html, or with clean URLs `<path>.html`. The deployment's `vercel.json` is
 * configuration, not content.
 */
function findFile(
  deployment: StoredDeployment,
  root: string,
  path: string,
  routing: DeploymentRouting,
): SiteFile | undefined {
  const bare = path.replace(/\/$/, "");
  for (const [file, override] of Object.entries(routing.overrides)) {
    if (override.path !== undefined && override.path.replace(/^\/+/, "") === bare) {
      const found = deployment.files.find((f) => f.file === root + file);
      if (found) return override.contentType ? { ...found, contentType: override.contentType } : found;
    }
  }
  const candidates = path === "" || path.endsWith("/") ? [`${path}index.html`] : [path, `${path}/index.html`];
  if (routing.cleanUrls && bare !== "") candidates.push(`${bare}.html`);
  for (const candidate of candidates) {
    if (root === "" && candidate === VERCEL_JSON) continue;
    const file = deployment.files.find((f) => f.file === root + candidate);
    if (file) return file;
  }
  return undefined;
}
