// What a family is: one manifest listing its resource definitions, lookup functions, client
// areas, inventory readers and its part of the team file. provider/families/index.ts lists the
// manifests; every list the fronts and the machinery use is derived from them.
//
// Definitions go into the lists as AnyResourceDefinition and AnyFunctionDefinition without a
// cast: their calls are declared with method syntax, which TypeScript checks bivariantly, so a
// definition typed for its own inputs is assignable to the erased type. That is sound for how the
// lists are used: the operations only ever hand a definition inputs its own schema parsed and
// outputs its own calls returned.
import type { InventoryReader } from "../../inventory/types";
import type { NestedSection, TopSection } from "../../team-file/sections";
import type { ClientFactories } from "./client-areas";
import type { AnyResourceDefinition } from "./definition";
import type { AnyFunctionDefinition } from "./function-definition";

export interface FamilyManifest<
  Resources extends Readonly<Record<string, AnyResourceDefinition>> = Readonly<
    Record<string, AnyResourceDefinition>
  >,
  Functions extends Readonly<Record<string, AnyFunctionDefinition>> = Readonly<
    Record<string, AnyFunctionDefinition>
  >,
> {
  /** The folder's name, e.g. "edge-config". */
  readonly name: string;
  /**
   * The resources by class name (each definition's `name`), typed: the generated exports bind
   * them from here (scripts/generate-exports), so a class keeps its definition's argument types.
   */
  readonly resources: Resources;
  /** The lookup functions by name (`getProject`), typed likewise. */
  readonly functions: Functions;
  readonly client: ClientFactories;
  /** How `vercel-pulumi import` and `drift` find the family's objects (families/<f>/inventory.ts). */
  readonly inventory: readonly InventoryReader[];
  /** Resources no inventory reader lists, each with the reason (a guard test holds every other one to a reader). */
  readonly notInventoried?: Readonly<Record<string, string>>;
  /** The family's part of the team file (families/<f>/team-file.ts). */
  readonly teamFile: {
    /** Top-level sections of the document, e.g. `domains`. */
    readonly sections?: readonly TopSection[];
    /** Sections nested under a top-level one (a project's `env`). */
    readonly nested?: readonly NestedSection[];
    /** Resources the file cannot declare, each with the reason. */
    readonly notInFile?: Readonly<Record<string, string>>;
  };
}

/** Identity helper: checks a manifest against the interface where it is written, keeping its types. */
export function defineFamily<
  Resources extends Readonly<Record<string, AnyResourceDefinition>>,
  Functions extends Readonly<Record<string, AnyFunctionDefinition>>,
>(manifest: FamilyManifest<Resources, Functions>): FamilyManifest<Resources, Functions> {
  return manifest;
}
