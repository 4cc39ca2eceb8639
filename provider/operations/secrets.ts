// Secret inputs: the fields a definition declares `secret`. Their values are redacted from every
// error and log line, and the fronts store the top-level inputs holding them as secrets.
import { pathsWith, topLevelKey, type FieldMap } from "../reconcile/fields";
import { isPlainObject } from "../reconcile/values";

/** Top-level input keys that hold a secret somewhere inside: what a front wraps as secret. */
export function secretInputKeys(fields: FieldMap): string[] {
  return [...new Set(pathsWith(fields, "secret").map(topLevelKey))];
}

/** Every string value at a secret path of these inputs (or outputs, which echo them). */
export function secretValues(fields: FieldMap, values: Record<string, unknown>): string[] {
  return pathsWith(fields, "secret").flatMap((path) => stringsAt(values, path.split(/\.|(?=\[\])/)));
}

function stringsAt(value: unknown, segments: readonly string[]): string[] {
  if (segments.length === 0) return leafStrings(value);
  const [head, ...rest] = segments;
  if (head === "[]") return Array.isArray(value) ? value.flatMap((item) => stringsAt(item, rest)) : [];
  return isPlainObject(value) && head !== undefined ? stringsAt(value[head], rest) : [];
}

/** A secret object or list (headers, say) is secret in every string it holds. */
function leafStrings(value: unknown): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(leafStrings);
  if (isPlainObject(value)) return Object.values(value).flatMap(leafStrings);
  return [];
}
