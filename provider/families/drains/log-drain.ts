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
  /** json or ndjson; json when omitted. */
  deliveryFormat: z.enum(LOG_ENCODINGS).optional(),
  /** production and/or preview; a set. */
  environments: z.array(DrainEnvironment).min(1, "must name at least one environment"),
  /** build, edge, lambda, static, external, firewall, redirect; a set. */
  sources: z.array(LogSource).min(1, "must name at least one source"),
  /** One rate, 0 to 1, for every request (pulumiverse's form); or use samplingRules. */
  samplingRate: z.number().min(0, "must be between 0 and 1").max(1, "must be between 0 and 1").optional(),
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
  deliveryFormat: z.string(),
  environments: z.array(z.string()),
  sources: z.array(z.string()),
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
