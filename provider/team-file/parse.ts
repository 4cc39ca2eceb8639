// A team file → its document and planned resources, or every problem in it at once: YAML
// or JSON syntax, then the document's structure (schema.ts), then the definitions' rules and the
// file's references (validate.ts, plan.ts). Each problem names the file, the line and column, the
// path in the document and the rule, e.g.
//   team.yaml:12:9: projects[0].env[1].targets: must name at least one environment
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { closest } from "../reconcile/suggest";
import { arrayElement, objectShape } from "../reconcile/values";
import { formatPath, locate, type Path } from "./locate";
import { lookupsIn, planTeam, type PlannedResource } from "./plan";
import type { PlatformLookup } from "./entries";
import { SecretReference, TeamFileDocument } from "./schema";
import { resourceProblems } from "./validate";

export interface TeamFileProblem {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** The path in the document, e.g. `projects[0].env[1].targets`; "(document)" for the root. */
  readonly path: string;
  /** The rule broken. */
  readonly message: string;
}

export class TeamFileError extends Error {
  readonly problems: readonly TeamFileProblem[];

  constructor(problems: readonly TeamFileProblem[]) {
    const sorted = [...problems].sort((a, b) => a.line - b.line || a.column - b.column);
    const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
    super(`invalid team file (${count}):\n${sorted.map(formatProblem).join("\n")}`);
    this.name = "TeamFileError";
    this.problems = sorted;
  }
}

export const formatProblem = (problem: TeamFileProblem): string =>
  `${problem.file}:${problem.line}:${problem.column}: ${problem.path}: ${problem.message}`;

export interface ParsedTeamFile {
  readonly document: TeamFileDocument;
  readonly resources: readonly PlannedResource[];
  /** Every stack secret the file names, with where (to report one that is not set). */
  readonly secrets: readonly { secret: SecretReference; at: Omit<TeamFileProblem, "message"> }[];
  /** Every object the file finds on the platform by name, with where (to report one not found). */
  readonly lookups: readonly { lookup: PlatformLookup; at: Omit<TeamFileProblem, "message"> }[];
}

/** JSON for a `.json` file; YAML for `.yaml` and `.yml`; otherwise JSON when the text starts with "{". */
export function isJson(file: string, text: string): boolean {
  const name = file.toLowerCase();
  if (name.endsWith(".json")) return true;
  if (name.endsWith(".yaml") || name.endsWith(".yml")) return false;
  return text.trimStart().startsWith("{");
}

/** Parses and checks `text` (the contents of `file`, named in messages); throws TeamFileError. */
export function parseTeamFile(text: string, file: string): ParsedTeamFile {
  const lines = new LineCounter();
  // JSON is parsed by the same library (with JSON's scalars) for the positions of its nodes.
  const yaml = parseDocument(text, { lineCounter: lines, ...(isJson(file, text) ? { schema: "json" } : {}) });
  const at = (path: Path, atKey = false) => ({
    file,
    ...locate(yaml, lines, path, atKey),
    path: formatPath(path),
  });

  const syntax = [...yaml.errors, ...yaml.warnings].map((error) => ({
    file,
    line: error.linePos?.[0].line ?? 1,
    column: error.linePos?.[0].col ?? 1,
    path: "(syntax)",
    // The library's message ends with the position and an excerpt; the position leads ours.
    message: error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, ""),
  }));
  // One mistake (a wrong indent) makes the YAML parser report several errors after it, each a
  // consequence of the first: the first is the one to fix.
  const first = syntax.sort((a, b) => a.line - b.line || a.column - b.column)[0];
  if (first) throw new TeamFileError([first]);

  const parsed = TeamFileDocument.safeParse(yaml.toJS());
  if (!parsed.success)
    throw new TeamFileError(parsed.error.issues.flatMap((issue) => issueProblems(issue, at)));

  const plan = planTeam(parsed.data);
  const problems = [...plan.problems, ...plan.resources.flatMap(resourceProblems)];
  if (problems.length > 0) {
    throw new TeamFileError(problems.map((problem) => ({ ...at(problem.path), message: problem.message })));
  }
  const secrets = secretsIn(parsed.data).map(({ secret, path }) => ({ secret, at: at(path) }));
  const lookups = lookupsIn(plan.resources).map((lookup) => ({ lookup, at: at(lookup.at) }));
  return { document: parsed.data, resources: plan.resources, secrets, lookups };
}

type Locate = (path: Path, atKey?: boolean) => Omit<TeamFileProblem, "message">;

/** A zod issue as problems: an unknown field is reported at its key, one problem per field. */
function issueProblems(issue: z.core.$ZodIssue, at: Locate): TeamFileProblem[] {
  const path = issue.path as Path;
  if (issue.code === "unrecognized_keys") {
    const fields = fieldsAt(TeamFileDocument, path);
    return issue.keys.map((key) => {
      const near = closest(key, fields);
      return {
        ...at([...path, key], true),
        message: `is not a field here${near ? `; did you mean ${near}?` : ""}`,
      };
    });
  }
  // zod words a missing field as a type mismatch with undefined.
  const missing = issue.code === "invalid_type" && /received undefined$/.test(issue.message);
  return [{ ...at(path), message: missing ? `is required (${issue.expected})` : issue.message }];
}

/** The field names of the object the document's schema has at `path` (none where it is not one). */
function fieldsAt(schema: z.ZodType, path: Path): string[] {
  let current: z.ZodType | undefined = schema;
  for (const segment of path) {
    current = typeof segment === "number" ? arrayElement(current) : objectShape(current)?.[segment];
    if (!current) return [];
  }
  return Object.keys(objectShape(current) ?? {});
}

/** The secret references in `value`, with their paths. */
function secretsIn(value: unknown, path: Path = []): { secret: SecretReference; path: Path }[] {
  if (value instanceof SecretReference) return [{ secret: value, path }];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    secretsIn(inner, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}
