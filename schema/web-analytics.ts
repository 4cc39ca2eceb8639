// Web Analytics queries (seed 000's `web-analytics` group; shapes from @vercel/sdk's countPageviews,
// aggregatePageviews, countEvents and aggregateEvents): a project, an optional OData filter and a
// time window in the query (`since` / `until`: milliseconds or a date string); aggregates also
// take up to two `by` dimensions (repeated in the query, read by the route) and a `limit`.
import { z } from "zod";

const instant = z.string().min(1);

export const WebAnalyticsCountQuery = z.looseObject({
  projectId: z.string().min(1),
  since: instant.optional(),
  until: instant.optional(),
  filter: z.string().optional(),
});

export const WebAnalyticsAggregateQuery = z.looseObject({
  projectId: z.string().min(1),
  since: instant,
  until: instant,
  by: z.string().min(1),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  filter: z.string().optional(),
});

const QueryEcho = z.looseObject({
  filter: z.string().optional(),
  groupBy: z.array(z.string()).optional(),
  limit: z.number().optional(),
  since: z.string(),
  until: z.string(),
});

export const WebAnalyticsCountResponse = z.object({
  data: z.record(z.string(), z.number()),
  query: QueryEcho,
  version: z.number(),
});

export const WebAnalyticsAggregateResponse = z.object({
  data: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  query: QueryEcho,
  version: z.number(),
});
