// The metrics observability can query (`GET /v2/observability/schema`, `POST /v2/observability/query`),
// each read from what the emulator recorded: the request lines of deployed sites (logs/store.ts) and
// Web Analytics' page views (web-analytics/store.ts). A metric is a list of points (when, a value,
// its dimensions); query.ts buckets, groups, filters and aggregates them.
import type { Store } from "../../store";
import { runtimeLogsOf } from "../logs/store";
import { hitsOf } from "../web-analytics/store";

export interface Dimension {
  readonly name: string;
  readonly label: string;
  readonly description: string;
}

export interface Point {
  readonly at: number;
  readonly value: number;
  readonly dimensions: Readonly<Record<string, string>>;
}

export interface Metric {
  readonly id: string;
  readonly description: string;
  readonly unit: string;
  readonly aggregations: readonly string[];
  readonly defaultAggregation: string;
  readonly dimensions: readonly Dimension[];
  points(store: Store, ownerId: string): Point[];
}

const dimension = (name: string, label: string, description: string): Dimension => ({
  name,
  label,
  description,
});

const REQUEST_DIMENSIONS = [
  dimension("projectId", "Project", "The project whose deployment answered"),
  dimension("deploymentId", "Deployment", "The deployment that answered"),
  dimension("domain", "Domain", "The hostname the request was for"),
  dimension("requestMethod", "Method", "The HTTP method"),
  dimension("requestPath", "Path", "The path requested"),
  dimension("httpStatus", "Status", "The HTTP status answered"),
];

/** The request lines of the owner's deployed sites, as points of `value`. */
function requestPoints(store: Store, ownerId: string, value: (bytes: number) => number): Point[] {
  return runtimeLogsOf(store)
    .list(ownerId)
    .map((log) => ({
      at: log.timestampInMs,
      value: value(log.responseBytes ?? 0),
      dimensions: {
        projectId: log.projectId,
        deploymentId: log.deploymentId,
        domain: log.domain,
        requestMethod: log.requestMethod,
        requestPath: log.requestPath,
        httpStatus: String(log.responseStatusCode),
      },
    }));
}

export const METRICS: readonly Metric[] = [
  {
    id: "vercel.request.count",
    description: "Requests the team's deployments answered",
    unit: "count",
    aggregations: ["sum"],
    defaultAggregation: "sum",
    dimensions: REQUEST_DIMENSIONS,
    points: (store, ownerId) => requestPoints(store, ownerId, () => 1),
  },
  {
    id: "vercel.request.response_bytes",
    description: "Bytes of the answers the team's deployments sent",
    unit: "bytes",
    aggregations: ["sum", "avg", "min", "max"],
    defaultAggregation: "sum",
    dimensions: REQUEST_DIMENSIONS,
    points: (store, ownerId) => requestPoints(store, ownerId, (bytes) => bytes),
  },
  {
    id: "vercel.analytics_pageview.count",
    description: "Page views Web Analytics recorded",
    unit: "count",
    aggregations: ["sum"],
    defaultAggregation: "sum",
    dimensions: [
      dimension("projectId", "Project", "The project whose site was viewed"),
      dimension("requestPath", "Path", "The page viewed"),
      dimension("environment", "Environment", "production or preview"),
      dimension("country", "Country", "The visitor's country, when known"),
    ],
    points: (store, ownerId) =>
      hitsOf(store)
        .filter(ownerId, (hit) => hit.kind === "view")
        .map((hit) => ({
          at: hit.at,
          value: 1,
          dimensions: { projectId: hit.projectId, ...hit.dimensions },
        })),
  },
];

export const findMetric = (id: string): Metric | undefined => METRICS.find((metric) => metric.id === id);
