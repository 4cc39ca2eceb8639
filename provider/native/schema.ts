// GetSchema: the Pulumi package schema of `vercel`, built from the definitions alone. Each
// resource's zod inputs and outputs go through z.toJSONSchema, then become Pulumi property specs:
// nested objects become named types, string enums become enum types, secrets are marked from the
// fields' `secret` semantics and the definition's secretOutputs, and each description says how to
// import the resource. Each lookup function's zod args and result become its inputs and outputs
// the same way, its named types prefixed with the function's name (`vercel:index:getProject...`)
// so they never meet a resource's. No resource or function has schema code of its own.
import { z } from "zod";
import type { AnyFunctionDefinition } from "../families/kit/function-definition";
import { functionDefinitions } from "../families/registry";
import { CommonInputs } from "../operations/common-inputs";
import type { AnyResourceDefinition } from "../families/kit/definition";
import { definitions } from "../families/registry";
import { declaredSecretResults } from "../families/kit/function-definition";
import { declaredSecretKeys } from "./resource-service";
import { NATIVE_TYPE_PREFIX } from "./type-token";
import { PACKAGE } from "./config";

export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
};

export interface PropertySpec {
  type?: string;
  $ref?: string;
  items?: PropertySpec;
  additionalProperties?: PropertySpec;
  oneOf?: PropertySpec[];
  description?: string;
  secret?: boolean;
}

interface ObjectTypeSpec {
  type: "object";
  description?: string;
  properties: Record<string, PropertySpec>;
  required?: string[];
}

interface EnumTypeSpec {
  type: string;
  enum: Array<{ name: string; value: unknown }>;
}

type TypeSpec = ObjectTypeSpec | EnumTypeSpec;

const ANY: PropertySpec = { $ref: "pulumi.json#/Any" };

/** The owner outputs every resource has; a function's result has `teamId` alone. */
const OWNER_OUTPUTS = {
  ownerId: z.string().describe("The team id, or the user id for a personal account, owning the object."),
  teamId: z.string().optional().describe("The team owning the object (absent for a personal account)."),
};

/** Every function's `teamId` argument, validated by runFunction as the resources validate theirs. */
const TEAM_ARGUMENT = {
  teamId: CommonInputs.shape.teamId.describe("The team (id or slug) to look in; `vercel:team` when unset."),
};

const CONFIG_VARIABLES: Record<string, PropertySpec> = {
  apiToken: {
    type: "string",
    secret: true,
    description:
      "The API token (falls back to VERCEL_API_TOKEN). Set it with `pulumi config set --secret vercel:apiToken`.",
  },
  team: {
    type: "string",
    description:
      "Team id (`team_...`) or slug owning new objects (falls back to VERCEL_TEAM); when unset, the token's default team for an account that is a team (every account of today), else its personal account.",
  },
  apiUrl: {
    type: "string",
    description: "The API's base URL (falls back to VERCEL_API_URL, default https://api.vercel.com).",
  },
  blobApiUrl: {
    type: "string",
    description:
      "The Blob data plane's base URL, where BlobObject uploads (falls back to VERCEL_BLOB_API_URL; default https://vercel.com/api/blob for the platform's API; the emulator prints its own).",
  },
};

export function packageSchema(version: string): Record<string, unknown> {
  const types: Record<string, TypeSpec> = {};
  // Each resource's descriptions by path, for a lookup that answers with its outputs.
  const described = new Map<string, ReadonlyMap<string, string>>();
  const resources = Object.fromEntries(
    definitions.map((definition) => [
      NATIVE_TYPE_PREFIX + definition.name,
      resourceSpec(definition, types, described),
    ]),
  );
  const functions = Object.fromEntries(
    functionDefinitions.map((definition) => [
      NATIVE_TYPE_PREFIX + definition.name,
      functionSpec(definition, types, described.get(definition.subject)),
    ]),
  );
  return {
    name: PACKAGE,
    displayName: "Vercel (vercel-pulumi)",
    version,
    description:
      "Resources of a Vercel-style hosting platform, served by the vercel-pulumi native provider plugin.",
    keywords: ["pulumi", "vercel", "category/infrastructure"],
    license: "Apache-2.0",
    config: { variables: CONFIG_VARIABLES },
    provider: {
      description: "The vercel-pulumi native provider.",
      inputProperties: CONFIG_VARIABLES,
      properties: CONFIG_VARIABLES,
    },
    resources,
    functions,
    types,
  };
}

