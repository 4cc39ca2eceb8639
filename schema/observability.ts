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
