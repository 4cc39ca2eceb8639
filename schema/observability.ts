// Wire types of observability's project configuration (seed 000's `observability` group: GET
// /v1/observability/manage/configuration/projects lists the projects whose extended tier is off,
// PUT .../projects/{projectIdOrName} turns it off or on). Shapes are @vercel/sdk 1.28.35's
// (GetObservabilityConfigurationProjectsResponseBody, UpdateObservabilityConfigurationProject*).
import { z } from "zod";
import { EpochMs } from "./common";

export const DisabledProject = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  disabledAt: EpochMs,
});
export type DisabledProject = z.infer<typeof DisabledProject>;

export const DisabledProjectsResponse = z.looseObject({ disabledProjects: z.array(DisabledProject) });

export const ObservabilityProjectRequest = z.object({ disabled: z.boolean() });
export type ObservabilityProjectRequest = z.infer<typeof ObservabilityProjectRequest>;

/** `disabledAt` only while the extended tier is off. */
export const ObservabilityProjectResponse = z.looseObject({ id: z.string(), disabledAt: EpochMs.optional() });
export type ObservabilityProjectResponse = z.infer<typeof ObservabilityProjectResponse>;

// Metrics (seed 000, untagged: POST /v2/observability/query, GET /v2/observability/schema and
// /schema/{metricId}): @vercel/sdk 1.28.35's CreateObservabilityQueryRequestBody,
// GetObservabilitySchemaResponseBody and GetObservabilitySchemaByMetricId's ResponseBody (an array).
// The query's answer is typed `{}` by the SDK; its rows are what the vercel CLI's `metrics` reads.

export const MetricSummary = z.looseObject({ id: z.string(), description: z.string() });
export const MetricList = z.looseObject({ metrics: z.array(MetricSummary) });

export const MetricDetail = z.looseObject({
  id: z.string(),
  description: z.string(),
  unit: z.string(),
  aggregations: z.array(z.string()),
  defaultAggregation: z.string(),
  dimensions: z.array(
    z.looseObject({ name: z.string(), label: z.string(), description: z.string().optional() }),
  ),
});
export const MetricDetails = z.array(MetricDetail);

export const MetricQueryRequest = z.looseObject({
  metric: z.string({ error: '"metric" is required' }),
  scope: z.looseObject({
    type: z.enum(["owner", "project"]).optional(),
    ownerId: z.string().optional(),
    projectIds: z.array(z.string()).optional(),
  }),
  aggregation: z.string().optional(),
  groupBy: z.array(z.string()).optional(),
  filter: z.string().optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  orderBy: z.string().optional(),
  orderDirection: z.enum(["asc", "desc"]).optional(),
  granularity: z
    .looseObject({
      minutes: z.number().optional(),
      hours: z.number().optional(),
      days: z.number().optional(),
    })
    .optional(),
  startTime: z.string({ error: '"startTime" is required: an ISO 8601 date-time' }),
  endTime: z.string({ error: '"endTime" is required: an ISO 8601 date-time' }),
  bucketTimezone: z.string().optional(),
});

export const MetricQueryResponse = z.looseObject({
  data: z.array(z.looseObject({ timestamp: z.string() })),
  summary: z.array(z.looseObject({})),
  statistics: z.looseObject({ rowsRead: z.number(), bytesRead: z.number() }),
});

// The observability API the vercel CLI (64.0.2) queries by default, `/metrics/v1`: neither in the
// catalogue nor in @vercel/sdk, so its shapes are the CLI's (`fetchMetricCatalog`,
// `createCanonicalMetricsRequest`, `canonicalResponseToMetricsResponse` in node_modules/vercel/dist).
export const CatalogMetric = z.looseObject({
  id: z.string(),
  description: z.string(),
  unit: z.string(),
  aggregations: z.array(z.string()),
  dimensions: MetricDetail.shape.dimensions,
});
export const MetricCatalog = z.looseObject({
  metrics: z.array(CatalogMetric),
  pagination: z.looseObject({ hasMore: z.boolean(), nextCursor: z.string().nullable() }),
});

export const MetricSelection = z.looseObject({
  metric: z.string({ error: '"metric" is required' }),
  aggregation: z.string({ error: '"aggregation" is required' }),
  per: z.enum(["second"]).optional(),
  normalize: z.enum(["percent"]).optional(),
  dimensions: z.array(z.string()).optional(),
});
export type MetricSelection = z.infer<typeof MetricSelection>;

export const CanonicalMetricsRequest = z.looseObject({
  scope: z.looseObject({
    ownerId: z.string({ error: '"scope.ownerId" is required' }),
    projectIds: z.array(z.string()).optional(),
  }),
  timeRange: z.looseObject({
    start: z.string({ error: '"timeRange.start" is required: an ISO 8601 date-time' }),
    end: z.string({ error: '"timeRange.end" is required: an ISO 8601 date-time' }),
  }),
  bucketSeconds: z.number().int().positive().optional(),
  groupBy: z.array(z.string()).optional(),
  filter: z.string().optional(),
  metrics: z.record(z.string(), MetricSelection),
  outputs: z.array(z.string()).min(1, '"outputs" names at least one of "metrics"'),
  seriesSelection: z
    .looseObject({
      limit: z.number().int().min(1).max(1000).optional(),
      mode: z.string().optional(),
      rankBy: z
        .array(z.looseObject({ metric: z.string(), direction: z.enum(["asc", "desc"]).optional() }))
        .optional(),
    })
    .optional(),
});
export type CanonicalMetricsRequest = z.infer<typeof CanonicalMetricsRequest>;

const CanonicalPoint = z.looseObject({
  dimensions: z.record(z.string(), z.string()),
  values: z.record(z.string(), z.number().nullable()),
});
export const CanonicalMetricsResponse = z.looseObject({
  series: z.array(CanonicalPoint.extend({ timestamp: z.string() })).optional(),
  summary: z.array(CanonicalPoint),
  meta: z.looseObject({
    statistics: z.looseObject({
      rowsRead: z.number(),
      bytesRead: z.number(),
      databaseElapsedMs: z.number(),
      elapsedMs: z.number(),
    }),
    sources: z.array(z.looseObject({ id: z.string() })),
  }),
});
