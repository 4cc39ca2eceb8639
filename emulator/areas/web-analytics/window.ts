// A query's time window: `since` / `until` as milliseconds or a date string, `since` moved back to
// the start of the time granularity's bucket (the SDK: "adjusted according to the desired time
// granularity"), and the bucket a hit falls in (UTC; weeks start on Monday).
import { badRequest } from "../../errors";

export const GRANULARITIES = ["hour", "day", "week", "month", "year"] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const isGranularity = (by: string): by is Granularity =>
  (GRANULARITIES as readonly string[]).includes(by);

/** `text` as epoch milliseconds: digits are milliseconds, anything else a date string. */
export function instant(text: string, name: string): number {
  const value = /^-?\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (!Number.isFinite(value)) throw badRequest(`Invalid ${name}: expected milliseconds or a date string`);
  return value;
}

/** The start of the bucket of `granularity` holding `at`. */
export function bucketStart(at: number, granularity: Granularity): number {
  const date = new Date(at);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const d = date.getUTCDate();
  switch (granularity) {
    case "hour":
      return Date.UTC(y, m, d, date.getUTCHours());
    case "day":
      return Date.UTC(y, m, d);
    case "week":
      return Date.UTC(y, m, d - ((date.getUTCDay() + 6) % 7));
    case "month":
      return Date.UTC(y, m, 1);
    case "year":
      return Date.UTC(y, 0, 1);
  }
}
