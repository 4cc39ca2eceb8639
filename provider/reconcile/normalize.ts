// Normalisation before comparing: both sides of a diff are brought to one canonical form by the
// fields' declared semantics, so a diff of the results is exactly the set of real changes.
//   - an omitted (undefined, null or "") value becomes the field's platform default, or absent;
//   - an omitted computed value on the new side takes the old one ("keep the platform's value");
//   - a normaliser runs on both sides; a set is sorted; an empty object counts as absent.
import type { z } from "zod";
import type { FieldMap } from "./fields";
import { UNKNOWN } from "./unknown";
import { arrayElement, isPlainObject, objectShape } from "./values";

export type Side = "old" | "new";

export function normalizeValue(
  value: unknown,
  schema: z.ZodType | undefined,
  path: string,
  fields: FieldMap,
  side: Side,
  /** The old side's normalised value at the same path: what an omitted computed input keeps. */
  old?: unknown,
): unknown {
  if (value === UNKNOWN) return value;
  const semantics = fields[path];
  let current = value;
  if (current === undefined || current === null || current === "") {
    if (side === "new" && semantics?.computed) return old;
    if (semantics?.default === undefined) return undefined;
    current = structuredClone(semantics.default);
  }
  if (semantics?.normalize) current = semantics.normalize(current);

  if (Array.isArray(current)) {
    const element = arrayElement(schema);
    const items = current.map((item) => normalizeValue(item, element, `${path}[]`, fields, side));
    return semantics?.unordered ? sortCanonically(items) : items;
  }
  if (isPlainObject(current)) {
    const shape = objectShape(schema);
    const olds = isPlainObject(old) ? old : {};
    const normalized: Record<string, unknown> = {};
    for (const key of Object.keys(shape ?? current)) {
      const child = normalizeValue(current[key], shape?.[key], `${path}.${key}`, fields, side, olds[key]);
      if (child !== undefined) normalized[key] = child;
    }
    // `{}` says nothing the omitted field does not, unless the platform's default is an object.
    return Object.keys(normalized).length === 0 && semantics?.default === undefined ? undefined : normalized;
  }
  return current;
}

/** A set's canonical order: by each element's JSON text, so equal sets compare equal. */
function sortCanonically(items: unknown[]): unknown[] {
  return items
    .map((item) => ({ item, key: JSON.stringify(item) ?? "" }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }) => item);
}
