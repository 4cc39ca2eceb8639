// TraceDrain: forwards a team's distributed traces as OTLP/HTTP (JSON or protobuf) to an endpoint,
// e.g. https://collector.example/v1/traces. A drain on /v1/drains with the `trace` schema and an
// `otlphttp` destination; arguments as @pulumiverse/vercel 5.4.1's traceDrain. Every edit is one
// PATCH (the Terraform provider replaces the drain). Import: `[team/]drn_...`.
import { z } from "zod";
import { TRACE_ENCODINGS } from "../../../schema/drains";
import { DrainComputedShape, DrainShape, commonOutputs, defineDrain, samplingOf } from "./drain";

const TraceDrainInputs = z.strictObject({
  ...DrainShape,
  endpoint: DrainShape.endpoint.describe(
    "The full OTLP/HTTP traces URL the traces are sent to, commonly ending in `/v1/traces`.",
  ),
  deliveryFormat: z
    .enum(TRACE_ENCODINGS)
    .optional()
    .describe("How traces are encoded: `json` or `proto` (binary OTLP protobuf); `json` when omitted."),
});
export type TraceDrainInputs = z.infer<typeof TraceDrainInputs>;

export const TraceDrainOutputs = TraceDrainInputs.extend({
  ...DrainComputedShape,
  // An override keeps its input's description: a lookup's result has no other.
  deliveryFormat: z.string().describe(TraceDrainInputs.shape.deliveryFormat.description ?? ""),
});
export type TraceDrainOutputs = z.infer<typeof TraceDrainOutputs>;

export const traceDrainDefinition = defineDrain<TraceDrainInputs, TraceDrainOutputs>({
  name: "TraceDrain",
  description:
    "Forwards a team's distributed traces to an OpenTelemetry collector over OTLP/HTTP, as JSON or protobuf.",
  schema: "trace",
  inputs: TraceDrainInputs,
  outputs: TraceDrainOutputs,
  fields: {},
  filterKeys: [],
  samplingKeys: ["samplingRules"],
  delivery: (inputs, secret) => ({
    type: "otlphttp",
    endpoint: { traces: inputs.endpoint },
    encoding: inputs.deliveryFormat ?? "json",
    headers: inputs.headers ?? {},
    ...(secret ? { secret } : {}),
  }),
  // Trace drains have no filter: projects are the drain's projectIds.
  filter: () => undefined,
  sampling: (inputs) => samplingOf(inputs.samplingRules),
  toOutputs: (drain) => commonOutputs(drain),
});
