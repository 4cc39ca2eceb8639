// GET /v3/events: the account's activity log, newest first, from what the emulator recorded when
// its state changed (store.ts). Filters as @vercel/sdk names them; `withPayload` is accepted and
// answers no payload (the platform's payloads are hundreds of shapes (inferred)).
import { UserEventList, UserEventsQuery } from "../../../schema/user-events";
import { badRequest } from "../../errors";
import { defineRoute, ok, type ApiArea } from "../../route";
import { presentUserEvent } from "./presenter";
import { userEventsOf } from "./store";

/** `since`/`until` as epoch milliseconds or an ISO date. */
function instant(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest(`Invalid request: "${name}" must be a timestamp or an ISO date`);
  return ms;
}

const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : new Set(
        value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      );

const listEvents = defineRoute({
  method: "GET",
  paths: "/v3/events",
  query: UserEventsQuery,
  response: UserEventList,
  operation: "list",
  handle: ({ store, ownerId, query }) => {
    const since = instant(query.since, "since");
    const until = instant(query.until, "until");
    const types = list(query.types);
    const projects = list(query.projectIds);
    const principal = query.principalId ?? query.userId;
    const events = userEventsOf(store)
      .filter(
        ownerId,
        (e) =>
          (since === undefined || e.createdAt >= since) &&
          (until === undefined || e.createdAt <= until) &&
          (types === undefined || types.has(e.type)) &&
          (projects === undefined || (e.projectId !== null && projects.has(e.projectId))) &&
          (principal === undefined || e.principalId === principal) &&
          (query.entityId === undefined || e.objectId === query.entityId),
      )
      .reverse()
      .slice(0, query.limit);
    return ok({ events: events.map((event) => presentUserEvent(store, event)) });
  },
});

export const userEvents: ApiArea = { name: "user-events", routes: [listEvents] };
