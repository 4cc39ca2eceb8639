// Web Analytics queries (seed 000, `web-analytics`): counts and breakdowns of the page views and
// custom events a project's sites really received (store.ts). The rules: the project must exist
// and have Web Analytics on (the untagged `POST /web/insights/toggle`), only hits since it was
// switched on count, production only unless the filter names `environment`, the filter and `by`
// may name only the route's dimensions, at most two `by` and one time granularity among them, and
// an aggregate keeps the `limit` largest groups per time bucket, the rest summed as "Others".
import { emulatorNow } from "../../clock";
import { ApiError, badRequest } from "../../errors";
import { defineRoute, ok, type ApiArea } from "../../route";
import type { Store } from "../../store";
import {
  WebAnalyticsAggregateQuery,
  WebAnalyticsAggregateResponse,
  WebAnalyticsCountQuery,
  WebAnalyticsCountResponse,
} from "../../../schema/web-analytics";
import { findProject } from "../projects/store";
import { dimensionValue, knownDimension, mentions, parseFilter, type Predicate } from "./filter";
import { hitsOf, type StoredHit } from "./store";
import { bucketStart, instant, isGranularity, type Granularity } from "./window";

const VISIT_DIMENSIONS = [
  "country",
  "deviceType",
  "environment",
  "requestPath",
  "referrerHostname",
  "osName",
  "browserName",
  "route",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmContent",
  "utmTerm",
] as const;

interface Kind {
  readonly kind: StoredHit["kind"];
  /** The count's name in the answer: `pageviews` or `count`. */
  readonly metric: string;
  readonly plain: readonly string[];
  readonly keyed: readonly string[];
}

const VISITS: Kind = { kind: "view", metric: "pageviews", plain: VISIT_DIMENSIONS, keyed: ["flags"] };
const EVENTS: Kind = {
  kind: "event",
  metric: "count",
  plain: [...VISIT_DIMENSIONS, "eventName"],
  keyed: ["flags", "eventData"],
};

/** The window and the hits in it that pass the filter (and the production default). */
function selectHits(
  store: Store,
  ownerId: string,
  kind: Kind,
  query: {
    projectId: string;
    since?: string | undefined;
    until?: string | undefined;
    filter?: string | undefined;
  },
  granularity?: Granularity,
) {
  const project = findProject(store, ownerId, query.projectId);
  const analytics = project.webAnalytics;
  if (analytics?.enabledAt === undefined || analytics.disabledAt !== undefined) {
    throw new ApiError(403, "web_analytics_disabled", "Web Analytics is not enabled for this project.");
  }
  const until = query.until === undefined ? emulatorNow(store) : instant(query.until, "until");
  const requested = query.since === undefined ? analytics.enabledAt : instant(query.since, "since");
  const since = granularity ? bucketStart(requested, granularity) : requested;
  if (since > until) throw badRequest("Invalid time range: since is after until");
  const allowed = (field: string) => knownDimension(field, kind.plain, kind.keyed);
  const filter: Predicate = query.filter ? parseFilter(query.filter, allowed) : () => true;
  const production = !mentions(query.filter, "environment");
  const from = Math.max(since, analytics.enabledAt);
  const hits = hitsOf(store)
    .list(ownerId)
    .filter(
      (hit) =>
        hit.projectId === project.id &&
        hit.kind === kind.kind &&
        hit.at >= from &&
        hit.at <= until &&
        (!production || hit.dimensions["environment"] === "production") &&
        filter(hit),
    );
  return { hits, since, until };
}

const visitorsOf = (hits: readonly StoredHit[]) => new Set(hits.map((hit) => hit.visitor)).size;

function countRoute(path: string, kind: Kind) {
  return defineRoute({
    method: "GET",
    paths: path,
    query: WebAnalyticsCountQuery,
    response: WebAnalyticsCountResponse,
    handle: ({ store, ownerId, query }) => {
      const { hits, since, until } = selectHits(store, ownerId, kind, query);
      return ok({
        data: { [kind.metric]: hits.length, visitors: visitorsOf(hits) },
        query: echo(query.filter, since, until),
        version: 1,
      });
    },
  });
}

