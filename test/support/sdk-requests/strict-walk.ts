// Checks a wire JSON value against one of the SDK's request models, strictly.
//
// The SDK's request models are zod v3 `$outboundSchema`s: they take the SDK's form and produce the
// wire form. Parsing wire JSON with them would not do: zod objects strip unknown keys silently, and
// some fields are renamed on the way out (`.transform(v => remap$(v, { keyOps: "key_ops" }))`). So
// this walks the schema tree itself: every object key must be a field of the model (under its wire
// name), every required field must be there, every value must have the field's type.
// The messages name fields and types, never values: bodies carry secrets (env values, tokens).

/** The parts of a zod v3 schema the walk reads (zod's `_def`, stable across v3). */
interface ZodV3 {
  readonly _def: {
    readonly typeName: string;
    readonly [key: string]: unknown;
  };
}

export type ProblemKind = "missing-required" | "wrong-type" | "unknown-field";

export interface Problem {
  readonly kind: ProblemKind;
  /** Where in the value, e.g. `body.gitRepository.type`. */
  readonly at: string;
  readonly message: string;
}

export function checkValue(schema: unknown, value: unknown, at: string): Problem[] {
  return walk(schema as ZodV3, value, at);
}

/** The wire name → field schema of an object model, with whether it is required. */
export interface WireField {
  readonly schema: ZodV3;
  readonly required: boolean;
}

export interface WireObject {
  readonly fields: ReadonlyMap<string, WireField>;
  /** Extra keys are allowed (the model spreads `additionalProperties`), checked against this. */
  readonly extra?: ZodV3;
}

/** The wire view of an object model (through lazies, optionals and renaming transforms), if it is one. */
export function wireObject(schema: unknown): WireObject | undefined {
  let current = schema as ZodV3;
  let renames: Renames = { byField: new Map(), open: false };
  for (;;) {
    const def = current._def;
    if (def.typeName === "ZodLazy") current = (def.getter as () => ZodV3)();
    else if (def.typeName === "ZodOptional" || def.typeName === "ZodNullable")
      current = def.innerType as ZodV3;
    else if (def.typeName === "ZodEffects") {
      renames = renamesOf(current);
      current = def.schema as ZodV3;
    } else break;
  }
  if (current._def.typeName !== "ZodObject") return undefined;
  const shape = (current._def.shape as () => Record<string, ZodV3>)();
  const fields = new Map<string, WireField>();
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const wire = renames.byField.has(field) ? renames.byField.get(field) : field;
    if (wire === null || wire === undefined) continue;
    fields.set(wire, { schema: fieldSchema, required: !acceptsUndefined(fieldSchema) });
  }
  const extra = renames.open ? recordValue(shape.additionalProperties) : undefined;
  return { fields, ...(extra ? { extra } : {}) };
}

function walk(schema: ZodV3, value: unknown, at: string): Problem[] {
  const def = schema._def;
  switch (def.typeName) {
    case "ZodLazy":
      return walk((def.getter as () => ZodV3)(), value, at);
    case "ZodOptional":
      return value === undefined ? [] : walk(def.innerType as ZodV3, value, at);
    case "ZodNullable":
      return value === null ? [] : walk(def.innerType as ZodV3, value, at);
    case "ZodDefault":
      return value === undefined ? [] : walk(def.innerType as ZodV3, value, at);
    case "ZodEffects":
      return walkEffects(schema, value, at);
    case "ZodObject":
      return walkObject(schema, value, at);
    case "ZodArray":
      if (!Array.isArray(value)) return [wrongType(at, "an array", value)];
      return value.flatMap((item, index) => walk(def.type as ZodV3, item, `${at}[${index}]`));
    case "ZodRecord":
      if (!isPlainObject(value)) return [wrongType(at, "an object", value)];
      return Object.entries(value).flatMap(([key, item]) =>
        walk(def.valueType as ZodV3, item, `${at}.${key}`),
      );
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      return walkUnion(unionOptions(schema), value, at);
    case "ZodIntersection":
      return [...walk(def.left as ZodV3, value, at), ...walk(def.right as ZodV3, value, at)];
    default:
      return walkLeaf(schema, value, at);
  }
}

function walkLeaf(schema: ZodV3, value: unknown, at: string): Problem[] {
  const def = schema._def;
  switch (def.typeName) {
    case "ZodString":
      return typeof value === "string" ? [] : [wrongType(at, "a string", value)];
    case "ZodNumber":
      return typeof value === "number" ? [] : [wrongType(at, "a number", value)];
    case "ZodBoolean":
      return typeof value === "boolean" ? [] : [wrongType(at, "a boolean", value)];
    case "ZodDate": // sent as an ISO string (the model's transform)
      return typeof value === "string" && !Number.isNaN(Date.parse(value))
        ? []
        : [wrongType(at, "an ISO date string", value)];
    case "ZodLiteral":
      return value === def.value ? [] : [wrongType(at, `the literal ${JSON.stringify(def.value)}`, value)];
    case "ZodEnum":
      return enumProblems(def.values as unknown[], value, at);
    case "ZodNativeEnum":
      return enumProblems(Object.values(def.values as object), value, at);
    case "ZodNull":
      return value === null ? [] : [wrongType(at, "null", value)];
    case "ZodAny":
    case "ZodUnknown":
      return [];
    default:
      return [wrongType(at, `a value the checker cannot read (${def.typeName})`, value)];
  }
}

function walkEffects(schema: ZodV3, value: unknown, at: string): Problem[] {
  const inner = schema._def.schema as ZodV3;
  if (unwrapped(inner)._def.typeName !== "ZodObject") return walk(inner, value, at);
  return walkWireObject(wireObject(schema)!, value, at);
}

