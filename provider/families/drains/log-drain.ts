// LogDrain: forwards a team's logs (by source and environment) to an HTTP endpoint as JSON or
// NDJSON. A drain on /v1/drains with the `log` schema, an `http` destination and a basic filter;
// arguments as @pulumiverse/vercel 5.4.1's logDrain (its one `samplingRate`), plus the ordered
// `samplingRules` trace drains have, for per-environment and per-path rates. Every edit is one
// PATCH (the Terraform provider replaces the drain). Import: `[team/]drn_...`.
import { z } from "zod";
import {
  DrainEnvironment,
  LOG_ENCODINGS,
  LogSource,
  type Drain,
  type DrainFilter,
} from "../../../schema/drains";
import { DrainComputedShape, DrainShape, commonOutputs, defineDrain, samplingOf } from "./drain";

const LogDrainShape = {
  ...DrainShape,
  endpoint: DrainShape.endpoint.describe(
    "The http(s) URL the logs are POSTed to; the platform verifies that it answers with the account's code (getEndpointVerification) in an `x-vercel-verify` header.",
  ),
  deliveryFormat: z
    .enum(LOG_ENCODINGS)
    .optional()
    .describe(
      "How logs are encoded: `json` (a JSON array per delivery) or `ndjson` (one JSON object per line); `json` when omitted.",
    ),
  environments: z
    .array(DrainEnvironment)
    .min(1, "must name at least one environment")
    .describe("The environments whose logs are forwarded: `production` and/or `preview`, in any order."),
  sources: z
    .array(LogSource)
    .min(1, "must name at least one source")
    .describe(
      "The kinds of logs forwarded, in any order: `build`, `edge`, `lambda` (functions), `static`, `external` (rewrites to other hosts), `firewall` and/or `redirect`.",
    ),
  samplingRate: z
    .number()
    .min(0, "must be between 0 and 1")
    .max(1, "must be between 0 and 1")
    .optional()
    .describe(
      "The share of requests whose logs are forwarded, 0 to 1, one rate for all; not allowed with `samplingRules`. Every log is forwarded when neither is set.",
    ),
};

const LogDrainInputs = z
  .strictObject(LogDrainShape)
  .refine((inputs) => inputs.samplingRate === undefined || inputs.samplingRules === undefined, {
    path: ["samplingRate"],
    message: "give either samplingRate or samplingRules, not both",
  });
export type LogDrainInputs = z.infer<typeof LogDrainInputs>;

export const LogDrainOutputs = z.object(LogDrainShape).extend({
  ...DrainComputedShape,
  // Overrides keep their input's description: a lookup's result has no other.
  deliveryFormat: z.string().describe(LogDrainShape.deliveryFormat.description ?? ""),
  environments: z.array(z.string()).describe(LogDrainShape.environments.description ?? ""),
  sources: z.array(z.string()).describe(LogDrainShape.sources.description ?? ""),
});
export type LogDrainOutputs = z.infer<typeof LogDrainOutputs>;

function basicFilter(drain: Drain) {
  const filter = drain.filterV2?.filter;
  return filter?.type === "basic" ? filter : undefined;
}

/**
 * As read: a single rule with no environment and no path is `samplingRate` when the program (or
 * the state) uses that form, so either form reads back without a diff.
 */
export function logDrainOutputs(drain: Drain, shape: { samplingRate?: number | undefined }): LogDrainOutputs {
  const common = commonOutputs(drain);
  const filter = basicFilter(drain);
  const [only, ...others] = common.samplingRules;
  const asRate =
    shape.samplingRate !== undefined && only && others.length === 0 && !only.environment && !only.requestPath;
  return {
    ...common,
    environments: filter?.deployment?.environments ?? [],
    sources: filter?.log?.sources ?? [],
    ...(asRate ? { samplingRate: only.rate, samplingRules: [] } : {}),
  };
}

export const logDrainDefinition = defineDrain<LogDrainInputs, LogDrainOutputs>({
  name: "LogDrain",
  description:
    "Forwards a team's logs, chosen by source and environment and optionally sampled, to an HTTP endpoint as JSON or NDJSON.",
  schema: "log",
  inputs: LogDrainInputs,
  outputs: LogDrainOutputs,
  fields: { environments: { unordered: true }, sources: { unordered: true } },
  filterKeys: ["environments", "sources"],
  samplingKeys: ["samplingRules", "samplingRate"],
  delivery: (inputs, secret) => ({
    type: "http",
    endpoint: inputs.endpoint,
    encoding: inputs.deliveryFormat ?? "json",
    headers: inputs.headers ?? {},
    ...(secret ? { secret } : {}),
  }),
  filter: (inputs): DrainFilter => ({
    version: "v2",
    filter: {
      type: "basic",
      log: { sources: inputs.sources },
      deployment: { environments: inputs.environments },
    },
  }),
  sampling: (inputs) =>
    samplingOf(inputs.samplingRate !== undefined ? [{ rate: inputs.samplingRate }] : inputs.samplingRules),
  toOutputs: logDrainOutputs,
});
