// The observability API the vercel CLI (64.0.2) speaks by default for `vercel metrics`: `GET
// /metrics/v1`, a paged catalog of the metrics, and `POST /metrics/v1`, a query naming its measures
// by alias. Not in the catalogue nor in @vercel/sdk (the CLI switches to the catalogue's
// `/v2/observability/*` only with FF_LEGACY_METRICS), so the shapes are the CLI's own
// (docs/findings/vercel-cli.md). The same recorded points as v2 (metrics.ts), the same range,
// scope and bucket rules (query.ts); what v1 adds is per-alias measures (`count`, `unique` of
// dimensions, per second, percent of the bucket's whole) and KQL filters (`dim:value AND ...`).
import {
  CanonicalMetricsRequest,
  CanonicalMetricsResponse,
  MetricCatalog,
  type MetricSelection,
} from "../../../schema/observability";
import { badRequest } from "../../errors";
import { defineRoute, ok, type Route } from "../../route";
import { findMetric, METRICS, type Metric, type Point } from "./metrics";
import {
  aggregate,
  bucketStarts,
  instant,
  MAX_BUCKETS,
  pointsInRange,
  queryOwner,
  requireDimension,
} from "./query";

const PATH = "/metrics/v1";
const DEFAULT_PAGE = 250;

/** Every metric the emulator records is the platform's own (`vercel.`): none is custom. */
const kindOf = (metric: Metric) => (metric.id.startsWith("vercel.") ? "system" : "custom");

const catalog = defineRoute({
  method: "GET",
  paths: PATH,
  response: MetricCatalog,
  handle: ({ searchParams: query }) => {
    const kind = query.get("kind") ?? "all";
    if (!["system", "custom", "all"].includes(kind))
      throw badRequest(`Invalid request: "kind" is one of system, custom, all, not "${kind}"`);
    const limit = Number(query.get("limit") ?? DEFAULT_PAGE);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw badRequest('Invalid request: "limit" must be a whole number from 1 to 1000');
    const search = query.get("search") ?? "";
    // `activeSince` is accepted and not applied: the platform's metrics are listed whether or not
    // they have points yet, so a query over a quiet hour still finds its metric's unit.
    const matching = METRICS.filter(
      (metric) => (kind === "all" || kindOf(metric) === kind) && metric.id.startsWith(search),
    );
    const offset = Number(query.get("cursor") ?? 0);
    if (!Number.isInteger(offset) || offset < 0)
      throw badRequest('Invalid request: "cursor" is not one we gave');
    const page = matching.slice(offset, offset + limit);
    const next = offset + page.length;
    return ok({
      metrics: page.map(({ id, description, unit, aggregations, dimensions }) => ({
        id,
        description,
        unit,
        aggregations: [...aggregations, "count"],
        dimensions,
      })),
      pagination: {
        hasMore: next < matching.length,
        nextCursor: next < matching.length ? String(next) : null,
      },
    });
  },
});

/** `projectId:prj_1 AND (httpStatus:"404")`: KQL's field:value clauses joined by AND, as the CLI writes. */
function parseKql(filter: string | undefined, metrics: readonly Metric[]): [string, string][] {
  if (filter === undefined || filter.trim() === "") return [];
  return filter.split(/\s+AND\s+/i).map((raw) => {
    const clause = raw.trim().replace(/^\(+\s*|\s*\)+$/g, "");
    const match = /^([\w.]+)\s*:\s*(?:"((?:[^"\\]|\\.)*)"|([^\s"()]+))$/.exec(clause);
    if (!match) {
      throw badRequest(
        `Invalid request: "filter" clause "${raw.trim()}" is not of the form dimension:value (clauses joined by AND)`,
      );
    }
    const [, name = "", quoted, bare] = match;
    for (const metric of metrics) requireDimension(metric, name, "filter");
    return [name, quoted !== undefined ? quoted.replace(/\\(.)/g, "$1") : (bare ?? "")];
  });
}

interface Measure {
  readonly alias: string;
  readonly metric: Metric;
  readonly selection: MetricSelection;
}

function measureOf(alias: string, selection: MetricSelection): Measure {
  const metric = findMetric(selection.metric);
  if (!metric) {
    throw badRequest(
      `Invalid request: "metrics.${alias}.metric" "${selection.metric}" is not one of ${METRICS.map((m) => m.id).join(", ")}`,
    );
  }
  const allowed = [...metric.aggregations, "count", "unique"];
  if (!allowed.includes(selection.aggregation)) {
    throw badRequest(
      `Invalid request: "metrics.${alias}.aggregation" of ${metric.id} is one of ${allowed.join(", ")}, not "${selection.aggregation}"`,
    );
  }
  if (selection.aggregation === "unique") {
    if (!selection.dimensions?.length)
      throw badRequest(`Invalid request: "metrics.${alias}.dimensions" is required for a unique count`);
    for (const name of selection.dimensions) requireDimension(metric, name, `metrics.${alias}.dimensions`);
  }
  return { alias, metric, selection };
}

