// Which properties of the native schema have no description: resources' inputs and outputs,
// functions' arguments and results, and every named type's properties. A guard test holds the
// list empty; `node dist/cli/reference/undescribed.js [family...]` prints it while writing them.
import { FAMILIES } from "../../provider/families";
import { definitions } from "../../provider/families/registry";
import { packageSchema } from "../../provider/native/schema";
import { NATIVE_TYPE_PREFIX } from "../../provider/native/type-token";

interface Described {
  description?: string;
}
interface ObjectSpec {
  properties?: Record<string, Described> | undefined;
}

/**
 * `Project: description` (the resource itself), `Project: input buildCommand`, `type
 * ProjectGitRepository: repo`, ... for each one undescribed.
 */
export function undescribedProperties(schema = packageSchema("0.0.0")): string[] {
  const missing: string[] = [];
  const check = (where: string, spec: ObjectSpec | undefined) => {
    for (const [key, property] of Object.entries(spec?.properties ?? {})) {
      if (!property.description?.trim()) missing.push(`${where} ${key}`);
    }
  };
  const bare = (token: string) => token.slice(NATIVE_TYPE_PREFIX.length);
  const resources = schema.resources as Record<
    string,
    { inputProperties: ObjectSpec["properties"]; properties: ObjectSpec["properties"] }
  >;
  for (const definition of definitions) {
    if (!definition.description?.trim()) missing.push(`${definition.name}: description`);
  }
  for (const [token, resource] of Object.entries(resources)) {
    check(`${bare(token)}: input`, { properties: resource.inputProperties });
    check(`${bare(token)}: output`, { properties: resource.properties });
  }
  const functions = schema.functions as Record<string, { inputs: ObjectSpec; outputs: ObjectSpec }>;
  for (const [token, fn] of Object.entries(functions)) {
    check(`${bare(token)}: argument`, fn.inputs);
    check(`${bare(token)}: result`, fn.outputs);
  }
  for (const [token, type] of Object.entries(schema.types as Record<string, ObjectSpec>)) {
    check(`type ${bare(token)}:`, type);
  }
  return missing;
}

/** The names a family's lines start with: its resources and functions, and types named after them. */
function belongsTo(line: string, families: readonly string[]): boolean {
  const namesOf = (family: (typeof FAMILIES)[number]) => [
    ...Object.keys(family.resources),
    ...Object.keys(family.functions),
  ];
  const subject = line.replace(/^type /, "").split(/[: ]/)[0]!;
  // A type is named after its resource or function (`ProjectGitRepository` is Project's): the
  // longest name the subject starts with is its owner.
  const owner = FAMILIES.flatMap(namesOf)
    .filter((name) => subject.startsWith(name))
    .sort((a, b) => b.length - a.length)[0];
  const wanted = FAMILIES.filter((family) => families.includes(family.name)).flatMap(namesOf);
  return owner !== undefined && wanted.includes(owner);
}

if (require.main === module) {
  const families = process.argv.slice(2);
  const lines = undescribedProperties().filter((line) => families.length === 0 || belongsTo(line, families));
  for (const line of lines) console.log(line);
  console.error(`${lines.length} undescribed`);
}
