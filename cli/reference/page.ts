// One reference page, in Markdown, for a resource or a lookup function: what it is, a compiled
// example, each argument (type, required, default, secret, replaced on change, the rule `check`
// enforces, its description), the outputs, the nested types, and for a resource its import id and
// the natural key `adopt` uses. Everything comes from the definition and the native schema built
// from it (descriptions included), so the page cannot say what the code does not do.
import type { AnyResourceDefinition } from "../../provider/families/kit/definition";
import {
  declaredSecretResults,
  type AnyFunctionDefinition,
} from "../../provider/families/kit/function-definition";
import { CommonInputs } from "../../provider/operations/common-inputs";
import { toJson, type PropertySpec } from "../../provider/native/schema";
import { NATIVE_TYPE_PREFIX } from "../../provider/native/type-token";
import type { FieldSemantics } from "../../provider/reconcile/fields";
import { elementOf, rulesOf, unwrap, type JsonSchema } from "./rules";

interface ObjectTypeSpec {
  type: "object";
  properties: Record<string, PropertySpec>;
  required?: string[];
}
interface EnumTypeSpec {
  type: string;
  enum: Array<{ name: string; value: unknown }>;
}
export type TypeSpecs = Readonly<Record<string, ObjectTypeSpec | EnumTypeSpec>>;

/** What one page is written from. */
export interface PageContext {
  readonly types: TypeSpecs;
  /** The family folder the resource or function belongs to. */
  readonly family: string;
  /** The program in examples/reference/<Name>.ts, when there is one. */
  readonly example?: string | undefined;
}

export interface ResourceSchema {
  inputProperties: Record<string, PropertySpec>;
  requiredInputs: string[];
  properties: Record<string, PropertySpec>;
}

export interface FunctionSchema {
  inputs: ObjectTypeSpec;
  outputs: ObjectTypeSpec;
}

const ENUM_VALUES_INLINE = 12;

/** The first sentence of a description, for index tables. */
export function firstSentence(text: string | undefined): string {
  const paragraph = (text ?? "").split("\n\n")[0]!.replace(/\s+/g, " ").trim();
  const end = paragraph.search(/\.(\s|$)/);
  return end < 0 ? paragraph : paragraph.slice(0, end + 1);
}

/** The definition's own description, without the import section the schema appends. */
function resourceDescription(definition: AnyResourceDefinition): string {
  return definition.description ?? `A ${definition.name}.`;
}

export function resourcePage(
  definition: AnyResourceDefinition,
  schema: ResourceSchema,
  context: PageContext,
): string {
  const writer = new TypeWriter(context.types);
  const json = toJson(definition.inputs.extend(CommonInputs.shape), "input");
  const inputKeys = new Set(Object.keys(schema.inputProperties));
  const aliasesOf = (key: string) =>
    Object.entries(definition.aliases ?? {})
      .filter(([, own]) => own === key)
      .map(([alias]) => alias);
  const arguments_ = Object.entries(schema.inputProperties).map(([key, spec]) =>
    writer.entry(key, spec, {
      path: key,
      json: json.properties?.[key],
      required: schema.requiredInputs.includes(key),
      fields: definition.fields,
      notes: [
        ...(definition.autoName?.field === key
          ? [`Named \`<resource name>-<7 hex>\` by the provider when omitted, and kept once made.`]
          : []),
        ...aliasesOf(key).map((alias) => `Also accepted as \`${alias}\` (@pulumiverse/vercel's name).`),
      ],
    }),
  );
  const outputsOnly = Object.entries(schema.properties)
    .filter(([key]) => !inputKeys.has(key))
    .map(([key, spec]) => writer.entry(key, spec, { path: key, output: true }));
  const segments = definition.importId.segments;
  const facts: Array<[string, string]> = [
    ["Family", `\`${context.family}\``],
    ["Native type", `\`${NATIVE_TYPE_PREFIX}${definition.name}\``],
    ["Import id", `\`[team/]${segments.join("/")}\``],
    ["Adopted by", `its \`${definition.adopt.key}\` (with \`adopt: true\`)`],
    [
      "On replacement",
      definition.deleteBeforeReplace
        ? "the old object is deleted first (its natural key cannot be held twice)"
        : "the new object is created first",
    ],
    ...teamOnlyFact(definition.teamOnly),
  ];
  return [
    ...pageHead(definition.name, resourceDescription(definition), facts, context.example, arguments_),
    "## Outputs",
    "",
    "Every argument is an output too, with the platform's value. Besides them:",
    "",
    ...outputsOnly,
    "",
    ...writer.typesSection(),
    "## Import",
    "",
    "Through the native provider (`vercel-pulumi/native`, Pulumi YAML and other languages); the team",
    "defaults to `vercel:team`:",
    "",
    "```sh",
    `pulumi import ${NATIVE_TYPE_PREFIX}${definition.name} my${definition.name} team_abc123/${segments
      .map((segment) => `<${segment}>`)
      .join("/")}`,
    "```",
    "",
    `A dynamic resource (\`vercel-pulumi\`) takes the object over with \`adopt: true\` instead.`,
    "",
  ].join("\n");
}

