// Violations: mistakes that must fail a test even when the client under test copes with them, e.g. a
// call to an endpoint the emulator lacks, or an answer that breaks its own wire schema. The server
// records them; `GET /_emulator/violations` lists them and `POST /_emulator/reset` clears them.
import type { z } from "zod";
import type { Violation } from "../schema/emulator";
import { invalidResponse, unservedRoute, type ApiError } from "./errors";
import type { LogSink } from "./log";
import { schemaProblems } from "./validation";

export class ViolationLog {
  private violations: Violation[] = [];

  record(violation: Violation): void {
    this.violations.push({ ...violation });
  }

  list(): Violation[] {
    return this.violations.map((v) => ({ ...v }));
  }

  clear(): void {
    this.violations = [];
  }
}

/** Where a listener records and reports violations (the platform server and the data planes). */
export interface ViolationSink {
  readonly violations: ViolationLog;
  readonly log: LogSink;
}

/** What a request was, for a violation's record. */
export interface ViolationTarget {
  readonly method: string;
  readonly path: string;
  /** The route template it matched. */
  readonly template: string;
}

/**
 * A 2xx body must match the route's response schema, and a route answering a body must declare one:
 * otherwise the emulator would teach clients a shape the platform never sends. Records and throws
 * (500 `emulator_invalid_response`) when it does not.
 */
export function checkAnswer(
  sink: ViolationSink,
  target: ViolationTarget,
  response: z.ZodType | undefined,
  status: number,
  body: unknown,
): void {
  if (status >= 300 || body === undefined) return;
  const problems = response
    ? schemaProblems(response, body, "body")
    : "the route declares no response schema";
  if (problems === undefined) return;
  const detail = `${target.method} ${target.template} answered a body that does not match its response schema: ${problems}`;
  sink.violations.record({ kind: "invalid-response", method: target.method, path: target.path, detail });
  sink.log(`INVALID RESPONSE: ${detail}`);
  throw invalidResponse(detail);
}

/** Loud on purpose: a client calling an endpoint the emulator lacks must not pass for a real 404. */
export function unserved(sink: ViolationSink, method: string, path: string, where = ""): ApiError {
  const error = unservedRoute(method, path);
  sink.violations.record({ kind: "unserved-route", method, path, detail: error.message });
  sink.log(`UNSERVED ROUTE${where}: ${error.message}`);
  return error;
}