function walkObject(schema: ZodV3, value: unknown, at: string): Problem[] {
  return walkWireObject(wireObject(schema)!, value, at);
}

function walkWireObject(object: WireObject, value: unknown, at: string): Problem[] {
  if (!isPlainObject(value)) return [wrongType(at, "an object", value)];
  const problems: Problem[] = [];
  for (const [wire, field] of object.fields) {
    if (field.required && value[wire] === undefined) {
      problems.push({
        kind: "missing-required",
        at: `${at}.${wire}`,
        message: "required by the model, not sent",
      });
    }
  }
  for (const [key, item] of Object.entries(value)) {
    const field = object.fields.get(key);
    if (field) problems.push(...walk(field.schema, item, `${at}.${key}`));
    else if (object.extra) problems.push(...walk(object.extra, item, `${at}.${key}`));
    else problems.push({ kind: "unknown-field", at: `${at}.${key}`, message: "not a field of the model" });
  }
  return problems;
}

/** A value fits a union when one member takes it whole; otherwise the closest member's problems. */
function walkUnion(options: readonly ZodV3[], value: unknown, at: string): Problem[] {
  let closest: Problem[] | undefined;
  for (const option of options) {
    const problems = walk(option, value, at);
    if (problems.length === 0) return [];
    if (!closest || problems.length < closest.length) closest = problems;
  }
  return (closest ?? []).map((problem) => ({
    ...problem,
    message: `${problem.message} (no member of the union fits; the closest says so)`,
  }));
}

function unionOptions(schema: ZodV3): ZodV3[] {
  const options = schema._def.options;
  return options instanceof Map ? [...(options.values() as Iterable<ZodV3>)] : (options as ZodV3[]);
}

function enumProblems(values: readonly unknown[], value: unknown, at: string): Problem[] {
  if (values.includes(value)) return [];
  const listed = values.slice(0, 8).map((v) => JSON.stringify(v));
  const allowed = values.length > 8 ? `${listed.join(", ")}, … (${values.length} in all)` : listed.join(", ");
  // Enum members are short names, not secrets: a value is shown only when it looks like one.
  const shown =
    typeof value === "string" && /^[\w.-]{1,32}$/.test(value) ? `"${value}"` : describeType(value);
  return [{ kind: "wrong-type", at, message: `${shown} is not one of ${allowed}` }];
}

interface Renames {
  /** Model field → wire name; null when the transform drops it. */
  readonly byField: ReadonlyMap<string, string | null>;
  /** The transform spreads `additionalProperties` into the object: extra keys are allowed. */
  readonly open: boolean;
}

const renameCache = new WeakMap<ZodV3, Renames>();

/**
 * The renaming an object's `.transform(v => remap$(v, {...}))` does, learnt by running it once on a
 * probe object whose every field holds a marker: where each marker lands is the field's wire name.
 */
function renamesOf(effects: ZodV3): Renames {
  const cached = renameCache.get(effects);
  if (cached) return cached;
  const def = effects._def;
  const effect = def.effect as { type: string; transform?: (value: unknown, ctx: unknown) => unknown };
  const shape = objectShape(def.schema as ZodV3);
  let renames: Renames = { byField: new Map(), open: false };
  if (effect.type === "transform" && effect.transform && shape) {
    const markers = new Map<object, string>();
    const probe: Record<string, unknown> = {};
    for (const field of Object.keys(shape)) {
      const marker = field === "additionalProperties" ? {} : { field };
      markers.set(marker, field);
      probe[field] = marker;
    }
    const output = effect.transform(probe, { addIssue: () => undefined, path: [] }) as Record<
      string,
      unknown
    >;
    const byField = new Map<string, string | null>([...markers.values()].map((field) => [field, null]));
    for (const [wire, item] of Object.entries(output)) {
      const field = typeof item === "object" && item !== null ? markers.get(item) : undefined;
      if (field !== undefined) byField.set(field, wire);
    }
    const open = "additionalProperties" in shape && byField.get("additionalProperties") === null;
    renames = { byField, open };
  }
  renameCache.set(effects, renames);
  return renames;
}

function objectShape(schema: ZodV3): Record<string, ZodV3> | undefined {
  const object = unwrapped(schema);
  return object._def.typeName === "ZodObject"
    ? (object._def.shape as () => Record<string, ZodV3>)()
    : undefined;
}

function unwrapped(schema: ZodV3): ZodV3 {
  let current = schema;
  while (current._def.typeName === "ZodLazy") current = (current._def.getter as () => ZodV3)();
  return current;
}

function recordValue(schema: ZodV3 | undefined): ZodV3 | undefined {
  let current = schema;
  while (current && ["ZodLazy", "ZodOptional", "ZodNullable"].includes(current._def.typeName)) {
    const def = current._def;
    current = (def.typeName === "ZodLazy" ? (def.getter as () => ZodV3)() : def.innerType) as ZodV3;
  }
  return current?._def.typeName === "ZodRecord" ? (current._def.valueType as ZodV3) : current;
}

export function acceptsUndefined(schema: ZodV3): boolean {
  const { typeName } = schema._def;
  if (typeName === "ZodOptional" || typeName === "ZodDefault" || typeName === "ZodAny") return true;
  if (typeName === "ZodUnknown" || typeName === "ZodUndefined") return true;
  if (typeName === "ZodLazy") return acceptsUndefined((schema._def.getter as () => ZodV3)());
  if (typeName === "ZodNullable") return acceptsUndefined(schema._def.innerType as ZodV3);
  if (typeName === "ZodEffects") return acceptsUndefined(schema._def.schema as ZodV3);
  return false;
}

function wrongType(at: string, expected: string, value: unknown): Problem {
  return { kind: "wrong-type", at, message: `expected ${expected}, got ${describeType(value)}` };
}

export function describeType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
