// TEMPORARY: mismatches the provider's client is known to make today, each pointing at its entry in
// FINDINGS.md. The after-test check reports them without failing; any other mismatch fails. Phase 2
// (once provider/ has settled) fixes the client and empties this list.
import type { MismatchKind } from "./check-request";

export interface KnownMismatch {
  /** `METHOD /template` as the SDK spells it. */
  readonly operation: string;
  readonly kind: MismatchKind;
  /** Where, with array indices written `[]` (e.g. `body.rules[].action`). */
  readonly at: string;
  /** The FINDINGS.md heading, e.g. "F3". */
  readonly finding: string;
}

/** One entry per field: most findings cover a few fields of one operation. */
function known(finding: string, operation: string, kind: MismatchKind, ...at: string[]): KnownMismatch[] {
  return at.map((where) => ({ operation, kind, at: where, finding }));
}

export const KNOWN_MISMATCHES: readonly KnownMismatch[] = [];
