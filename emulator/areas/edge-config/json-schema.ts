// The JSON Schema subset an Edge Config store's schema is enforced with: the keywords a schema of
// config values uses (types, properties, required, additionalProperties, items, enum, const,
// bounds of strings, numbers, arrays and objects, pattern, allOf/anyOf/oneOf/not), plus the
// annotations that change nothing ($schema, title, description, default, examples, ...).
//
// Why by hand, not ajv: the emulator ships in the package (dist/emulator), whose runtime
// dependencies are undici, zod and deep-diff only; the `ajv` in node_modules is ESLint's private
// v6 (draft-07, a transitive dev dependency), which a user's install would not have. Adding a
// runtime dependency for the emulator alone is a decision for the whole package; until then this
// subset refuses any keyword it does not enforce (a 400 naming it) rather than ignore it, so a
// store never holds an item its schema would forbid.
import { isDeepStrictEqual } from "node:util";

type Schema = Record<string, unknown> | boolean;

export interface SchemaViolation {
  /** Where in the validated value, as a JSON pointer: "" for the root, "/greeting/0". */
  readonly pointer: string;
  /** The rule, e.g. `must be string (type)`. */
  readonly rule: string;
}

const ANNOTATIONS = new Set([
  "$schema",
  "$id",
  "$comment",
  "title",
  "description",
  "default",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
]);

/** Each enforced keyword: the violations of `value` under this keyword's argument. */
type Check = (
  argument: unknown,
  value: unknown,
  pointer: string,
  schema: Record<string, unknown>,
) => string[] | SchemaViolation[];

const TYPES = ["null", "boolean", "object", "array", "number", "integer", "string"] as const;

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function hasType(value: unknown, type: unknown): boolean {
  if (type === "integer") return Number.isInteger(value);
  if (type === "number") return typeof value === "number";
  return typeOf(value) === type;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const child = (pointer: string, key: string | number) =>
  `${pointer}/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`;

/** Rules that look at one value and fail with one message. */
function rule(
  applies: (value: unknown) => boolean,
  fails: (argument: never, value: never) => string | undefined,
): Check {
  return (argument, value) => {
    if (!applies(value)) return [];
    const message = fails(argument as never, value as never);
    return message === undefined ? [] : [message];
  };
}

const isString = (v: unknown) => typeof v === "string";
const isNumber = (v: unknown) => typeof v === "number";
const isArray = (v: unknown) => Array.isArray(v);
const length = (s: string) => [...s].length;

const CHECKS: Record<string, Check> = {
  type: rule(
    () => true,
    (type: string | string[], value: unknown) => {
      const types = Array.isArray(type) ? type : [type];
      return types.some((t) => hasType(value, t)) ? undefined : `must be ${types.join(" or ")} (type)`;
    },
  ),
  enum: rule(
    () => true,
    (options: unknown[], value: unknown) =>
      options.some((option) => isDeepStrictEqual(option, value))
        ? undefined
        : `must be one of ${options.map((o) => JSON.stringify(o)).join(", ")} (enum)`,
  ),
  const: rule(
    () => true,
    (expected: unknown, value: unknown) =>
      isDeepStrictEqual(expected, value) ? undefined : `must be ${JSON.stringify(expected)} (const)`,
  ),
  minLength: rule(isString, (n: number, s: string) =>
    length(s) >= n ? undefined : `must be at least ${n} characters (minLength)`,
  ),
  maxLength: rule(isString, (n: number, s: string) =>
    length(s) <= n ? undefined : `must be at most ${n} characters (maxLength)`,
  ),
  pattern: rule(isString, (pattern: string, s: string) =>
    new RegExp(pattern, "u").test(s) ? undefined : `must match ${pattern} (pattern)`,
  ),
  minimum: rule(isNumber, (n: number, v: number) => (v >= n ? undefined : `must be >= ${n} (minimum)`)),
  maximum: rule(isNumber, (n: number, v: number) => (v <= n ? undefined : `must be <= ${n} (maximum)`)),
  exclusiveMinimum: rule(isNumber, (n: number, v: number) =>
    v > n ? undefined : `must be > ${n} (exclusiveMinimum)`,
  ),
  exclusiveMaximum: rule(isNumber, (n: number, v: number) =>
    v < n ? undefined : `must be < ${n} (exclusiveMaximum)`,
  ),
  multipleOf: rule(isNumber, (n: number, v: number) =>
    Number.isInteger(v / n) ? undefined : `must be a multiple of ${n} (multipleOf)`,
  ),
  minItems: rule(isArray, (n: number, a: unknown[]) =>
    a.length >= n ? undefined : `must have at least ${n} items (minItems)`,
  ),
  maxItems: rule(isArray, (n: number, a: unknown[]) =>
    a.length <= n ? undefined : `must have at most ${n} items (maxItems)`,
  ),
  uniqueItems: rule(isArray, (unique: boolean, a: unknown[]) =>
    !unique || a.every((x, i) => a.findIndex((y) => isDeepStrictEqual(x, y)) === i)
      ? undefined
      : "must not hold the same item twice (uniqueItems)",
  ),
  minProperties: rule(isObject, (n: number, o: Record<string, unknown>) =>
    Object.keys(o).length >= n ? undefined : `must have at least ${n} properties (minProperties)`,
  ),
  maxProperties: rule(isObject, (n: number, o: Record<string, unknown>) =>
    Object.keys(o).length <= n ? undefined : `must have at most ${n} properties (maxProperties)`,
  ),
  required: (names, value, pointer) =>
    isObject(value)
      ? (names as string[])
          .filter((name) => !(name in value))
          .map((name) => ({ pointer: child(pointer, name), rule: "is required (required)" }))
      : [],
  properties: (properties, value, pointer) =>
    isObject(value)
      ? Object.entries(properties as Record<string, Schema>).flatMap(([name, schema]) =>
          name in value ? violations(schema, value[name], child(pointer, name)) : [],
        )
      : [],
  additionalProperties: (schema, value, pointer, parent) => {
    if (!isObject(value)) return [];
    const declared = isObject(parent.properties) ? parent.properties : {};
    return Object.keys(value)
      .filter((name) => !(name in declared))
      .flatMap((name) =>
        schema === false
          ? [{ pointer: child(pointer, name), rule: "is not allowed (additionalProperties)" }]
          : violations(schema as Schema, value[name], child(pointer, name)),
      );
  },
  items: (schema, value, pointer) =>
    Array.isArray(value)
      ? value.flatMap((item, i) => violations(schema as Schema, item, child(pointer, i)))
      : [],
  allOf: (schemas, value, pointer) => (schemas as Schema[]).flatMap((s) => violations(s, value, pointer)),
  anyOf: rule(
    () => true,
    (schemas: Schema[], value: unknown) =>
      schemas.some((s) => violations(s, value, "").length === 0)
        ? undefined
        : "must match a schema of anyOf (anyOf)",
  ),
  oneOf: rule(
    () => true,
    (schemas: Schema[], value: unknown) =>
      schemas.filter((s) => violations(s, value, "").length === 0).length === 1
        ? undefined
        : "must match exactly one schema of oneOf (oneOf)",
  ),
  not: rule(
    () => true,
    (schema: Schema, value: unknown) =>
      violations(schema, value, "").length > 0 ? undefined : "must not match the schema of not (not)",
  ),
};

/** Every way `value` breaks `schema`; empty when it matches. */
export function violations(schema: Schema, value: unknown, pointer = ""): SchemaViolation[] {
  if (schema === true) return [];
  if (schema === false) return [{ pointer, rule: "is not allowed (false schema)" }];
  return Object.entries(schema).flatMap(([keyword, argument]) => {
    const check = CHECKS[keyword];
    if (!check) return [];
    return check(argument, value, pointer, schema).map((v) =>
      typeof v === "string" ? { pointer, rule: v } : v,
    );
  });
}

/** Arguments each keyword needs, so a malformed schema is refused when set, not when items are written. */
const SUBSCHEMA = new Set(["properties", "additionalProperties", "items", "allOf", "anyOf", "oneOf", "not"]);

const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
/** The argument each non-schema keyword takes, so a malformed one is refused when the schema is set. */
const ARGUMENT_RULES: Record<string, { test: (argument: unknown) => boolean; rule: string }> = {
  ...Object.fromEntries(
    ["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"].map((k) => [
      k,
      { test: isCount, rule: "must be a non-negative integer" },
    ]),
  ),
  ...Object.fromEntries(
    ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"].map((k) => [
      k,
      { test: (v: unknown) => typeof v === "number", rule: "must be a number" },
    ]),
  ),
  multipleOf: { test: (v) => typeof v === "number" && v > 0, rule: "must be a number above 0" },
  enum: { test: (v) => Array.isArray(v) && v.length > 0, rule: "must be a non-empty list" },
  required: { test: (v) => Array.isArray(v) && v.every(isString), rule: "must be a list of property names" },
  uniqueItems: { test: (v) => typeof v === "boolean", rule: "must be true or false" },
};

