// Checks a raw JSON answer against an @vercel/sdk response model with its leniencies turned off.
//
// The SDK's models (Speakeasy "lax mode", zod/v3) accept more than the API's description says:
// a required string, number, boolean, literal or nullable field that is absent (or null) is filled
// with a zero value ("", 0, false, null), a value of another type is coerced, an enum value the SDK
// does not know is kept, and an explicit `.default(x)` fills an absent field. Each of these goes
// through the SDK's `unrecognized()` mark (types/unrecognized.js), which it counts. A parse that
// succeeds with a zero count is an exact match; otherwise this walker descends the model to name
// every field that only passed thanks to a leniency.
import type { ZodError, ZodIssue, ZodTypeAny } from "zod/v3";
import { join } from "node:path";
import { loadModule, sdkPackageDir } from "../../support/sdk-operations";

export type IssueKind =
  /** The SDK's own parse fails: it throws a ResponseValidationError. */
  | "invalid"
  /** A required field is absent; the SDK fills a zero value or a `.default()`. */
  | "missing"
  /** A required, non-nullable field is null; the SDK fills a zero value. */
  | "null"
  /** A value the model does not describe exactly: another type (coerced) or an unknown enum value. */
  | "inexact";

export interface ContractIssue {
  readonly kind: IssueKind;
  /** Where in the body, e.g. `envs[0].securityIssues`; `(body)` for the whole answer. */
  readonly path: string;
  readonly detail: string;
}

interface Counter {
  end(delta?: number): number;
}
const unrecognizedModule = loadModule(join(sdkPackageDir(), "esm", "types", "unrecognized.js")) as {
  startCountingUnrecognized(): Counter;
};

type Verdict = { ok: true; lenient: number } | { ok: false; error: ZodError };

/** The SDK's own parse, counting the leniencies it needed. */
function parse(schema: ZodTypeAny, value: unknown): Verdict {
  const counter = unrecognizedModule.startCountingUnrecognized();
  const result = schema.safeParse(value);
  const lenient = counter.end();
  return result.success ? { ok: true, lenient } : { ok: false, error: result.error };
}

/** Every way `value` departs from `schema` taken strictly; empty when it matches exactly. */
export function strictCheck(
  schema: ZodTypeAny,
  value: unknown,
  path: readonly (string | number)[] = [],
): ContractIssue[] {
  const verdict = parse(schema, value);
  if (!verdict.ok) return verdict.error.issues.flatMap((issue) => invalid(issue, path));
  if (verdict.lenient === 0) return [];
  return localize(schema, value, path);
}

function localize(schema: ZodTypeAny, value: unknown, path: readonly (string | number)[]): ContractIssue[] {
  // zod/v3 keeps every schema's kind in `_def.typeName`; the SDK's models use these kinds only.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const def = schema._def as any;
  switch (def.typeName as string) {
    case "ZodObject": {
      if (!isRecord(value)) return leaf(value, path);
      const shape = def.shape() as Record<string, ZodTypeAny>;
      return Object.entries(shape).flatMap(([key, field]) => strictCheck(field, value[key], [...path, key]));
    }
    case "ZodArray":
      return Array.isArray(value)
        ? value.flatMap((item, i) => strictCheck(def.type, item, [...path, i]))
        : leaf(value, path);
    case "ZodRecord":
      return isRecord(value)
        ? Object.entries(value).flatMap(([key, item]) => strictCheck(def.valueType, item, [...path, key]))
        : leaf(value, path);
    case "ZodOptional":
      if (value === null && strictCheck(def.innerType, value, path).length > 0) {
        return [
          {
            kind: "null",
            path: show(path),
            detail: "null where the model allows the field to be absent, not null",
          },
        ];
      }
      return value === undefined ? [] : strictCheck(def.innerType, value, path);
    case "ZodNullable":
      return value === null ? [] : strictCheck(def.innerType, value, path);
    case "ZodDefault":
      return value === undefined
        ? [{ kind: "missing", path: show(path), detail: "absent; the SDK fills its .default()" }]
        : strictCheck(def.innerType, value, path);
    case "ZodUnion":
      return union(def.options as ZodTypeAny[], value, path);
    case "ZodDiscriminatedUnion":
      return union([...(def.options as ZodTypeAny[])], value, path);
    case "ZodIntersection":
      return [...strictCheck(def.left, value, path), ...strictCheck(def.right, value, path)];
    case "ZodLazy":
      return strictCheck(def.getter(), value, path);
    case "ZodPipeline":
      return strictCheck(def.in, value, path);
    case "ZodEffects": {
      const options = smartUnionOptions(schema, value);
      if (options) return union(options, value, path);
      // A transform over an exact input is itself the leniency (a zero value, a coercion, an
      // unknown enum value, or a union the SDK resolves in a closure, e.g. smartUnion).
      const inner = strictCheck(def.schema, value, path);
      return inner.length > 0 ? inner : leaf(value, path);
    }
    default:
      return leaf(value, path);
  }
}

