// check: validate inputs with the resource's zod schema before any API call, and report each
// problem with its property path. Values not known yet (preview) are passed through untouched.
import { z } from "zod";
import { containsUnknown, withoutUndefined } from "./values";

export interface CheckFailure {
  property: string;
  reason: string;
}

export interface CheckResult {
  inputs: Record<string, unknown>;
  failures: CheckFailure[];
}

/** `a.b[0].c`, the way Pulumi prints property paths. */
export function propertyPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`,
    )
    .join("");
}

export function checkInputs(schema: z.ZodObject<z.ZodRawShape>, news: Record<string, unknown>): CheckResult {
  const unknownKeys = Object.keys(news).filter((key) => containsUnknown(news[key]));
  const known = withoutUndefined(
    Object.fromEntries(Object.entries(news).filter(([key]) => !unknownKeys.includes(key))),
  );
  // Unknown fields are validated on the run that knows them; until then they are optional.
  const relaxed = unknownKeys.length
    ? schema.partial(Object.fromEntries(unknownKeys.map((key) => [key, true])) as Record<string, true>)
    : schema;
  const parsed = relaxed.safeParse(known);
  if (!parsed.success) {
    return {
      inputs: news,
      failures: parsed.error.issues.map((issue) => ({
        property: propertyPath(issue.path) || "(inputs)",
        reason: issue.message,
      })),
    };
  }
  const unknowns = Object.fromEntries(unknownKeys.map((key) => [key, news[key]]));
  return {
    inputs: { ...withoutUndefined(parsed.data as Record<string, unknown>), ...unknowns },
    failures: [],
  };
}