export function functionPage(
  definition: AnyFunctionDefinition,
  schema: FunctionSchema,
  context: PageContext,
): string {
  const writer = new TypeWriter(context.types);
  const json = toJson(definition.args.extend({ teamId: CommonInputs.shape.teamId }), "input");
  const required = new Set(schema.inputs.required ?? []);
  const secretResults = new Set(declaredSecretResults(definition));
  const arguments_ = Object.entries(schema.inputs.properties).map(([key, spec]) =>
    writer.entry(key, spec, { path: key, json: json.properties?.[key], required: required.has(key) }),
  );
  const results = Object.entries(schema.outputs.properties).map(([key, spec]) =>
    writer.entry(
      key,
      { ...spec, ...(secretResults.has(key) ? { secret: true } : {}) },
      { path: key, output: true },
    ),
  );
  const facts: Array<[string, string]> = [
    ["Family", `\`${context.family}\``],
    [
      "Forms",
      `\`${definition.name}(args)\` returns a Promise; \`${definition.name}Output(args)\` takes and returns Outputs`,
    ],
    ["Native function", `\`${NATIVE_TYPE_PREFIX}${definition.name}\``],
    ...teamOnlyFact(definition.teamOnly),
  ];
  return [
    ...pageHead(definition.name, definition.description, facts, context.example, arguments_),
    "## Result",
    "",
    "Fields marked secret are secret in the Output form; every field is when an argument was.",
    "",
    ...results,
    "",
    ...writer.typesSection(),
  ].join("\n");
}

function teamOnlyFact(teamOnly: boolean | undefined): Array<[string, string]> {
  return teamOnly ? [["Owner", "a team only: set `vercel:team` or `teamId`"]] : [];
}

/** The title, what it is, its facts as a table, the example and the arguments. */
function pageHead(
  name: string,
  description: string,
  facts: ReadonlyArray<readonly [string, string]>,
  example: string | undefined,
  arguments_: readonly string[],
): string[] {
  return [
    `# ${name}`,
    "",
    description,
    "",
    "| | |",
    "| --- | --- |",
    ...facts.map(([fact, value]) => `| ${fact} | ${value} |`),
    "",
    ...exampleSection(example),
    "## Arguments",
    "",
    ...arguments_,
    "",
  ];
}

function exampleSection(example: string | undefined): string[] {
  if (example === undefined) return [];
  return ["## Example", "", "```ts", example.trimEnd(), "```", ""];
}

interface EntryOptions {
  /** The field path for the definition's semantics: `gitRepository.repo`, `rules[].action`. */
  path: string;
  json?: JsonSchema | undefined;
  required?: boolean;
  output?: boolean;
  fields?: Readonly<Record<string, FieldSemantics>> | undefined;
  notes?: readonly string[];
}

/** Renders properties, and the named types they use, once each, in the order met. */
class TypeWriter {
  private readonly pending: Array<{
    token: string;
    path: string;
    json: JsonSchema | undefined;
    fields?: Readonly<Record<string, FieldSemantics>> | undefined;
    output: boolean;
  }> = [];
  private readonly seen = new Set<string>();

