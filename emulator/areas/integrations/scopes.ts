// Scope grants (`read:project`, `read-write:domain`): whether a set of grants allows an access, and
// how a change of the integration's scopes splits into what applies at once (removals, downgrades)
// and what waits for the owner's confirmation (additions, upgrades), as the second seed says.
import type { AccessLevel, ScopeName } from "../../../schema/integrations";

export interface Need {
  readonly scope: ScopeName;
  readonly level: AccessLevel;
}

/** `read:project` → project at read; `read-write:x` also grants read. */
function levels(grants: readonly string[]): Map<string, AccessLevel> {
  const out = new Map<string, AccessLevel>();
  for (const grant of grants) {
    const [level, name] = grant.split(":") as [AccessLevel, string];
    if (out.get(name) !== "read-write") out.set(name, level);
  }
  return out;
}

export function allows(grants: readonly string[], need: Need): boolean {
  const granted = levels(grants).get(need.scope);
  return granted === "read-write" || (granted === "read" && need.level === "read");
}

export const grantOf = (need: Need): string => `${need.level}:${need.scope}`;

export interface ScopeChange {
  /** The grants in force right away: the current ones less removals, downgrades applied. */
  readonly applied: string[];
  /** The grants that take effect on confirmation: the new list, whole. */
  readonly pending: string[] | undefined;
}

/**
 * `current` → `requested`. Removals and downgrades apply at once; if anything is added or
 * upgraded, the whole requested list waits for confirmation (all pending changes together).
 */
export function splitChange(current: readonly string[], requested: readonly string[]): ScopeChange {
  const now = levels(current);
  const wanted = levels(requested);
  const applied: string[] = [];
  let needsConfirmation = false;
  for (const [name, level] of wanted) {
    const had = now.get(name);
    if (had === undefined || (had === "read" && level === "read-write")) needsConfirmation = true;
    if (had !== undefined) applied.push(`${had === "read-write" ? level : "read"}:${name}`);
  }
  return { applied, pending: needsConfirmation ? [...wanted].map(([n, l]) => `${l}:${n}`) : undefined };
}
