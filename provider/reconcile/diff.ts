// diff: old outputs against new inputs, on input keys only, so computed outputs never show as
// changes. Both sides are normalised by the fields' declared semantics, then compared with
// deep-diff; the result lists every changed path ("gitRepository.repo", "targets[1]"), which
// drives the update calls and the drift report alike. Pure: no Pulumi, no I/O.
import deepDiff from "deep-diff";
import type { z } from "zod";
import { fieldPathOf, isUnder, pathsWith, topLevelKey, type FieldMap } from "./fields";
import { normalizeValue } from "./normalize";
import { projectOntoSchema } from "./values";
import { propertyPath } from "./paths";

export interface DiffRules {
  /** Object schema of the definition's inputs. */
  schema: z.ZodObject<z.ZodRawShape>;
  fields: FieldMap;
  deleteBeforeReplace: boolean;
  /** Input keys this diff leaves to its caller (the owner, create-only switches such as adopt). */
  skip?: readonly string[];
}

export interface DiffResult {
  changes: boolean;
  /** Every changed path, in Pulumi's notation. */
  paths: string[];
  /** The top-level input keys those paths belong to. */
  keys: string[];
  /** Top-level keys whose change replaces the object. */
  replaces: string[];
  deleteBeforeReplace: boolean;
}

export function diffInputs(
  rules: DiffRules,
  olds: Record<string, unknown>,
  news: Record<string, unknown>,
): DiffResult {
  const { before, after } = normalizePair(rules, olds, news);
  // Sorted, so messages and reports list the same change the same way every time.
  const paths = [...new Set((deepDiff(before, after) ?? []).map(changedPath))].sort();
  const keys = [...new Set(paths.map(topLevelKey))];
  const replacing = pathsWith(rules.fields, "replaceOnChange");
  const replaces = keys.filter((key) =>
    paths.some(
      (path) =>
        topLevelKey(path) === key &&
        replacing.some((field) => isUnder(fieldPathOf(path), field) || isUnder(field, fieldPathOf(path))),
    ),
  );
  return {
    changes: paths.length > 0,
    paths,
    keys,
    replaces,
    deleteBeforeReplace: rules.deleteBeforeReplace && replaces.length > 0,
  };
}

/** Both sides in canonical form, restricted to what the inputs can express. */
export function normalizePair(
  rules: DiffRules,
  olds: Record<string, unknown>,
  news: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const shape = rules.schema.shape as Record<string, z.ZodType>;
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    if (rules.skip?.includes(key)) continue;
    const known = olds[key] === undefined && rules.fields[key]?.unreadable ? news[key] : olds[key];
    const old = normalizeValue(projectOntoSchema(known, schema), schema, key, rules.fields, "old");
    const next = normalizeValue(news[key], schema, key, rules.fields, "new", old);
    if (old !== undefined) before[key] = old;
    if (next !== undefined) after[key] = next;
  }
  return { before, after };
}

function changedPath(difference: deepDiff.Diff<unknown, unknown>): string {
  const path: PropertyKey[] = [...(difference.path ?? [])];
  if (difference.kind === "A") path.push(difference.index);
  return propertyPath(path);
}
