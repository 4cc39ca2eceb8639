// Observability's metrics (seed 000, untagged): the schema of what can be queried, and the query.
// What a query reads is what the emulator recorded (metrics.ts); query.ts computes the answer.
import {
  MetricDetails,
  MetricList,
  MetricQueryRequest,
  MetricQueryResponse,
} from "../../../schema/observability";
import { badRequest, notFound } from "../../errors";
import { defineRoute, ok, type Route } from "../../route";
import { findMetric, METRICS, type Metric } from "./metrics";
import { bucketMs, instant, MAX_BUCKETS, parseFilter, queryOwner, requireDimension, runQuery } from "./query";

const detail = ({ points: _points, ...metric }: Metric) => metric;

const schema = defineRoute({
  method: "GET",
  paths: "/v2/observability/schema",
  response: MetricList,
  handle: () => ok({ metrics: METRICS.map(({ id, description }) => ({ id, description })) }),
});

const schemaOf = defineRoute({
  method: "GET",
  paths: "/v2/observability/schema/:metricId",
  response: MetricDetails,
  handle: ({ params }) => {
    const metric = findMetric(params.metricId);
    if (!metric) throw notFound(`Metric not found: ${params.metricId}`);
    return ok([detail(metric)]);
  },
});

const query = defineRoute({
  method: "POST",
  paths: "/v2/observability/query",
  body: MetricQueryRequest,
  response: MetricQueryResponse,
  handle: ({ store, ownerId, userId, body }) => {
    const metric = findMetric(body.metric);
    if (!metric) {
      throw badRequest(
        `Invalid request: "metric" "${body.metric}" is not one of ${METRICS.map((m) => m.id).join(", ")}`,
      );
    }
    const aggregation = body.aggregation ?? metric.defaultAggregation;
    if (!metric.aggregations.includes(aggregation)) {
      throw badRequest(
        `Invalid request: "aggregation" of ${metric.id} is one of ${metric.aggregations.join(", ")}, not "${aggregation}"`,
      );
    }
    const owner = queryOwner(body.scope.ownerId, { ownerId, userId, store });
    if (body.scope.type === "project" && (body.scope.projectIds ?? []).length === 0) {
      throw badRequest('Invalid request: "scope.projectIds" is required for a project scope');
    }
    const start = instant("startTime", body.startTime);
    const end = instant("endTime", body.endTime);
    if (end <= start) throw badRequest('Invalid request: "endTime" must be after "startTime"');
    const bucket = bucketMs(body.granularity);
    if ((end - start) / bucket > MAX_BUCKETS) {
      throw badRequest(
        `Invalid request: the range holds more than ${MAX_BUCKETS} buckets of that granularity`,
      );
    }
    for (const name of body.groupBy ?? []) requireDimension(metric, name, "groupBy");
    const answer = runQuery(metric, metric.points(store, owner), {
      aggregation,
      start,
      end,
      bucketMs: bucket,
      groupBy: body.groupBy ?? [],
      filter: parseFilter(body.filter, metric),
      projectIds: body.scope.type === "project" ? body.scope.projectIds : undefined,
      limit: body.limit ?? 10,
      orderDirection: body.orderDirection ?? "desc",
    });
    return ok(answer);
  },
});

export const metricRoutes: readonly Route[] = [schema, schemaOf, query];
