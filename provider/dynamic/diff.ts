// diff: old outputs against new inputs, on input keys only, so computed outputs never show as
// changes. Returns what changed, what forces a replacement, and whether the replacement must
// delete first. Pure: the binding and the definitions' update() both use its `changed` list.
import type { z } from "zod";
import { containsUnknown, isEmpty, isPlainObject, objectShape, projectOntoSchema } from "./values";

export interface DiffRules {
  /** Object schema of every input (the definition's plus the binding's common ones). */
  schema: z.ZodObject<z.ZodRawShape>;
  /** Top-level inputs whose change replaces the object. */
  replaceOnChanges: readonly string[];
  /** Inputs (dotted paths) that keep the platform's value when omitted. */
  computedInputs: readonly string[];
  /** Inputs that only steer create (`adopt`): never a change. */
  createOnlyInputs: readonly string[];
  deleteBeforeReplace: boolean;
}

export interface DiffResult {
  changes: boolean;
  /** Top-level input keys that differ. */
  changed: string[];
  replaces: string[];
  deleteBeforeReplace: boolean;
}

export function diffInputs(
  rules: DiffRules,
  olds: Record<string, unknown>,
  news: Record<string, unknown>,
): DiffResult {
  const shape = rules.schema.shape as Record<string, z.ZodType>;
  const computed = new Set(rules.computedInputs);
  const changed = Object.keys(shape).filter((key) => {
    if (rules.createOnlyInputs.includes(key)) return false;
    const next = news[key];
    if (containsUnknown(next)) return true;
    return !sameValue(projectOntoSchema(olds[key], shape[key] as z.ZodType), next, key, computed, shape[key]);
  });
  const replaces = changed.filter((key) => rules.replaceOnChanges.includes(key));
  return {
    changes: changed.length > 0,
    changed,
    replaces,
    deleteBeforeReplace: rules.deleteBeforeReplace && replaces.length > 0,
  };
}

function sameValue(
  old: unknown,
  next: unknown,
  path: string,
  computed: ReadonlySet<string>,
  schema: z.ZodType | undefined,
): boolean {
  if (next === undefined && computed.has(path)) return true;
  if (isEmpty(old) && isEmpty(next)) return true;
  if (isPlainObject(old) && isPlainObject(next)) {
    const shape = schema ? objectShape(schema) : undefined;
    const keys = new Set([...Object.keys(old), ...Object.keys(next)]);
    return [...keys].every((key) => sameValue(old[key], next[key], `${path}.${key}`, computed, shape?.[key]));
  }
  if (Array.isArray(old) && Array.isArray(next)) {
    return (
      old.length === next.length &&
      old.every((item, i) => sameValue(item, next[i], `${path}[]`, computed, undefined))
    );
  }
  return old === next;
}
