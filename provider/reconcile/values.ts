// Value helpers shared by check and diff: plain-object tests, schema unwrapping and projection
// of outputs onto the shape of a resource's inputs.
import { z } from "zod";

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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
export function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const inner = unwrapSchema(schema);
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : undefined;
}

/** The element schema of an array schema, or undefined. */
export function arrayElement(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (!schema) return undefined;
  const inner = unwrapSchema(schema);
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
}

/**
 * Keeps only what the inputs can express: a nested output field the user cannot set (a git
 * link's `productionBranch`, say) must never show up as a change.
 */
export function projectOntoSchema(value: unknown, schema: z.ZodType): unknown {
  const shape = objectShape(schema);
  if (shape && isPlainObject(value)) {
    return Object.fromEntries(
      Object.keys(shape)
        .filter((key) => value[key] !== undefined)
        .map((key) => [key, projectOntoSchema(value[key], shape[key] as z.ZodType)]),
    );
  }
  const element = arrayElement(schema);
  if (element && Array.isArray(value)) return value.map((item) => projectOntoSchema(item, element));
  return value;
}

/** Drops keys whose value is undefined, so plain objects compare and serialize cleanly. */
export function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
