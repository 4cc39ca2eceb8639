// Every family's test cases, collected in the manifests' order for the suites that run them: the
// bad-input catalogue, the fields rightly not secret, the every-family stack's parts, the drift
// edits of examples/yaml-team, the seeded team's objects and the lookup fixtures. A family writes
// its own in provider/families/<family>/cases.ts; test/unit/family-cases.spec.ts holds each entry
// to its family and every resource and function to its cases.
import { FAMILY_CASES } from "./all.generated";
import type { BadLookup, BadResource } from "./bad-input";
import type { OutOfBandEdit } from "./drift-edit";
import type { Fixture } from "./lookup-fixture";
import type { SeedStep } from "./seed-step";
import type { StackPart } from "./stack-part";

const all = Object.values(FAMILY_CASES);

export const BAD_RESOURCES: readonly BadResource[] = all.flatMap((cases) => cases.badInput?.resources ?? []);
export const BAD_LOOKUPS: readonly BadLookup[] = all.flatMap((cases) => cases.badInput?.lookups ?? []);

/** Sensitive-looking fields (`<Resource>.<path>`) that are not secret, each with its reason. */
export const NOT_SECRET: ReadonlyMap<string, string> = new Map(all.flatMap((cases) => cases.notSecret ?? []));

export const STACK_PARTS: readonly StackPart[] = all.flatMap((cases) => (cases.stack ? [cases.stack] : []));

/**
 * In the reverse of the manifests' order, children's families first: an edit that deletes a parent
 * (an alias, a repository) takes its children along, so the children's own edits come before it.
 */
export const OUT_OF_BAND_EDITS: readonly OutOfBandEdit[] = [...all]
  .reverse()
  .flatMap((cases) => cases.driftEdits ?? []);

/** The seeded team's objects, in the manifests' order: parents before what refers to them. */
export const SEED_STEPS: readonly SeedStep[] = all.flatMap((cases) => cases.seedSteps ?? []);

/** How to make an object for each lookup function to find, by function name. */
export const LOOKUP_FIXTURES: Readonly<Record<string, Fixture>> = Object.assign(
  {},
  ...all.map((cases) => cases.lookupFixtures ?? {}),
);
