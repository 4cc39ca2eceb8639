// A deployment's build log, `GET /v3/deployments/{idOrUrl}/events`. Without `follow` it answers the
// events so far, at once. With `follow=1` the answer stays open while the build runs: each event is
// written when the build (on the emulator's clock) writes it, and the answer ends when the
// deployment is READY, ERROR or CANCELED; a READY one whose aliases are assigned ends it with the
// `alias-assigned` item, which @vercel/client (`vercel deploy`) takes as the end of its wait.
//
// A followed log is JSON lines (`application/stream+json`), what the platform streams and the CLI
// reads line by line. @vercel/sdk's getDeploymentEvents reads the whole body as one JSON document
// and says so in its Accept (`application/json;q=1, application/stream+json;q=0`): to such a
// client the same items go out as one JSON array, written item by item and closed at the end.
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import {
  DeploymentAliasAssigned,
  DeploymentEvent,
  DeploymentEventsQuery,
} from "../../../../schema/deployments";
import { defineRoute, followed, ok, type Follow } from "../../../route";
import type { Store } from "../../../store";
import { isFinal, settle } from "../build";
import { presentAliasAssigned, presentEvents } from "../presenter";
import { deploymentsOf, findDeployment, type StoredDeployment } from "../store";

export const getEvents = defineRoute({
  method: "GET",
  // `/v3/now/...`: the older prefix, which the CLI still reads the log under.
  paths: ["/v3/deployments/:idOrUrl/events", "/v3/now/deployments/:idOrUrl/events"],
  query: DeploymentEventsQuery,
  response: z.array(z.union([DeploymentEvent, DeploymentAliasAssigned])),
  handle: ({ store, ownerId, params, query, headers }) => {
    const deployment = settle(store, findDeployment(store, ownerId, params.idOrUrl));
    const lines = query.format === "lines" || !wantsOneDocument(headers);
    if (isFollow(query.follow)) return followed(followLog(deployment, query, lines ? "lines" : "array"));
    const events = firstPage(presentEvents(deployment), query);
    return query.format === "lines" ? { status: 200, body: events, lines: true } : ok(events);
  },
});

/** The CLI sends `follow=` (empty) for a log it does not follow, the SDK `follow=1`. */
const isFollow = (follow: string | undefined) => follow !== undefined && follow !== "" && follow !== "0";

/** Within `since` / `until` (epoch ms, both inclusive). */
const inWindow = (query: DeploymentEventsQuery) => (event: DeploymentEvent) =>
  (query.since === undefined || event.date >= query.since) &&
  (query.until === undefined || event.date <= query.until);

/** The events so far, oldest first (`direction=backward`: newest first), at most `limit` (-1: all). */
function firstPage(events: DeploymentEvent[], query: DeploymentEventsQuery): DeploymentEvent[] {
  let page = events.filter(inWindow(query));
  if (query.direction === "backward") page = page.reverse();
  if (query.limit !== undefined && query.limit >= 0) page = page.slice(0, query.limit);
  return page;
}

/** The events so far as the first page asks, then each new one as the build writes it. */
function followLog(
  deployment: StoredDeployment,
  query: DeploymentEventsQuery,
  format: Follow["format"],
): Follow {
  const { id, ownerId } = deployment;
  let first = true;
  let seen = 0;
  return {
    format,
    next: (store: Store) => {
      const stored = deploymentsOf(store).get(ownerId, id);
      // Deleted while followed: nothing more will come.
      if (!stored) return { items: [], done: true };
      const current = settle(store, stored);
      const events = presentEvents(current);
      const fresh = first ? firstPage(events, query) : events.slice(seen).filter(inWindow(query));
      first = false;
      seen = events.length;
      if (!isFinal(current)) return { items: fresh, done: false, dueAt: nextStage(current) };
      const assigned = current.readyState === "READY" && !current.promotionHeld;
      return { items: assigned ? [...fresh, presentAliasAssigned(current)] : fresh, done: true };
    },
  };
}

/** When, on the emulator's clock, the unfinished build moves on by itself. */
function nextStage(deployment: StoredDeployment): number {
  return deployment.readyState === "QUEUED" ? deployment.buildingAt : deployment.readyAt;
}

/**
 * True when the client ranks `application/json` above `application/stream+json` (the SDK's q=1 vs
 * q=0): it reads the body as one document. No Accept, or one that takes the stream, gets JSON lines.
 */
function wantsOneDocument(headers: IncomingHttpHeaders): boolean {
  const accept = headers.accept;
  if (accept === undefined) return false;
  const quality = new Map<string, number>();
  for (const range of accept.split(",")) {
    const [type = "", ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    const q = parameters.find((p) => p.startsWith("q="));
    quality.set(type, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const json = quality.get("application/json") ?? 0;
  return json > 0 && json > (quality.get("application/stream+json") ?? quality.get("*/*") ?? 0);
}
