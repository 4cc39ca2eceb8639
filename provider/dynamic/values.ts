// Value helpers shared by check and diff: Pulumi's "unknown during preview" marker, emptiness
// and projection of outputs onto the shape of a resource's inputs.
import { z } from "zod";

/**
 * How the Node dynamic-provider host encodes a value that is not known yet (preview of a value
 * computed by another resource): @pulumi/pulumi runtime/rpc.js `unknownValue`.
 */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

export function containsUnknown(value: unknown): boolean {
  if (value === UNKNOWN) return true;
  if (Array.isArray(value)) return value.some(containsUnknown);
  if (isPlainObject(value)) return Object.values(value).some(containsUnknown);
  return false;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** undefined, null and "" all mean "not set" to the platform (a PATCH with "" clears a field). */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

/** Strips wrappers (optional, nullable, default, transforms) down to the schema of the value itself. */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable)
      current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else return current;
  }
}

/** The field schemas of an object schema, or undefined when the schema is not an object. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const inner = unwrapSchema(schema);
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : undefined;
}

/**
 * Keeps only what the inputs can express: a nested output field the user cannot set (a git
 * link's `productionBranch`, say) must never show up as a change.
 */
export function projectOntoSchema(value: unknown, schema: z.ZodType): unknown {
  const inner = unwrapSchema(schema);
  if (inner instanceof z.ZodObject && isPlainObject(value)) {
    const shape = inner.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.keys(shape)
        .filter((key) => value[key] !== undefined)
        .map((key) => [key, projectOntoSchema(value[key], shape[key] as z.ZodType)]),
    );
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item) => projectOntoSchema(item, inner.element as z.ZodType));
  }
  return value;
}

/** Drops keys whose value is undefined, so plain objects compare and serialize cleanly. */
export function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
