// A family's part of the reliability suite's every-family stack (test/reliability/every-family.ts):
// `units` copies of resources of every family, names made unique by a prefix so stacks of one
// emulator never meet. The parents other families hang from (the unit's project and DNS zone) are
// declared first, by the families that own them; then every family's unit, then its one-per-stack
// resources.
import type { Domain, Project } from "../../../provider";

/** Which unit of which stack. */
export interface UnitId {
  /** The stack's prefix, e.g. "f". */
  readonly prefix: string;
  readonly unit: number;
  /** `${prefix}${unit}`: what every name of the unit carries. */
  readonly tag: string;
}

/** Options every resource of the stack takes (adopt: take over objects by their natural key). */
export type StackOptions = { adopt?: boolean };

/** The resources other families' parts refer to, one of each per unit. */
export interface UnitParents {
  readonly project: Project;
  readonly zone: Domain;
}

/** A unit as a family's part declares it: its names, options and parents. */
export interface StackUnit extends UnitId, UnitParents {
  readonly opts: StackOptions;
}

export interface StackPart {
  /** Declares the parents the family owns, before any family's unit. */
  parents?(unit: UnitId & { readonly opts: StackOptions }): Partial<UnitParents>;
  /** Declares the family's resources of one unit. */
  unit?(unit: StackUnit): void;
  /** Declares the family's one-per-stack resources (once per stack, not per unit). */
  stack?(stack: { readonly prefix: string; readonly opts: StackOptions }): void;
  /**
   * The secret values the unit's program sets, for the secrets check to look for in state (the
   * ones the platform generates are read from the decrypted state instead).
   */
  secrets?(unit: UnitId): Readonly<Record<string, string>>;
}