/**
 * What is wrong with a definition: keywords this subset does not enforce, and malformed
 * arguments. Empty when the emulator can enforce it exactly.
 */
export function definitionProblems(schema: unknown, path = "definition"): string[] {
  if (typeof schema === "boolean") return [];
  if (!isObject(schema)) return [`${path} must be an object or a boolean`];
  return Object.entries(schema).flatMap(([keyword, argument]): string[] => {
    const at = `${path}.${keyword}`;
    if (ANNOTATIONS.has(keyword)) return [];
    if (!(keyword in CHECKS)) return [`${at}: the keyword "${keyword}" is not supported`];
    if (keyword === "type") {
      const types = Array.isArray(argument) ? argument : [argument];
      return types.every((t) => (TYPES as readonly unknown[]).includes(t))
        ? []
        : [`${at} must be one of ${TYPES.join(", ")} or a list of them`];
    }
    if (keyword === "pattern") {
      try {
        new RegExp(argument as string, "u");
        return [];
      } catch {
        return [`${at} must be a valid regular expression`];
      }
    }
    const argumentRule = ARGUMENT_RULES[keyword];
    if (argumentRule) return argumentRule.test(argument) ? [] : [`${at} ${argumentRule.rule}`];
    if (!SUBSCHEMA.has(keyword)) return [];
    if (keyword === "properties") {
      return isObject(argument)
        ? Object.entries(argument).flatMap(([name, s]) => definitionProblems(s, `${at}.${name}`))
        : [`${at} must be an object`];
    }
    if (Array.isArray(argument)) return argument.flatMap((s, i) => definitionProblems(s, `${at}[${i}]`));
    return definitionProblems(argument, at);
  });
}
