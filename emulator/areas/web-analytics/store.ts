// What Web Analytics counts: one hit per page view a deployed site served (areas/deployments/site.ts
// records a GET answered 200 with an HTML page) and one per custom event a site received at
// `/_vercel/insights/event` (the POST `track()` of @vercel/analytics sends). Hits belong to their
// project (relations.ts), not to the deployment: the platform keeps a project's analytics when a
// deployment is removed. The query routes (routes.ts) read them; nothing else writes them.
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { randomAlphanumeric } from "../../ids";
import type { Store } from "../../store";

export const WEB_ANALYTICS_HITS = "webAnalyticsHits";

export interface StoredHit {
  id: string;
  projectId: string;
  kind: "view" | "event";
  at: number;
  /** The dimensions a query filters and groups on (requestPath, environment, eventName, utm…). */
  dimensions: Record<string, string>;
  /** An event's data (`eventData/<key>`); empty for a view. */
  eventData: Record<string, string>;
  /** Who: a digest of the client's address and user agent, salted by day as the platform's is. */
  visitor: string;
}

export const hitsOf = (store: Store) => store.collection<StoredHit>(WEB_ANALYTICS_HITS);

interface Served {
  id: string;
  ownerId: string;
  projectId: string;
  target: "production" | null;
}

/** The request as a site saw it: where it went, who sent it. */
export interface SiteVisit {
  readonly path: string;
  readonly search: string;
  readonly headers: IncomingHttpHeaders;
  readonly remoteAddress: string;
  readonly at: number;
}

/** Records one page view of `deployment`'s site. */
export function recordPageView(store: Store, deployment: Served, visit: SiteVisit): void {
  const referrer = header(visit.headers, "referer");
  insertHit(store, deployment, "view", visit, visit.path, visit.search, referrer, {});
}

/**
 * Records the custom event a site received (`{ o, ts, r, en, ed }`, @vercel/analytics); false when
 * the body is not one (no event name), which the site answers 400.
 */
export function recordEvent(store: Store, deployment: Served, visit: SiteVisit, rawBody: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return false;
  }
  if (typeof body !== "object" || body === null) return false;
  const { o, r, en, ed } = body as Record<string, unknown>;
  if (typeof en !== "string" || en.trim() === "") return false;
  const page = typeof o === "string" ? safeUrl(o) : undefined;
  const data: Record<string, string> = {};
  if (typeof ed === "object" && ed !== null) {
    for (const [key, value] of Object.entries(ed)) {
      if (value !== null && value !== undefined) data[key] = String(value);
    }
  }
  const referrer = typeof r === "string" && r !== "" ? r : header(visit.headers, "referer");
  insertHit(
    store,
    deployment,
    "event",
    visit,
    page?.pathname ?? "/",
    page?.search ?? "",
    referrer,
    {
      eventName: en,
    },
    data,
  );
  return true;
}

function insertHit(
  store: Store,
  deployment: Served,
  kind: StoredHit["kind"],
  visit: SiteVisit,
  path: string,
  search: string,
  referrer: string | undefined,
  extra: Record<string, string>,
  eventData: Record<string, string> = {},
): void {
  const params = new URLSearchParams(search);
  const dimensions: Record<string, string> = {
    requestPath: path,
    route: path,
    environment: deployment.target === "production" ? "production" : "preview",
    ...extra,
  };
  const referrerHost = referrer ? safeUrl(referrer)?.hostname : undefined;
  if (referrerHost) dimensions["referrerHostname"] = referrerHost;
  for (const utm of ["source", "medium", "campaign", "content", "term"]) {
    const value = params.get(`utm_${utm}`);
    if (value) dimensions[`utm${utm[0]!.toUpperCase()}${utm.slice(1)}`] = value;
  }
  const country = header(visit.headers, "x-vercel-ip-country");
  if (country) dimensions["country"] = country;
  const agent = header(visit.headers, "user-agent") ?? "";
  Object.assign(dimensions, clientOf(agent));
  const day = new Date(visit.at).toISOString().slice(0, 10);
  const visitor = createHash("sha256")
    .update(`${deployment.projectId}|${day}|${visitorAddress(visit)}|${agent}`)
    .digest("hex")
    .slice(0, 16);
  hitsOf(store).insert(deployment.ownerId, {
    id: randomAlphanumeric(24),
    projectId: deployment.projectId,
    kind,
    at: visit.at,
    dimensions,
    eventData,
    visitor,
  });
}

/**
 * The visitor's address. A site's server that tracks for a visitor (`@vercel/analytics/server`'s
 * `track()`, marked `x-va-server: 1`) sends the visitor's address in `x-vercel-ip` and their user
 * agent as its own: the event is theirs, not the server's.
 */
function visitorAddress(visit: SiteVisit): string {
  const forwarded =
    header(visit.headers, "x-va-server") === "1" ? header(visit.headers, "x-vercel-ip") : undefined;
  // x-forwarded-for passed on whole: the first address is the visitor's.
  return forwarded?.split(",")[0]?.trim() || visit.remoteAddress;
}

/** Browser, OS and device from the user agent, by the tokens every agent of each kind carries. */
function clientOf(agent: string): Record<string, string> {
  const browserName = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrome\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : "Other";
  const osName = /Android/.test(agent)
    ? "Android"
    : /iPhone|iPad|iOS/.test(agent)
      ? "iOS"
      : /Windows/.test(agent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(agent)
          ? "Mac"
          : /Linux/.test(agent)
            ? "Linux"
            : "Other";
  const deviceType = /iPad|Tablet/.test(agent)
    ? "tablet"
    : /Mobi|iPhone|Android/.test(agent)
      ? "mobile"
      : "desktop";
  return { browserName, osName, deviceType };
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function safeUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