/** An exact option settles it; otherwise the most nearly exact option says what is wrong. */
function union(
  options: readonly ZodTypeAny[],
  value: unknown,
  path: readonly (string | number)[],
): ContractIssue[] {
  let best: { option: ZodTypeAny; lenient: number } | undefined;
  for (const option of options) {
    const verdict = parse(option, value);
    if (!verdict.ok) continue;
    if (verdict.lenient === 0 && strictCheck(option, value, path).length === 0) return [];
    if (!best || verdict.lenient < best.lenient) best = { option, lenient: verdict.lenient };
  }
  return best ? localize(best.option, value, path) : leaf(value, path);
}

/**
 * The options of an SDK `smartUnion` (types/smartUnion.js: `z.unknown().transform(...)` that tries
 * each option in a closure), found by watching which schemas its transform parses directly.
 */
function smartUnionOptions(schema: ZodTypeAny, value: unknown): ZodTypeAny[] | undefined {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const def = schema._def as any;
  if (def.schema?._def?.typeName !== "ZodUnknown" || def.effect?.type !== "transform") return undefined;
  // zod/v3 binds `safeParse` to each instance, but every parse goes through the prototype's
  // `_parseSync`, and each `safeParse` starts a context of its own (`parent.common`): the options
  // are the schemas that start one directly inside the union's own parse.
  let owner: object | null = schema;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, "_parseSync"))
    owner = Object.getPrototypeOf(owner);
  if (!owner) return undefined;
  type ParseSync = (this: ZodTypeAny, input: { parent?: { common?: object } }) => unknown;
  const zodType = owner as { _parseSync: ParseSync };
  const original = zodType._parseSync;
  const direct: ZodTypeAny[] = [];
  const parses: object[] = [];
  zodType._parseSync = function (this: ZodTypeAny, input) {
    const common = input.parent?.common;
    const starts = common !== undefined && !parses.includes(common);
    if (starts) {
      if (parses.length === 1) direct.push(this);
      parses.push(common);
    }
    try {
      return original.call(this, input);
    } finally {
      if (starts) parses.pop();
    }
  };
  try {
    schema.safeParse(value);
  } finally {
    zodType._parseSync = original;
  }
  return direct.length > 0 ? direct : undefined;
}

function leaf(value: unknown, path: readonly (string | number)[]): ContractIssue[] {
  const where = show(path);
  if (value === undefined)
    return [{ kind: "missing", path: where, detail: "absent; the SDK fills a zero value" }];
  if (value === null) return [{ kind: "null", path: where, detail: "null where the model requires a value" }];
  return [
    {
      kind: "inexact",
      path: where,
      detail: `${JSON.stringify(value)?.slice(0, 80)} is not exactly of the model's type or enum`,
    },
  ];
}

/** A zod issue; for a union none of whose options fits, the issues of the nearest option. */
function invalid(issue: ZodIssue, prefix: readonly (string | number)[]): ContractIssue[] {
  if (issue.code === "invalid_union") {
    const nearest = [...issue.unionErrors].sort((a, b) => a.issues.length - b.issues.length)[0];
    if (nearest) return nearest.issues.flatMap((inner) => invalid(inner, prefix));
  }
  const detail =
    issue.code === "invalid_type" ? `expected ${issue.expected}, got ${issue.received}` : issue.message;
  return [{ kind: "invalid", path: show([...prefix, ...issue.path]), detail }];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The same departure in every item of a list, said once: `types[*].name` (x222). Paths with
 * indexes become `[*]`; issues with the same kind, path and detail are counted.
 */
export function summarize(issues: readonly ContractIssue[]): string[] {
  const counts = new Map<string, number>();
  for (const issue of issues) {
    const line = `${issue.kind.padEnd(8)} ${issue.path.replace(/\[\d+\]/g, "[*]")}: ${issue.detail.slice(0, 160)}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts].map(([line, count]) => (count > 1 ? `${line} (x${count})` : line));
}

/** `["envs", 0, "target"]` -> `envs[0].target`. */
export function show(path: readonly (string | number)[]): string {
  if (path.length === 0) return "(body)";
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join("");
}
