// A parsed team file → the resources it declares, in creation order, each with its arguments
// and where in the file it was declared. The generic driver: each family's sections
// (families/<f>/team-file.ts) plan their own entries, top-level ones in the order their names
// need, each entry's nested sections after the entry. Pure: references to other resources of the
// file are `Reference` markers and secrets `SecretReference` markers, which the TeamFile
// component replaces with the resources' outputs and the stack's secrets (and validate.ts with
// placeholders).
import { PlatformLookup, SecretReference } from "./entries";
import { nestedUnder, planningOrder } from "./family-sections";
import { createPlanner, namesOf, Reference, type PlannedResource, type TeamPlan } from "./planner";
import type { NestedPlanner } from "./sections";
import type { TeamFileDocument } from "./schema";

export { Reference, type PlannedResource, type PlanProblem, type TeamPlan } from "./planner";

export function planTeam(document: TeamFileDocument): TeamPlan {
  const planner = createPlanner();
  const sections = document as Readonly<Record<string, unknown>>;
  for (const section of planningOrder()) {
    const value = sections[section.key];
    if (value === undefined) continue;
    const children = nestedUnder(section.key, "planning");
    const nested: NestedPlanner = {
      keys: children.map((child) => child.key),
      plan(entry, parent) {
        const kinds = new Map<string, Map<string, string>>();
        const scope = { ...parent, names: (kind: string) => namesOf(kinds, kind) };
        for (const child of children) {
          const childValue = (entry as Readonly<Record<string, unknown>>)[child.key];
          if (childValue !== undefined) child.plan(childValue, scope, planner);
        }
      },
    };
    section.plan(value, planner, nested);
  }
  return { resources: planner.resources, problems: planner.problems };
}

/**
 * `value` with every marker replaced: references by `ref`, secrets by `secret`, platform lookups
 * by `lookup`. Walks plain objects and arrays only.
 */
export function substitute(
  value: unknown,
  replace: {
    ref(reference: Reference): unknown;
    secret(secret: SecretReference): unknown;
    lookup(lookup: PlatformLookup): unknown;
  },
): unknown {
  if (value instanceof Reference) return replace.ref(value);
  if (value instanceof SecretReference) return replace.secret(value);
  if (value instanceof PlatformLookup) return replace.lookup(value);
  if (Array.isArray(value)) return value.map((element) => substitute(element, replace));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, substitute(inner, replace)]));
  }
  return value;
}

/** The platform lookups in the planned resources' arguments, each once. */
export function lookupsIn(resources: readonly PlannedResource[]): PlatformLookup[] {
  const found = new Set<PlatformLookup>();
  const walk = (value: unknown): void => {
    if (value instanceof PlatformLookup) found.add(value);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(walk);
  };
  resources.forEach((resource) => walk(resource.args));
  return [...found];
}
