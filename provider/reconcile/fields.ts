// Per-field diff semantics, declared once in a resource definition and applied by the diff (and
// later by the drift report), so that no resource special-cases its own comparisons.
//
// Paths are dotted input paths; `[]` stands for every element of an array:
//   "framework", "gitRepository.repo", "targets", "domains[]", "rules[].conditions".

export interface FieldSemantics {
  /**
   * The platform's value when the input is omitted (or null): an omitted input equals it, so
   * `directoryListing: false` against an omitted input is no change.
   */
  readonly default?: unknown;
  /** A set: element order never matters (env var targets, webhook events). */
  readonly unordered?: boolean;
  /** Applied to both sides before comparing (lowercase hostnames, trailing dots of DNS values). */
  readonly normalize?: (value: unknown) => unknown;
  /**
   * The server fills it in when the input is omitted: omitted means "keep the platform's value"
   * rather than "reset it".
   */
  readonly computed?: boolean;
  /**
   * With `computed`: a refresh (and the inventory) still reports the platform's value as an input,
   * because a program would write it (a drain's name, which the platform only defaults).
   */
  readonly reported?: boolean;
  /** A change of this field replaces the object instead of updating it. */
  readonly replaceOnChange?: boolean;
  /**
   * A credential or secret value: stored as a Pulumi secret whatever the user passed, and
   * redacted from every error and log line.
   */
  readonly secret?: boolean;
  /**
   * The API accepts it but never returns it (a password): read keeps the value from state, so
   * it can never show as drift and is never lost on refresh.
   */
  readonly writeOnly?: boolean;
  /**
   * With `writeOnly`, for a required argument: an import cannot know it (a certificate's PEMs), so
   * an old side without it, which only an imported object has, takes the program's value: writing
   * it into an imported resource's program is no change.
   */
  readonly unreadable?: boolean;
}

export type FieldMap = Readonly<Record<string, FieldSemantics>>;

/** The top-level input key a field path belongs to: "gitRepository.repo" -> "gitRepository". */
export function topLevelKey(path: string): string {
  return /^[^.[]+/.exec(path)?.[0] ?? path;
}

/** Field paths having a flag, e.g. every `secret` path. */
export function pathsWith(fields: FieldMap, flag: keyof FieldSemantics): string[] {
  return Object.entries(fields)
    .filter(([, semantics]) => semantics[flag] !== undefined && semantics[flag] !== false)
    .map(([path]) => path);
}

/** True when `path` is `ancestor` or lies under it ("a.b[0].c" under "a.b"). */
export function isUnder(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}.`) || path.startsWith(`${ancestor}[`);
}

/** A concrete path ("rules[2].action") as its field path ("rules[].action"). */
export function fieldPathOf(path: string): string {
  return path.replace(/\[\d+\]/g, "[]");
}