  constructor(private readonly types: TypeSpecs) {}

  entry(key: string, spec: PropertySpec, options: EntryOptions): string {
    const semantics = options.fields?.[options.path];
    const facts = [
      this.typeText(spec, options),
      ...(options.output ? [] : [options.required ? "required" : "optional"]),
      ...(spec.secret ? ["secret"] : []),
    ];
    const notes = [
      ...(hasDefault(semantics) ? [`Default: \`${JSON.stringify(semantics!.default)}\`.`] : []),
      ...(semantics?.computed ? ["Omitted: the platform's value is kept."] : []),
      ...(semantics?.unordered ? ["Order does not matter."] : []),
      ...(semantics?.writeOnly ? ["Never read back from the platform: drift on it cannot show."] : []),
      ...(semantics?.replaceOnChange ? ["Changing it replaces the object."] : []),
      ...(options.output ? [] : ruleNote(options.json)),
      ...(options.notes ?? []),
    ];
    const description = spec.description?.replace(/\s*\n\s*/g, " ") ?? "";
    return [`- **\`${key}\`** (${facts.join(", ")}): ${description}`, ...notes].join(" ").trimEnd();
  }

  private typeText(spec: PropertySpec, options: EntryOptions): string {
    if (spec.$ref !== undefined) return this.refText(spec.$ref, options);
    if (spec.oneOf) return spec.oneOf.map((variant) => this.typeText(variant, options)).join(" or ");
    if (spec.type === "array") {
      const items = spec.items ?? {};
      return `list of ${this.typeText(items, { ...options, path: `${options.path}[]`, json: elementOf(options.json) })}`;
    }
    if (spec.type === "object") {
      const values = spec.additionalProperties ?? {};
      return `map of ${this.typeText(values, { ...options, path: `${options.path}.*`, json: elementOf(options.json) })}`;
    }
    return spec.type ?? "any";
  }

  private refText(ref: string, options: EntryOptions): string {
    if (ref === "pulumi.json#/Any") return "any";
    const token = ref.replace("#/types/", "");
    const type = this.types[token];
    if (type && "enum" in type) {
      const values = type.enum.map((entry) => `\`${JSON.stringify(entry.value)}\``);
      return values.length <= ENUM_VALUES_INLINE
        ? `one of ${values.join(", ")}`
        : `one of ${values.length} values: ${values.join(", ")}`;
    }
    const name = token.slice(NATIVE_TYPE_PREFIX.length);
    if (!this.seen.has(token)) {
      this.seen.add(token);
      this.pending.push({
        token,
        path: options.path,
        json: unwrap(options.json),
        fields: options.fields,
        output: options.output ?? false,
      });
    }
    return `[${name}](#${name.toLowerCase()})`;
  }

  /** The named object types met so far, and those they use, each as a section. */
  typesSection(): string[] {
    if (this.pending.length === 0) return [];
    const lines = ["## Types", ""];
    for (let next = this.pending.shift(); next; next = this.pending.shift()) {
      const type = this.types[next.token] as ObjectTypeSpec;
      const required = new Set(type.required ?? []);
      const name = next.token.slice(NATIVE_TYPE_PREFIX.length);
      lines.push(`### ${name}`, "");
      for (const [key, spec] of Object.entries(type.properties)) {
        const { path, json, fields, output } = next;
        lines.push(
          this.entry(key, spec, {
            path: `${path}.${key}`,
            json: json?.properties?.[key],
            required: required.has(key),
            output,
            fields,
          }),
        );
      }
      lines.push("");
    }
    return lines;
  }
}

/** A default worth showing: an empty object only says its parts have defaults of their own. */
function hasDefault(semantics: FieldSemantics | undefined): boolean {
  const value = semantics?.default;
  if (value === undefined) return false;
  return !(typeof value === "object" && value !== null && Object.keys(value).length === 0);
}

function ruleNote(json: JsonSchema | undefined): string[] {
  const rules = rulesOf(json);
  return rules.length === 0 ? [] : [`Rule: ${rules.join(", ")}.`];
}
