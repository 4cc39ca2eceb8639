// The Vqs-* request headers of the platform description's tables, read and checked: integers within their limits
// (400 naming the header otherwise), the defaults the platform description gives, the Accept negotiation of a
// receive, and the topic and consumer names of the path.
import { QUEUE_HEADERS, QUEUE_LIMITS, QUEUE_NAME_PATTERN } from "../../../schema/queue";
import type { PlaneRequest } from "../../data-plane";
import { invalid } from "./errors";

export type DeliveryFormat = "multipart" | "ndjson";

/** `topic` and `consumer` path segments: letters, digits, "-" and "_". */
export function checkName(kind: "topic" | "consumer group", name: string): string {
  if (!QUEUE_NAME_PATTERN.test(name)) throw invalid(`${kind} name "${name}" must match ^[A-Za-z0-9_-]+$`);
  return name;
}

/** An integer header within [min, max]; `fallback` when absent. */
export function integerHeader(
  request: PlaneRequest,
  name: string,
  range: { min: number; max?: number },
  fallback: number,
): number;
export function integerHeader(
  request: PlaneRequest,
  name: string,
  range: { min: number; max?: number },
): number | undefined;
export function integerHeader(
  request: PlaneRequest,
  name: string,
  { min, max = Number.MAX_SAFE_INTEGER }: { min: number; max?: number },
  fallback?: number,
): number | undefined {
  const text = stringHeader(request, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    const bound = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
    throw invalid(`header ${displayName(name)} must be an integer ${bound}, got "${text}"`);
  }
  return value;
}

export function stringHeader(request: PlaneRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Multipart when the client accepts it (it wins over ndjson), ndjson, or 400. */
export function deliveryFormat(request: PlaneRequest): DeliveryFormat {
  const accepted = (stringHeader(request, "accept") ?? "")
    .split(",")
    .map((range) => range.split(";")[0]?.trim().toLowerCase());
  if (accepted.includes("multipart/mixed")) return "multipart";
  if (accepted.includes("application/x-ndjson")) return "ndjson";
  throw invalid('header Accept must be "multipart/mixed" or "application/x-ndjson"');
}

/** What a receive asks for. */
export interface ReceiveOptions {
  readonly format: DeliveryFormat;
  readonly visibilityTimeoutSeconds: number;
  readonly maxConcurrency: number | undefined;
}

export function receiveOptions(request: PlaneRequest): ReceiveOptions {
  const { visibilityTimeout, maxConcurrency } = QUEUE_LIMITS;
  return {
    format: deliveryFormat(request),
    visibilityTimeoutSeconds: integerHeader(
      request,
      QUEUE_HEADERS.visibilityTimeout,
      visibilityTimeout,
      visibilityTimeout.default,
    ),
    maxConcurrency: integerHeader(request, QUEUE_HEADERS.maxConcurrency, maxConcurrency),
  };
}

export function maxMessages(request: PlaneRequest): number {
  const { maxMessages: limits } = QUEUE_LIMITS;
  return integerHeader(request, QUEUE_HEADERS.maxMessages, limits, limits.default);
}

/** `vqs-max-messages` → `Vqs-Max-Messages`, as the platform description writes them. */
function displayName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}
