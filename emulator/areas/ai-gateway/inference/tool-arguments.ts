// The arguments the emulator's models put in a tool call, from the tool's JSON Schema and the user's
// words: `key=value` or `key="several words"` in the message fills a property (coerced to its type);
// a required property the message leaves out gets its first enum value, else the empty value of
// its type. Deterministic, so a test asks for `get_weather city=Paris` and knows what comes back.
import type { ParametersSchema, PropertySchema } from "./conversation";

const PAIR = /([A-Za-z_][\w.-]*)=(?:"([^"]*)"|(\S+))/g;

export function toolArguments(schema: ParametersSchema, text: string): Record<string, unknown> {
  const given = new Map<string, string>();
  for (const match of text.matchAll(PAIR)) {
    const [, key, quoted, bare] = match;
    if (key !== undefined) given.set(key, quoted ?? bare ?? "");
  }
  const required = new Set(schema.required ?? []);
  const args: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const value = given.get(name);
    if (value !== undefined) args[name] = coerce(property, value);
    else if (required.has(name)) args[name] = emptyValue(property);
  }
  return args;
}

function coerce(property: PropertySchema, value: string): unknown {
  switch (property.type) {
    case "number":
    case "integer": {
      const number = Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case "boolean":
      return value === "true" ? true : value === "false" ? false : value;
    default:
      return value;
  }
}

function emptyValue(property: PropertySchema): unknown {
  if (property.enum && property.enum.length > 0) return property.enum[0];
  switch (property.type) {
    case "number":
    case "integer":
      return 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return {};
    default:
      return "";
  }
}