function resourceSpec(
  definition: AnyResourceDefinition,
  types: Record<string, TypeSpec>,
  described: Map<string, ReadonlyMap<string, string>>,
) {
  const secretTopLevel = new Set(declaredSecretKeys(definition as never));
  const secretPaths = new Set([
    ...Object.entries(definition.fields)
      .filter(([, semantics]) => semantics.secret)
      .map(([path]) => path),
    ...definition.secretOutputs,
  ]);
  const inputs = toJson(definition.inputs.extend(CommonInputs.shape), "input");
  const outputs = toJson(definition.outputs.extend(OWNER_OUTPUTS), "output");
  const inputConverter = new Converter(definition.name, "input", secretPaths, new Set(), types);
  const inputProperties = inputConverter.properties(inputs, "");
  // An output that echoes an input is described once, at the input.
  const outputConverter = new Converter(
    definition.name,
    "output",
    secretPaths,
    secretTopLevel,
    types,
    inputConverter.described,
  );
  const properties = outputConverter.properties(outputs, "");
  described.set(definition.name, outputConverter.described);
  // A secret input is stored as a secret output too: the outputs echo the inputs.
  for (const key of secretTopLevel) {
    const input = inputProperties[key];
    if (input) input.secret = true;
  }
  return {
    description: describeResource(definition),
    inputProperties,
    // The provider names an auto-named argument the program leaves out (operations/auto-name.ts).
    requiredInputs: (inputs.required ?? []).filter((key) => key !== definition.autoName?.field),
    properties,
    required: outputs.required ?? [],
  };
}

/**
 * A function's inputs and outputs as object types (properties and required). Secret: arguments
 * that are credentials, and the results the plugin always wraps as secrets (function-service.ts).
 * A result field without a description of its own takes the one its subject resource's output has
 * at the same path (`getProject`'s `buildCommand` is the Project's).
 */
function functionSpec(
  definition: AnyFunctionDefinition,
  types: Record<string, TypeSpec>,
  subjectDescriptions: ReadonlyMap<string, string> = new Map(),
) {
  const objectType = (schema: JsonSchema, side: "input" | "output", secret: Iterable<string>) => {
    const fallback = side === "output" ? subjectDescriptions : new Map<string, string>();
    const converter = new Converter(definition.name, side, new Set(), new Set(secret), types, fallback);
    const spec: ObjectTypeSpec = {
      type: "object",
      properties: converter.properties(schema, ""),
      required: schema.required ?? [],
    };
    return spec;
  };
  return {
    description: definition.description,
    inputs: objectType(
      toJson(definition.args.extend(TEAM_ARGUMENT), "input"),
      "input",
      definition.secretArgs ?? [],
    ),
    outputs: objectType(
      toJson(definition.result.extend({ teamId: OWNER_OUTPUTS.teamId }), "output"),
      "output",
      declaredSecretResults(definition),
    ),
  };
}

function describeResource(definition: AnyResourceDefinition): string {
  const format = `[team/]${definition.importId.segments.join("/")}`;
  const example = ["team_abc123", ...definition.importId.segments.map((segment) => `<${segment}>`)].join("/");
  return [
    definition.description ?? `A ${definition.name}.`,
    "",
    "## Import",
    "",
    `The import id has the Terraform provider's form \`${format}\`; the team defaults to \`vercel:team\`.`,
    "",
    "```sh",
    `pulumi import ${NATIVE_TYPE_PREFIX}${definition.name} my${definition.name} ${example}`,
    "```",
  ].join("\n");
}

/** A zod schema as JSON Schema, as the schema and the reference pages read it. */
export function toJson(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
}

/**
 * Walks one JSON schema, registering named types as it meets nested objects and enums. A property
 * without a description of its own takes the one `fallback` has at its path (an output's, the
 * input's it echoes), and every description met is kept by path in `described`.
 */
class Converter {
  readonly described = new Map<string, string>();

  constructor(
    private readonly resource: string,
    private readonly side: "input" | "output",
    private readonly secretPaths: ReadonlySet<string>,
    private readonly secretTopLevel: ReadonlySet<string>,
    private readonly types: Record<string, TypeSpec>,
    private readonly fallback: ReadonlyMap<string, string> = new Map(),
  ) {}

