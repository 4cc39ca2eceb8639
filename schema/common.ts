// Wire types shared by every API area: the error envelope, pagination and team scoping.
import { z } from "zod";

/** `{ error: { code, message, ...extra } }`: the body of every failed call. */
export const ErrorEnvelope = z.object({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Extra fields of a 429's error object. */
export const RateLimit = z.object({
  remaining: z.number(),
  reset: z.number(),
  resetMs: z.number(),
  total: z.number(),
});

/**
 * Timestamp-cursor pagination: `next` is the `until` of the following page; `next` is a string
 * continuation token on some endpoints (projects list).
 */
export const Pagination = z.object({
  count: z.number(),
  next: z.union([z.number(), z.string()]).nullable(),
  prev: z.union([z.number(), z.string()]).nullable().optional(),
});
export type Pagination = z.infer<typeof Pagination>;

/** Epoch milliseconds: every timestamp of the API but the firewall's `updatedAt`. */
export const EpochMs = z.number().int().nonnegative();
