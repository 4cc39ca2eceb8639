// Wire types of the logs group (seed 000: runtime logs of a deployment). The platform description lists the route
// only; the line is @vercel/sdk 1.28.35's GetRuntimeLogsResponseBody. The answer is
// `application/stream+json`: one such object a line (the SDK models one object, so it reads an
// answer of one line only).
import { z } from "zod";
import { EpochMs } from "./common";

export const RuntimeLogLine = z.object({
  rowId: z.string(),
  domain: z.string(),
  level: z.enum(["debug", "error", "fatal", "info", "trace", "warning"]),
  message: z.string(),
  messageTruncated: z.boolean(),
  requestMethod: z.string(),
  requestPath: z.string(),
  responseStatusCode: z.number().int(),
  source: z.enum(["delimiter", "edge-function", "edge-middleware", "request", "serverless"]),
  timestampInMs: EpochMs,
});
export type RuntimeLogLine = z.infer<typeof RuntimeLogLine>;