  properties(schema: JsonSchema, path: string): Record<string, PropertySpec> {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, property]) => {
        const at = path === "" ? key : `${path}.${key}`;
        const spec = this.property(property, at);
        if (this.secretPaths.has(at) || (path === "" && this.secretTopLevel.has(key))) spec.secret = true;
        return [key, spec];
      }),
    );
  }

  property(schema: JsonSchema, path: string): PropertySpec {
    const spec = this.shape(schema, path);
    const description = schema.description ?? this.fallback.get(path);
    if (description === undefined) return spec;
    this.described.set(path, description);
    return { ...spec, description };
  }

  private shape(schema: JsonSchema, path: string): PropertySpec {
    const variants = (schema.anyOf ?? schema.oneOf)?.filter((variant) => variant.type !== "null");
    if (variants) {
      if (variants.length === 1 && variants[0]) return this.property(variants[0], path);
      const values = variants.flatMap((variant) => literalValues(variant) ?? [Symbol.for("mixed")]);
      if (values.every((value) => typeof value === "string")) return this.enumType(values as string[], path);
      return { oneOf: variants.map((variant, index) => this.property(variant, `${path}#${index + 1}`)) };
    }
    const literals = literalValues(schema);
    if (literals && literals.every((value) => typeof value === "string"))
      return this.enumType(literals as string[], path);
    switch (Array.isArray(schema.type) ? undefined : schema.type) {
      case "string":
      case "integer":
      case "number":
      case "boolean":
        return { type: schema.type as string };
      case "array": {
        const items = Array.isArray(schema.items) || schema.items === undefined ? undefined : schema.items;
        return { type: "array", items: items ? this.property(items, `${path}[]`) : ANY };
      }
      case "object":
        return this.objectShape(schema, path);
      default:
        return ANY;
    }
  }

  private objectShape(schema: JsonSchema, path: string): PropertySpec {
    if (schema.properties && Object.keys(schema.properties).length > 0) {
      const spec: ObjectTypeSpec = {
        type: "object",
        properties: this.properties(schema, path),
        ...(schema.required?.length ? { required: schema.required } : {}),
        ...(schema.description ? { description: schema.description } : {}),
      };
      return { $ref: `#/types/${this.register(path, spec)}` };
    }
    const values = typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined;
    return { type: "object", additionalProperties: values ? this.property(values, `${path}.*`) : ANY };
  }

  private enumType(values: readonly string[], path: string): PropertySpec {
    const names = new Set<string>();
    const spec: EnumTypeSpec = {
      type: "string",
      enum: [...new Set(values)].map((value) => ({ name: uniqueName(enumValueName(value), names), value })),
    };
    return { type: "string", $ref: `#/types/${this.register(path, spec)}` };
  }

  /**
   * The token of a named type for `path`: `vercel:index:ProjectGitRepository`. Inputs name it first;
   * an output shape that differs (more fields the platform computes) gets the `Outputs` suffix.
   */
  private register(path: string, spec: TypeSpec): string {
    const base = `${NATIVE_TYPE_PREFIX}${this.resource}${pascalPath(path)}`;
    const existing = this.types[base];
    if (existing === undefined || JSON.stringify(existing) === JSON.stringify(spec)) {
      this.types[base] = spec;
      return base;
    }
    const token = this.side === "output" ? `${base}Outputs` : `${base}Inputs`;
    this.types[token] = spec;
    return token;
  }
}

function literalValues(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  if ("const" in schema) return [schema.const];
  return undefined;
}

/** "gitRepository.deployHooks[]" -> "GitRepositoryDeployHook"; "a#2" -> "A2". */
function pascalPath(path: string): string {
  return path
    .replace(/\[\]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");
}

function enumValueName(value: string): string {
  const name = pascalPath(
    value
      .replace(/[^A-Za-z0-9]+/g, " ")
      .trim()
      .replace(/ /g, "."),
  );
  if (name === "") return "Empty";
  return /^[0-9]/.test(name) ? `V${name}` : name;
}

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let index = 2; taken.has(candidate); index++) candidate = `${name}${index}`;
  taken.add(candidate);
  return candidate;
}
