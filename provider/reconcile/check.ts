// check: validate inputs with the resource's zod schema before any API call, and report each
// problem with the real path of the field (`gitRepository.type`) and a rule a person can act on.
// Values not known yet (preview) are passed through untouched, at any depth.
import type { z } from "zod";
import { propertyPath, valueAt } from "./paths";
import { closest } from "./suggest";
import { containsUnknown } from "./unknown";
import { arrayElement, objectShape, withoutUndefined } from "./values";

export interface CheckFailure {
  property: string;
  reason: string;
}

export interface CheckResult {
  inputs: Record<string, unknown>;
  failures: CheckFailure[];
}

/** Enums longer than this are summarised instead of listed in full (frameworks have 74 values). */
const MAX_LISTED_VALUES = 8;

export function checkInputs(schema: z.ZodObject<z.ZodRawShape>, news: Record<string, unknown>): CheckResult {
  const given = withoutUndefined(news);
  const parsed = schema.safeParse(given);
  if (parsed.success)
    return { inputs: withoutUndefined(parsed.data as Record<string, unknown>), failures: [] };
  // A value not known yet is validated on the run that knows it.
  const issues = parsed.error.issues.filter(
    (issue) => issue.code === "unrecognized_keys" || !containsUnknown(valueAt(given, issue.path)),
  );
  return { inputs: given, failures: issues.flatMap((issue) => describeIssue(issue, schema, given)) };
}

function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodType, given: unknown): CheckFailure[] {
  const path = issue.path as PropertyKey[];
  switch (issue.code) {
    case "unrecognized_keys": {
      const known = Object.keys(objectShape(schemaAt(schema, path)) ?? {});
      return issue.keys.map((key) => {
        const suggestion = closest(key, known);
        return {
          property: propertyPath([...path, key]),
          reason: `unknown argument${suggestion ? `; did you mean ${suggestion}?` : ""}`,
        };
      });
    }
    case "invalid_value":
      return [
        { property: propertyPath(path), reason: describeAllowedValues(issue.values, valueAt(given, path)) },
      ];
    case "invalid_type":
      if (valueAt(given, path) === undefined)
        return [{ property: propertyPath(path), reason: "is required" }];
      return [{ property: propertyPath(path), reason: `must be a ${issue.expected}` }];
    case "too_small":
    case "too_big":
      // A schema's own message (`.min(1, "must not be empty")`) stands; zod's default is reworded.
      return [
        {
          property: propertyPath(path),
          reason: /^Too (small|big):/.test(issue.message) ? describeBound(issue) : issue.message,
        },
      ];
    case "invalid_union":
      // A discriminated union (`source.kind`) names its allowed values like an enum does.
      if ("options" in issue && Array.isArray(issue.options))
        return [
          {
            property: propertyPath(path),
            reason: describeAllowedValues(issue.options, valueAt(given, path)),
          },
        ];
      return [{ property: propertyPath(path) || "args", reason: issue.message }];
    default:
      return [{ property: propertyPath(path) || "args", reason: issue.message }];
  }
}

/** zod's "Too small: expected number to be >=1" in the provider's words: "must be at least 1". */
function describeBound(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === "too_small";
  const limit = "minimum" in issue ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  const comparison = small ? (inclusive ? "at least" : "more than") : inclusive ? "at most" : "less than";
  const unit =
    issue.origin === "string"
      ? " characters"
      : issue.origin === "array" || issue.origin === "set"
        ? " items"
        : "";
  const verb = unit === " items" ? "must hold" : "must be";
  return `${verb} ${comparison} ${String(limit)}${unit}`;
}

function describeAllowedValues(values: readonly unknown[], got: unknown): string {
  const quoted = values.map((value) => JSON.stringify(value));
  const gotText = got === undefined ? "" : `; got ${JSON.stringify(got)}`;
  if (values.length <= MAX_LISTED_VALUES) return `must be one of ${quoted.join(", ")}${gotText}`;
  const suggestion = typeof got === "string" ? closest(got, values.map(String)) : undefined;
  return (
    `must be one of ${values.length} values such as ${quoted.slice(0, 3).join(", ")}${gotText}` +
    (suggestion ? ` (did you mean "${suggestion}"?)` : "")
  );
}

/** The schema of the value at a path (through objects and arrays), if the path stays inside it. */
function schemaAt(schema: z.ZodType | undefined, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current = schema;
  for (const segment of path) {
    current = typeof segment === "number" ? arrayElement(current) : objectShape(current)?.[String(segment)];
  }
  return current;
}

export { propertyPath };
