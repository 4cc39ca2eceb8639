// Request validation with zod, reported the way the platform does: one 400 `bad_request` whose message
// names each failing field and its rule, e.g. `Invalid request: "name" must be at most 100 characters`.
import type { z } from "zod";
import { badRequest } from "./errors";

/** Parse `input` with `schema` or throw a 400 naming the failing fields; `where` names the root. */
export function parseRequest<T>(schema: z.ZodType<T>, input: unknown, where: "body" | "query"): T {
  const result = schema.safeParse(input, { error: describeRule });
  if (result.success) return result.data;
  throw badRequest(`Invalid request: ${describeIssues(result.error.issues, where)}`);
}

/**
 * Undefined when `input` matches `schema`; otherwise each failing path and its rule, e.g.
 * `"projects[0].id" must be a string` (the emulator's own answers are checked with it).
 */
export function schemaProblems(schema: z.ZodType, input: unknown, where: string): string | undefined {
  const result = schema.safeParse(input, { error: describeRule });
  return result.success ? undefined : describeIssues(result.error.issues, where);
}

/**
 * The first failing field of `input` and its rule, for APIs that name one field per error (the AI
 * gateway's `param`): `{ field: "messages[0].content", rule: "is required" }`; undefined when it matches.
 */
export function firstProblem(schema: z.ZodType, input: unknown): { field: string; rule: string } | undefined {
  const result = schema.safeParse(input, { error: describeRule });
  const issue = result.success ? undefined : result.error.issues[0];
  return issue && { field: pathText(issue.path), rule: issue.message };
}

function describeIssues(issues: readonly z.core.$ZodIssue[], where: string): string {
  return issues.map((issue) => `${subject(issue.path, where)} ${issue.message}`).join("; ");
}

/** `"gitRepository.repo"`, `"environmentVariables[0].key"`, or the root (`body`) when the path is empty. */
function subject(path: readonly PropertyKey[], where: string): string {
  return path.length === 0 ? where : `"${pathText(path)}"`;
}

/** `gitRepository.repo`, `environmentVariables[0].key`. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join("");
}

/**
 * Phrase zod's built-in issues as rules ("must be at most 100 characters"). Messages that a schema
 * sets itself (`.max(100, "...")`) take precedence over this map, so schemas can word their own rules.
 */
function describeRule(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "is required";
      if (issue.input === null) return "must not be null";
      return `must be ${withArticle(issue.expected)}`;
    case "too_big":
      return bound("most", issue.maximum, issue.origin, issue.inclusive !== false);
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) === 1) return "must not be empty";
      return bound("least", issue.minimum, issue.origin, issue.inclusive !== false);
    case "invalid_value":
      return oneOf(issue.values);
    case "invalid_format":
      if (issue.format === "starts_with" && "prefix" in issue)
        return `must start with "${String(issue.prefix)}"`;
      if (issue.format === "regex") return "has an invalid format";
      return `must be a valid ${issue.format}`;
    case "not_multiple_of":
      return `must be a multiple of ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return `has unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
    case "invalid_union":
      return "does not match any of the allowed shapes";
    case "custom":
      return "is invalid";
    default:
      return undefined;
  }
}

function withArticle(expected: string): string {
  if (expected === "int") return "an integer";
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function bound(word: "most" | "least", limit: unknown, origin: string, inclusive: boolean): string {
  const n = String(limit);
  switch (origin) {
    case "string":
      return `must be at ${word} ${n} characters`;
    case "array":
    case "set":
      return `must have at ${word} ${n} items`;
    default:
      if (inclusive) return `must be at ${word} ${n}`;
      return word === "most" ? `must be less than ${n}` : `must be greater than ${n}`;
  }
}

/** Long enums (74 frameworks) are cut so the message stays readable. */
function oneOf(values: readonly unknown[]): string {
  if (values.length === 1) return `must be ${JSON.stringify(values[0])}`;
  const shown = values.slice(0, 8).map((v) => JSON.stringify(v));
  const more = values.length > shown.length ? `, ... (${values.length} allowed values)` : "";
  return `must be one of ${shown.join(", ")}${more}`;
}
