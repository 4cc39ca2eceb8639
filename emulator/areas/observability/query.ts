// One observability query: the metric's points inside [startTime, endTime) and the scope's projects,
// kept by the filter (`dim eq 'value'` joined by `and`, as the vercel CLI writes it), grouped by the
// `groupBy` dimensions, aggregated per time bucket (`data`) and over the whole range (`summary`).
// The value column is named `<metric>_<aggregation>` with dots as underscores (the CLI reads it so).
// Groups are ordered by their summary value (`orderDirection`, descending unless asked), cut to
// `limit`, then by their dimension values, so the same points always answer the same.
import { badRequest } from "../../errors";
import { resolveOwner } from "../../scope";
import type { Store } from "../../store";
import type { Metric, Point } from "./metrics";

export interface Granularity {
  readonly minutes?: number | undefined;
  readonly hours?: number | undefined;
  readonly days?: number | undefined;
}

export interface MetricQuery {
  readonly aggregation: string;
  readonly start: number;
  readonly end: number;
  readonly bucketMs: number;
  readonly groupBy: readonly string[];
  readonly filter: readonly (readonly [dimension: string, value: string])[];
  readonly projectIds?: readonly string[] | undefined;
  readonly limit: number;
  readonly orderDirection: "asc" | "desc";
}

/**
 * Whose data a query reads: a team the caller belongs to, or the call's own scope (also when no
 * owner is named: @vercel/sdk's model of the scope has no fields, so it sends `scope: {}`).
 */
export function queryOwner(
  named: string | undefined,
  call: { readonly ownerId: string; readonly userId: string; readonly store: Store },
): string {
  if (named === undefined || named === call.ownerId || named === call.userId) return named ?? call.ownerId;
  return resolveOwner({ teamId: named }, call.userId, call.store);
}

export function instant(name: string, value: string): number {
  const at = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(at)) {
    throw badRequest(`Invalid request: "${name}" must be an ISO 8601 date-time, got "${value}"`);
  }
  return at;
}

/** A query answers at most this many buckets: a wider range needs a coarser granularity. */
export const MAX_BUCKETS = 1000;

/**
 * Absent or empty (`{}`: what @vercel/sdk sends, its model of it has no fields), an hour.
 */
export function bucketMs(granularity: Granularity | undefined): number {
  const { minutes, hours, days } = granularity ?? {};
  const given = [minutes, hours, days].filter((n) => n !== undefined);
  if (given.length === 0) return 60 * 60 * 1000;
  if (given.length !== 1 || !Number.isInteger(given[0]) || (given[0] as number) <= 0) {
    throw badRequest(
      'Invalid request: "granularity" must be one of { minutes }, { hours }, { days }, a positive whole number',
    );
  }
  return (minutes ?? 0) * 60_000 + (hours ?? 0) * 3_600_000 + (days ?? 0) * 86_400_000;
}

/** `requestPath eq '/a' and httpStatus eq '200'`: the filter as dimension/value pairs. */
export function parseFilter(filter: string | undefined, metric: Metric): [string, string][] {
  if (filter === undefined || filter.trim() === "") return [];
  return filter.split(/\s+and\s+/i).map((clause) => {
    const match = /^\(?\s*(\w+)\s+eq\s+'((?:[^']|'')*)'\s*\)?$/i.exec(clause.trim());
    if (!match) {
      throw badRequest(
        `Invalid request: "filter" clause "${clause}" is not of the form dimension eq 'value'`,
      );
    }
    const [, name, value] = match as unknown as [string, string, string];
    requireDimension(metric, name, "filter");
    return [name, value.replace(/''/g, "'")];
  });
}

export function requireDimension(metric: Metric, name: string, field: string): void {
  if (!metric.dimensions.some((d) => d.name === name)) {
    throw badRequest(
      `Invalid request: "${field}" names "${name}", not a dimension of ${metric.id} (${metric.dimensions.map((d) => d.name).join(", ")})`,
    );
  }
}

export const rollupColumn = (metric: string, aggregation: string) =>
  `${metric}_${aggregation}`.replace(/[./]/g, "_");

export function aggregate(values: readonly number[], aggregation: string): number {
  if (values.length === 0) return 0;
  switch (aggregation) {
    case "count":
      return values.length;
    case "avg":
      return values.reduce((a, b) => a + b, 0) / values.length;
    case "min":
      return Math.min(...values);
    case "max":
      return Math.max(...values);
    default:
      return values.reduce((a, b) => a + b, 0);
  }
}

/** The points inside [start, end), of the scope's projects, that the filter keeps. */
export function pointsInRange(
  points: readonly Point[],
  range: Pick<MetricQuery, "start" | "end" | "projectIds" | "filter">,
): Point[] {
  return points.filter(
    (p) =>
      p.at >= range.start &&
      p.at < range.end &&
      (range.projectIds === undefined || range.projectIds.includes(p.dimensions["projectId"] ?? "")) &&
      range.filter.every(([name, value]) => p.dimensions[name] === value),
  );
}

/** The start of every bucket of [start, end). */
export function bucketStarts(start: number, end: number, bucketMs: number): number[] {
  const starts: number[] = [];
  for (let at = start; at < end; at += bucketMs) starts.push(at);
  return starts;
}

export function runQuery(metric: Metric, points: readonly Point[], query: MetricQuery) {
  const column = rollupColumn(metric.id, query.aggregation);
  const kept = pointsInRange(points, query);
  const groups = new Map<string, { dims: Record<string, string>; points: Point[] }>();
  for (const point of kept) {
    const dims = Object.fromEntries(query.groupBy.map((name) => [name, point.dimensions[name] ?? ""]));
    const key = JSON.stringify(dims);
    const group = groups.get(key) ?? { dims, points: [] };
    group.points.push(point);
    groups.set(key, group);
  }
  const sign = query.orderDirection === "asc" ? 1 : -1;
  const ranked = [...groups.values()]
    .map((group) => ({
      ...group,
      total: aggregate(
        group.points.map((p) => p.value),
        query.aggregation,
      ),
    }))
    .sort(
      (a, b) => sign * (a.total - b.total) || JSON.stringify(a.dims).localeCompare(JSON.stringify(b.dims)),
    )
    .slice(0, query.limit);
  const buckets = bucketStarts(query.start, query.end, query.bucketMs);
  // With no point at all, the range still answers its buckets, each 0.
  const series =
    ranked.length > 0 || query.groupBy.length > 0 ? ranked : [{ dims: {}, points: [], total: 0 }];
  const data = buckets.flatMap((at) =>
    series.map(({ dims, points }) => ({
      timestamp: new Date(at).toISOString(),
      ...dims,
      [column]: aggregate(
        points.filter((p) => p.at >= at && p.at < at + query.bucketMs).map((p) => p.value),
        query.aggregation,
      ),
    })),
  );
  return {
    data,
    summary: series.map(({ dims, total }) => ({ ...dims, [column]: total })),
    statistics: {
      rowsRead: kept.length,
      bytesRead: kept.length * 64,
      dbTimeSeconds: 0,
      engineTimeSeconds: 0,
      queryTable: metric.id.split(".").slice(0, 2).join("."),
    },
  };
}
