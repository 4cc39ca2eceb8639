// What `check` enforces of one value, read from the JSON Schema of the zod schema that enforces it:
// lengths, ranges, patterns and sizes, worded for the reference pages. Enums are the type's own
// business (the page lists the values), and rules written as refinements live in the description.

import type { JsonSchema } from "../../provider/native/schema";

export type { JsonSchema };

/** A pattern longer than this says less than the description does: it is left out. */
const READABLE_PATTERN = 48;

/** The schema itself, or its one non-null variant (an optional or nullable value). */
export function unwrap(schema: JsonSchema | undefined): JsonSchema | undefined {
  const variants = (schema?.anyOf ?? schema?.oneOf)?.filter((variant) => variant.type !== "null");
  return variants?.length === 1 ? unwrap(variants[0]) : schema;
}

/** The schema of an array's elements, or of a map's values. */
export function elementOf(schema: JsonSchema | undefined): JsonSchema | undefined {
  const own = unwrap(schema);
  if (own?.items && !Array.isArray(own.items)) return unwrap(own.items);
  if (typeof own?.additionalProperties === "object") return unwrap(own.additionalProperties);
  return undefined;
}

export function rulesOf(schema: JsonSchema | undefined): string[] {
  const own = unwrap(schema);
  if (!own) return [];
  const rules: string[] = [];
  // zod's `int()` bounds an integer by the safe range, which says nothing to a user.
  const number = (key: string) =>
    typeof own[key] === "number" && Math.abs(own[key] as number) !== Number.MAX_SAFE_INTEGER
      ? (own[key] as number)
      : undefined;
  const range = (low: number | undefined, high: number | undefined, unit: string) => {
    if (low !== undefined && high !== undefined) rules.push(`${low} to ${high}${unit}`);
    else if (low !== undefined) rules.push(`at least ${low}${unit}`);
    else if (high !== undefined) rules.push(`at most ${high}${unit}`);
  };
  const minLength = number("minLength");
  range(minLength === 1 ? undefined : minLength, number("maxLength"), " characters");
  if (minLength === 1) rules.push("not empty");
  range(number("minimum") ?? number("exclusiveMinimum"), number("maximum") ?? number("exclusiveMaximum"), "");
  const minItems = number("minItems");
  range(minItems === 1 ? undefined : minItems, number("maxItems"), " items");
  if (minItems === 1) rules.push("at least one item");
  if (own.uniqueItems === true) rules.push("no duplicates");
  if (typeof own.format === "string") rules.push(`format ${own.format}`);
  if (typeof own.pattern === "string" && own.pattern.length <= READABLE_PATTERN) {
    rules.push(`matches \`${own.pattern}\``);
  }
  return rules;
}
