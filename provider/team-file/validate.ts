// The definitions' own rules on each planned resource (a sensitive variable cannot target
// development, an MX record needs a priority, a boolean flag has two variants, ...), so they are
// written once, in the definitions, and still reported before any resource is created. References
// to other resources stand in as placeholders: the names the file gives, or a dummy id.
import { definitionByName } from "../families/registry";
import type { Path } from "./locate";
import { substitute, type PlanProblem, type PlannedResource } from "./plan";

const PLACEHOLDER_ID = "placeholder_id";
const PLACEHOLDER_SECRET = "placeholder-secret";

/** Problems of `resource`'s arguments, at their paths in the file. */
export function resourceProblems(resource: PlannedResource): PlanProblem[] {
  const definition = definitionByName(resource.type);
  if (!definition) throw new Error(`team file planned an unknown resource type ${resource.type}`);
  const args = substitute(resource.args, {
    ref: (reference) => reference.known ?? PLACEHOLDER_ID,
    secret: () => PLACEHOLDER_SECRET,
    lookup: (lookup) => lookup.placeholder,
  });
  const parsed = definition.inputs.safeParse(args);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: inFile(resource, issue.path as Path),
    message: issue.message,
  }));
}

/** An argument path of `resource` as a path in the file (`variables[1]` of a project's variables is its `env[1]`). */
function inFile(resource: PlannedResource, path: Path): Path {
  const renamed = path.map((part) => (typeof part === "string" ? (resource.rename[part] ?? part) : part));
  return [...resource.at, ...renamed];
}
