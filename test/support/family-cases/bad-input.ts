// The bad-input catalogue's shape: programs as users mistype them. Each entry is one resource (or
// lookup call) with one or more mistakes that do not hide each other; each mistake is a case: the
// field it names and the rule its message must state. Families write their entries in cases.ts.

export interface Mistake {
  /** The field as check names it (a path for nested ones). */
  field: string;
  /** What the message must say (a fragment of the rule). */
  rule: string;
}

export interface BadResource {
  type: string;
  args: Record<string, unknown>;
  mistakes: Mistake[];
}

export interface BadLookup {
  fn: string;
  args: Record<string, unknown>;
  mistakes: Mistake[];
}

/** A project id for cases to refer to: check refuses before any call, so it need not exist. */
export const CATALOGUE_PROJECT = "prj_catalogue0000000000000000";
/** An Edge Config id, likewise. */
export const CATALOGUE_EDGE_CONFIG = "ecfg_catalogue000000000000000";
