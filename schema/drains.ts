// Wire types of the unified drains (api-contract §10.1): POST|GET /v1/drains, GET|PATCH|DELETE
// /v1/drains/{id}, and POST /v1/drains/test, which delivers one sample to a destination. Log and
// trace drains are both drains: the `schemas` key (`log`, `trace`) says what a drain carries.
import { z } from "zod";
import { EpochMs } from "./common";

export const DRAIN_ENVIRONMENTS = ["production", "preview"] as const;
export const DrainEnvironment = z.enum(DRAIN_ENVIRONMENTS);

export const LOG_SOURCES = ["build", "edge", "lambda", "static", "external", "firewall", "redirect"] as const;
export const LogSource = z.enum(LOG_SOURCES);

export const LOG_ENCODINGS = ["json", "ndjson"] as const;
export const TRACE_ENCODINGS = ["json", "proto"] as const;

const Url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
/** Header names and values sent with every delivery; they may hold credentials. */
export const DrainHeaders = z.record(z.string().min(1), z.string());

/** Log-style delivery: records POSTed to one URL. */
export const HttpDelivery = z.looseObject({
  type: z.literal("http"),
  endpoint: Url,
  encoding: z.enum(LOG_ENCODINGS),
  compression: z.enum(["gzip", "none"]).optional(),
  headers: DrainHeaders,
  secret: z.string().optional(),
});

/** OTLP/HTTP delivery of traces, as JSON or binary protobuf. */
export const OtlpHttpDelivery = z.looseObject({
  type: z.literal("otlphttp"),
  endpoint: z.looseObject({ traces: Url }),
  encoding: z.enum(TRACE_ENCODINGS),
  headers: DrainHeaders,
  secret: z.string().optional(),
});

export const DrainDelivery = z.discriminatedUnion("type", [HttpDelivery, OtlpHttpDelivery]);
export type DrainDelivery = z.infer<typeof DrainDelivery>;

/**
 * Head sampling: rules are evaluated top to bottom, the first match decides the rate, requests no
 * rule matches are dropped when rules exist, and everything is forwarded when there are none.
 */
export const SamplingRule = z.looseObject({
  type: z.literal("head_sampling"),
  rate: z.number().min(0, "must be between 0 and 1").max(1, "must be between 0 and 1"),
  env: DrainEnvironment.optional(),
  /** A path prefix; absent or blank means every path. */
  requestPath: z.string().optional(),
});
export type SamplingRule = z.infer<typeof SamplingRule>;

export const BasicFilter = z.looseObject({
  type: z.literal("basic"),
  project: z.looseObject({ ids: z.array(z.string()).optional() }).optional(),
  log: z.looseObject({ sources: z.array(LogSource).optional() }).optional(),
  deployment: z.looseObject({ environments: z.array(DrainEnvironment).optional() }).optional(),
});
export const ODataFilter = z.looseObject({ type: z.literal("odata"), text: z.string() });
export const DrainFilter = z.looseObject({
  version: z.literal("v2"),
  filter: z.discriminatedUnion("type", [BasicFilter, ODataFilter]),
});
export type DrainFilter = z.infer<typeof DrainFilter>;

export const DRAIN_SCHEMAS = ["log", "trace", "analytics", "speed_insights"] as const;
export const DrainSchemas = z.partialRecord(z.enum(DRAIN_SCHEMAS), z.looseObject({ version: z.string() }));
export type DrainSchemas = z.infer<typeof DrainSchemas>;

export const DrainSource = z.looseObject({ kind: z.string() });

export const DrainCreateRequest = z
  .looseObject({
    name: z.string().min(1, "must not be empty").max(128, "must be at most 128 characters"),
    projects: z.enum(["all", "some"]),
    projectIds: z.array(z.string().min(1)).optional(),
    schemas: DrainSchemas.refine(
      (schemas) => Object.keys(schemas).length > 0,
      "must name at least one schema",
    ),
    delivery: DrainDelivery,
    sampling: z.array(SamplingRule).optional(),
    filter: DrainFilter.optional(),
    transforms: z.array(z.looseObject({ id: z.string() })).optional(),
    source: DrainSource.optional(),
  })
  .refine((body) => body.projects === "all" || (body.projectIds?.length ?? 0) > 0, {
    path: ["projectIds"],
    message: 'must name at least one project when projects is "some"',
  });
export type DrainCreateRequest = z.infer<typeof DrainCreateRequest>;

/** Any subset of the create fields; null clears the nullable ones. */
export const DrainUpdateRequest = z.looseObject({
  name: z.string().min(1, "must not be empty").max(128, "must be at most 128 characters").optional(),
  projects: z.enum(["all", "some"]).optional(),
  projectIds: z.array(z.string().min(1)).nullable().optional(),
  schemas: DrainSchemas.optional(),
  delivery: DrainDelivery.optional(),
  sampling: z.array(SamplingRule).nullable().optional(),
  filter: DrainFilter.nullable().optional(),
  transforms: z
    .array(z.looseObject({ id: z.string() }))
    .nullable()
    .optional(),
  status: z.enum(["enabled", "disabled"]).optional(),
});
export type DrainUpdateRequest = z.infer<typeof DrainUpdateRequest>;

export const Drain = z.looseObject({
  id: z.string(),
  ownerId: z.string(),
  teamId: z.string().nullable().optional(),
  name: z.string(),
  projects: z.enum(["all", "some"]).optional(),
  projectIds: z.array(z.string()).optional(),
  schemas: z.record(z.string(), z.looseObject({})),
  // Responses may carry destinations newer than this client's (s3, clickhouse, syslog).
  delivery: z.union([DrainDelivery, z.looseObject({ type: z.string() })]),
  sampling: z.array(SamplingRule).optional(),
  filterV2: DrainFilter.optional(),
  source: DrainSource,
  status: z.enum(["enabled", "disabled", "errored"]).optional(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type Drain = z.infer<typeof Drain>;

export const DrainList = z.object({ drains: z.array(Drain) });

/**
 * `POST /v1/drains/test`: the destination to deliver one sample to. `sampling` and `sample`
 * (which request the sample stands for) are the emulator's additions (inferred): they let a test see
 * the drain's sampling rules applied.
 */
export const DrainTestRequest = z.looseObject({
  schemas: DrainSchemas,
  delivery: DrainDelivery,
  sampling: z.array(SamplingRule).optional(),
  sample: z
    .looseObject({
      projectId: z.string().optional(),
      deploymentId: z.string().optional(),
      environment: DrainEnvironment.optional(),
      requestPath: z.string().optional(),
    })
    .optional(),
});
export type DrainTestRequest = z.infer<typeof DrainTestRequest>;

/** `{}` when the sample went out; `{ status, error, endpoint }` when it could not. */
/**
 * GET /v1/verify-endpoint (api-contract §10.1, [TF]): the code a log drain's endpoint returns in
 * its `x-vercel-verify` header to prove it belongs to the account.
 */
export const EndpointVerification = z.object({ verificationCode: z.string().min(1) });
export type EndpointVerification = z.infer<typeof EndpointVerification>;

export const DrainTestResponse = z.union([
  z.strictObject({}),
  z.object({ status: z.string(), error: z.string(), endpoint: z.string() }),
]);
