// What a family's test cases are. provider/families/<family>/cases.ts declares them with
// defineCases, beside the family's code; the suites collect them for every family
// (all.generated.ts, written by `npm run generate` from the manifests), so a resource joins every
// suite from its own folder and no shared test file lists resources.
import type { BadLookup, BadResource } from "./bad-input";
import type { OutOfBandEdit } from "./drift-edit";
import type { Fixture } from "./lookup-fixture";
import type { SeedStep } from "./seed-step";
import type { StackPart } from "./stack-part";

export interface FamilyCases {
  /** Programs as users mistype them (the bad-input catalogue): every resource and lookup has one. */
  readonly badInput?: {
    readonly resources?: readonly BadResource[];
    readonly lookups?: readonly BadLookup[];
  };
  /** Sensitive-looking fields (`<Resource>.<path>`) that are rightly not secret, each with the reason. */
  readonly notSecret?: readonly (readonly [string, string])[];
  /** The family's part of the reliability suite's every-family stack. */
  readonly stack?: StackPart;
  /** One out-of-band edit per resource the family has in examples/yaml-team, and the drift it shows. */
  readonly driftEdits?: readonly OutOfBandEdit[];
  /** The family's objects in the seeded team the inventory and import specs read back. */
  readonly seedSteps?: readonly SeedStep[];
  /** For each lookup function: an object for the native plugin's Invoke to find, and its answer. */
  readonly lookupFixtures?: Readonly<Record<string, Fixture>>;
}

/** Identity helper: checks a family's cases against the interface where they are written. */
export function defineCases(cases: FamilyCases): FamilyCases {
  return cases;
}
