// The reliability suite's stack: `units` copies of resources of every family (every kind of
// secret the provider holds), names made unique by `prefix` so stacks of one emulator never meet.
// Each family declares its part in provider/families/<family>/cases.ts (`stack`); this file runs
// the parts in order. How many resources a copy holds is counted as the program declares them
// (`everyFamily`'s answer), never kept by hand.
import * as pulumi from "@pulumi/pulumi";
import { STACK_PARTS } from "../support/family-cases";
import type { StackOptions, UnitId, UnitParents } from "../support/family-cases/stack-part";

/** The secret values the program itself sets in unit `unit` (the families' `secrets`). */
export function secretInputs(prefix: string, unit: number): Record<string, string> {
  const id: UnitId = { prefix, unit, tag: `${prefix}${unit}` };
  return Object.assign({}, ...STACK_PARTS.map((part) => part.secrets?.(id) ?? {}));
}

export interface EveryFamilyOptions {
  /** Take over objects that already exist by their natural key (what interruption recovery relies on). */
  adopt?: boolean;
}

/** What a program of every family declared: export it, so a test knows what the stack holds. */
export interface Declared {
  /** Resources the program declared (the stack itself and providers not counted). */
  readonly resources: number;
}

/** Declares the resources; call it inside a Pulumi program. */
export function everyFamily(prefix: string, units: number, options: EveryFamilyOptions = {}): Declared {
  const opts: StackOptions = options.adopt ? { adopt: true } : {};
  let resources = 0;
  pulumi.runtime.registerStackTransformation(() => {
    resources++;
    return undefined;
  });
  for (let unit = 0; unit < units; unit++) {
    const id = { prefix, unit, tag: `${prefix}${unit}`, opts };
    const parents: Partial<UnitParents> = Object.assign({}, ...STACK_PARTS.map((part) => part.parents?.(id)));
    const { project, zone } = parents;
    if (!project || !zone) throw new Error("the projects and domains families declare each unit's parents");
    for (const part of STACK_PARTS) part.unit?.({ ...id, project, zone });
  }
  for (const part of STACK_PARTS) part.stack?.({ prefix, opts });
  return { resources };
}
