// What POST /v1/drains/test sends: one sample, to the destination, over HTTP. A trace drain gets
// an OTLP export (otlp.ts) as JSON or protobuf; a log drain a JSON array or NDJSON lines. Each
// delivery is signed as the platform signs drains: `x-vercel-signature`, the HMAC-SHA1 of the body
// keyed with the drain's secret. The drain's sampling rules decide first whether the sample's
// request is forwarded at all (samplingDecision).
import { createHmac, randomBytes } from "node:crypto";
import type { DrainDelivery, DrainTestRequest, SamplingRule } from "../../../schema/drains";
import {
  DEPLOYMENT_ID_ATTRIBUTE,
  PLATFORM,
  PROJECT_ID_ATTRIBUTE,
  otlpJson,
  otlpProto,
  type SampleTrace,
} from "./otlp";

export interface SampledRequest {
  environment: string;
  path: string;
  traceId: string;
}

/**
 * The platform description's rules: top to bottom, the first rule matching the request's environment and path
 * prefix (a blank prefix matches every path) decides with its rate; when rules exist and none
 * matches, the request is dropped; with no rules everything is forwarded. The rate is applied to
 * the trace id, as head samplers do, so one trace is kept or dropped as a whole.
 */
export function samplingDecision(
  rules: readonly SamplingRule[] | undefined,
  request: SampledRequest,
): boolean {
  if (!rules || rules.length === 0) return true;
  const rule = rules.find(
    (candidate) =>
      (candidate.env === undefined || candidate.env === request.environment) &&
      request.path.startsWith(candidate.requestPath ?? ""),
  );
  if (!rule) return false;
  // The trace id's low 32 bits as a fraction in [0, 1): rate 1 keeps all, rate 0 none.
  return parseInt(request.traceId.slice(-8), 16) / 2 ** 32 < rule.rate;
}

interface Sample {
  projectId: string;
  deploymentId: string;
  environment: string;
  path: string;
  traceId: string;
}

function sampleOf(request: DrainTestRequest): Sample {
  return {
    projectId: request.sample?.projectId ?? "prj_sample",
    deploymentId: request.sample?.deploymentId ?? "dpl_sample",
    environment: request.sample?.environment ?? "production",
    path: request.sample?.requestPath ?? "/",
    traceId: randomBytes(16).toString("hex"),
  };
}

function sampleTrace(sample: Sample): SampleTrace {
  const start = BigInt(Date.now()) * 1_000_000n;
  return {
    resource: {
      "service.name": sample.projectId,
      [PROJECT_ID_ATTRIBUTE]: sample.projectId,
      [DEPLOYMENT_ID_ATTRIBUTE]: sample.deploymentId,
    },
    scope: PLATFORM,
    spans: [
      {
        traceId: sample.traceId,
        spanId: randomBytes(8).toString("hex"),
        name: `GET ${sample.path}`,
        startTimeUnixNano: start,
        endTimeUnixNano: start + 12_000_000n,
        attributes: { "http.request.method": "GET", "url.path": sample.path },
      },
    ],
  };
}

function logRecords(sample: Sample): unknown[] {
  return [
    {
      id: randomBytes(8).toString("hex"),
      message: "sample log line",
      timestamp: Date.now(),
      type: "stdout",
      source: "lambda",
      projectId: sample.projectId,
      deploymentId: sample.deploymentId,
      environment: sample.environment,
      path: sample.path,
    },
  ];
}

/** The URL, content type and body the destination receives. */
function payload(delivery: DrainDelivery, sample: Sample): { url: string; type: string; body: Uint8Array } {
  if (delivery.type === "otlphttp") {
    const trace = sampleTrace(sample);
    return delivery.encoding === "proto"
      ? { url: delivery.endpoint.traces, type: "application/x-protobuf", body: otlpProto(trace) }
      : {
          url: delivery.endpoint.traces,
          type: "application/json",
          body: Buffer.from(JSON.stringify(otlpJson(trace))),
        };
  }
  const records = logRecords(sample);
  return delivery.encoding === "ndjson"
    ? {
        url: delivery.endpoint,
        type: "application/x-ndjson",
        body: Buffer.from(records.map((record) => JSON.stringify(record)).join("\n")),
      }
    : { url: delivery.endpoint, type: "application/json", body: Buffer.from(JSON.stringify(records)) };
}

/**
 * Starts the delivery and returns at once (handlers are synchronous); failures of the destination
 * are not reported back. Returns whether a sample was sent (false: the sampling rules dropped it).
 */
export function deliverSample(request: DrainTestRequest): boolean {
  const sample = sampleOf(request);
  if (!samplingDecision(request.sampling, sample)) return false;
  const { url, type, body } = payload(request.delivery, sample);
  const signature = createHmac("sha1", request.delivery.secret ?? "")
    .update(body)
    .digest("hex");
  void fetch(url, {
    method: "POST",
    headers: { ...request.delivery.headers, "content-type": type, "x-vercel-signature": signature },
    body,
  })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  return true;
}