const echo = (filter: string | undefined, since: number, until: number) => ({
  ...(filter !== undefined ? { filter } : {}),
  since: new Date(since).toISOString(),
  until: new Date(until).toISOString(),
});

/** The values a hit groups under for `by` (a bare JSON dimension: one per key it has). */
function groupValues(hit: StoredHit, by: string, keyed: readonly string[]): (string | undefined)[] {
  if (keyed.includes(by)) return by === "eventData" ? Object.keys(hit.eventData) : [];
  return [dimensionValue(hit, by)];
}

function aggregateRoute(path: string, kind: Kind) {
  return defineRoute({
    method: "GET",
    paths: path,
    query: WebAnalyticsAggregateQuery,
    response: WebAnalyticsAggregateResponse,
    handle: ({ store, ownerId, query, searchParams }) => {
      const by = searchParams.getAll("by").flatMap((value) => value.split(","));
      if (by.length === 0 || by.length > 2) throw badRequest("Invalid by: name one or two dimensions");
      const times = by.filter(isGranularity);
      if (times.length > 1) throw badRequest("Invalid by: at most one time granularity");
      const dimensions = by.filter((value) => !isGranularity(value));
      for (const dimension of dimensions) {
        if (!knownDimension(dimension, kind.plain, kind.keyed) && !kind.keyed.includes(dimension)) {
          throw badRequest(`Invalid by: '${dimension}' is not a dimension of this query`);
        }
      }
      const granularity = times[0];
      const limit = query.limit ?? 10;
      const { hits, since, until } = selectHits(store, ownerId, kind, query, granularity);
      // bucket → group key → the group's values and hits
      const buckets = new Map<number, Map<string, { values: (string | undefined)[]; hits: StoredHit[] }>>();
      for (const hit of hits) {
        const bucket = granularity ? bucketStart(hit.at, granularity) : since;
        const combos = dimensions.reduce<(string | undefined)[][]>(
          (acc, dimension) =>
            acc.flatMap((combo) => groupValues(hit, dimension, kind.keyed).map((value) => [...combo, value])),
          [[]],
        );
        const groups = buckets.get(bucket) ?? new Map();
        buckets.set(bucket, groups);
        for (const values of combos) {
          const key = JSON.stringify(values);
          const group = groups.get(key) ?? { values, hits: [] };
          group.hits.push(hit);
          groups.set(key, group);
        }
      }
      const rows: Record<string, string | number>[] = [];
      for (const bucket of [...buckets.keys()].sort((a, b) => a - b)) {
        const groups = [...buckets.get(bucket)!.values()].sort(
          (a, b) =>
            b.hits.length - a.hits.length || JSON.stringify(a.values).localeCompare(JSON.stringify(b.values)),
        );
        const kept = groups.slice(0, limit);
        const rest = groups.slice(limit);
        const row = (values: (string | undefined)[], grouped: StoredHit[]) => {
          const out: Record<string, string | number> = { timestamp: new Date(bucket).toISOString() };
          dimensions.forEach((dimension, i) => {
            if (values[i] !== undefined) out[dimension] = values[i]!;
          });
          out[kind.metric] = grouped.length;
          out["visitors"] = visitorsOf(grouped);
          return out;
        };
        for (const group of kept) rows.push(row(group.values, group.hits));
        if (rest.length > 0) {
          rows.push(
            row(
              dimensions.map(() => "Others"),
              rest.flatMap((group) => group.hits),
            ),
          );
        }
      }
      return ok({
        data: rows,
        query: { ...echo(query.filter, since, until), groupBy: by, limit },
        version: 1,
      });
    },
  });
}

export const webAnalytics: ApiArea = {
  name: "web-analytics",
  routes: [
    countRoute("/v1/query/web-analytics/visits/count", VISITS),
    aggregateRoute("/v1/query/web-analytics/visits/aggregate", VISITS),
    countRoute("/v1/query/web-analytics/events/count", EVENTS),
    aggregateRoute("/v1/query/web-analytics/events/aggregate", EVENTS),
  ],
};
