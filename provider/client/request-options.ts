// What an API area says about one call. Whether a call may be sent twice is a property of the
// call, not of its HTTP method (the platform creates some objects with PUT or PATCH), so every
// method but GET must say so: leaving `idempotent` out is a type error.
import type { z } from "zod";
import type { PathParams } from "./path";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | undefined;

export interface CallOptions<T> {
  /** A path template such as `/v9/projects/{idOrName}`; logs and errors show it unexpanded. */
  path: string;
  params?: PathParams;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * Raw bytes sent as the body instead of JSON (a file upload), with the headers that describe
   * them (`x-vercel-digest`, `x-now-size`).
   */
  bytes?: { readonly data: Buffer; readonly headers: Readonly<Record<string, string>> };
  /** Wire type of a successful body; an empty body (204) is parsed as `undefined`. */
  response: z.ZodType<T>;
}

export type RequestOptions<T> = CallOptions<T> &
  (
    | { method: "GET"; idempotent?: true }
    | {
        method: Exclude<HttpMethod, "GET">;
        /**
         * True when sending the call twice leaves the same result as sending it once (a PATCH
         * setting fields, a DELETE, setting a link). False calls are retried only when they
         * surely were not sent or were refused before processing (429).
         */
        idempotent: boolean;
      }
  );

export interface CreateOptions<T> extends CallOptions<T> {
  method: Exclude<HttpMethod, "GET">;
  /**
   * Finds the object this create would make, by its natural key (a project's name in the
   * team), or undefined. It must not find anything else: its result is returned as created.
   */
  lookup: () => Promise<T | undefined>;
}