/** One measure over some points: its aggregation, then per second of `seconds` if asked. */
function measured(measure: Measure, points: readonly Point[], seconds: number): number {
  const { aggregation, dimensions = [], per } = measure.selection;
  const value =
    aggregation === "unique"
      ? new Set(points.map((p) => dimensions.map((name) => p.dimensions[name] ?? "").join("\u0000"))).size
      : aggregate(
          points.map((p) => p.value),
          aggregation,
        );
  return per === "second" ? value / seconds : value;
}

const query = defineRoute({
  method: "POST",
  paths: PATH,
  body: CanonicalMetricsRequest,
  response: CanonicalMetricsResponse,
  handle: ({ store, ownerId, userId, body }) => {
    const owner = queryOwner(body.scope.ownerId, { ownerId, userId, store });
    const measures = Object.entries(body.metrics).map(([alias, selection]) => measureOf(alias, selection));
    if (measures.length === 0) throw badRequest('Invalid request: "metrics" names at least one measure');
    for (const alias of body.outputs) {
      if (!body.metrics[alias])
        throw badRequest(`Invalid request: "outputs" names "${alias}", not one of "metrics"`);
    }
    const start = instant("timeRange.start", body.timeRange.start);
    const end = instant("timeRange.end", body.timeRange.end);
    if (end <= start) throw badRequest('Invalid request: "timeRange.end" must be after "timeRange.start"');
    const bucketMs = (body.bucketSeconds ?? 3600) * 1000;
    if ((end - start) / bucketMs > MAX_BUCKETS)
      throw badRequest(
        `Invalid request: the range holds more than ${MAX_BUCKETS} buckets of "bucketSeconds"`,
      );
    const groupBy = body.groupBy ?? [];
    const metricsUsed = [...new Set(measures.map((m) => m.metric))];
    for (const name of groupBy) for (const metric of metricsUsed) requireDimension(metric, name, "groupBy");
    const range = {
      start,
      end,
      projectIds: body.scope.projectIds,
      filter: parseKql(body.filter, metricsUsed),
    };
    const kept = new Map(
      metricsUsed.map((metric) => [metric, pointsInRange(metric.points(store, owner), range)]),
    );

    // The series: one per combination of the groupBy dimensions any measure's points hold.
    const keyOf = (point: Point) => JSON.stringify(groupBy.map((name) => point.dimensions[name] ?? ""));
    const groups = new Map<string, Record<string, string>>();
    for (const points of kept.values()) {
      for (const point of points) {
        groups.set(
          keyOf(point),
          Object.fromEntries(groupBy.map((name) => [name, point.dimensions[name] ?? ""])),
        );
      }
    }
    if (groupBy.length === 0) groups.set(keyOf({ at: 0, value: 0, dimensions: {} }), {});
    const within = (metric: Metric, from: number, to: number) =>
      (kept.get(metric) ?? []).filter((p) => p.at >= from && p.at < to);
    /** Every measure over [from, to) for one series (`key`); percent is of all series' whole. */
    const valuesOf = (key: string, from: number, to: number) => {
      const seconds = (to - from) / 1000;
      return Object.fromEntries(
        measures.map((measure) => {
          const all = within(measure.metric, from, to);
          const value = measured(
            measure,
            groupBy.length ? all.filter((p) => keyOf(p) === key) : all,
            seconds,
          );
          if (measure.selection.normalize !== "percent") return [measure.alias, value];
          const whole = measured(measure, all, seconds);
          return [measure.alias, whole === 0 ? 0 : (100 * value) / whole];
        }),
      );
    };

    const rank = body.seriesSelection?.rankBy?.[0];
    const rankAlias = rank?.metric ?? body.outputs[0] ?? "";
    const sign = rank?.direction === "asc" ? 1 : -1;
    const ranked = [...groups.entries()]
      .map(([key, dimensions]) => ({ key, dimensions, totals: valuesOf(key, start, end) }))
      .sort(
        (a, b) =>
          sign * ((a.totals[rankAlias] ?? 0) - (b.totals[rankAlias] ?? 0)) || a.key.localeCompare(b.key),
      )
      .slice(0, body.seriesSelection?.limit ?? 10);
    const outputs = (values: Record<string, number>) =>
      Object.fromEntries(body.outputs.map((alias) => [alias, values[alias] ?? null]));
    const rowsRead = [...kept.values()].reduce((n, points) => n + points.length, 0);
    return ok({
      series: bucketStarts(start, end, bucketMs).flatMap((at) =>
        ranked.map(({ key, dimensions }) => ({
          timestamp: new Date(at).toISOString(),
          dimensions,
          values: outputs(valuesOf(key, at, at + bucketMs)),
        })),
      ),
      summary: ranked.map(({ dimensions, totals }) => ({ dimensions, values: outputs(totals) })),
      meta: {
        statistics: { rowsRead, bytesRead: rowsRead * 64, databaseElapsedMs: 0, elapsedMs: 0 },
        sources: metricsUsed.map((metric) => ({ id: metric.id.split(".").slice(0, 2).join(".") })),
      },
    });
  },
});

export const metricsV1Routes: readonly Route[] = [catalog, query];
