// Owner pinning: every object stores the id of its owner (a team id, or the user id for the
// personal account) and read, update and delete use it. The team a program names (a resource's
// teamId, else vercel:team) only decides the owner of a new object; naming the same owner by
// slug, by id or through vercel:team later is no change, and only another owner replaces.
import type { Owner } from "../client";
import type { OwnerOutputs } from "./common-inputs";
import { apiClient, settings } from "./session";

/** The team a program asks for: the resource's own teamId, else the provider's team (else the token's own scope). */
export function requestedTeam(inputs: Record<string, unknown>): string | undefined {
  return typeof inputs.teamId === "string" ? inputs.teamId : settings().team;
}

/**
 * Resolves the requested team (slug or id; once per process), or with none the token's own scope:
 * its default team for an account that is a team, else its personal account (client/owners.ts).
 */
export function resolveOwner(team: string | undefined): Promise<Owner> {
  return apiClient().owners.resolve(team);
}

/** The owner pinned in state; state written before pinning existed falls back to resolving its teamId. */
export async function storedOwner(state: Record<string, unknown>): Promise<Owner> {
  const ownerId = state.ownerId;
  if (typeof ownerId === "string" && ownerId !== "") {
    return ownerId.startsWith("team_")
      ? { kind: "team", id: ownerId, slug: "" }
      : { kind: "user", id: ownerId };
  }
  return resolveOwner(typeof state.teamId === "string" ? state.teamId : settings().team);
}

/** Whether the program's team is the owner in state; resolves a slug only when the text differs. */
export async function isSameOwner(
  state: Record<string, unknown>,
  team: string | undefined,
): Promise<boolean> {
  const pinned = await storedOwner(state);
  if (team !== undefined && team === pinned.id) return true;
  const wanted = await resolveOwner(team);
  return wanted.id === pinned.id;
}

/**
 * The owner as outputs store it. The personal account's `teamId` is stored as null rather than
 * left out: the SDK makes an output missing from state unknown in a preview, and another
 * resource given `teamId: project.teamId` would then be replaced on every preview (the classes
 * hand programs undefined, resource-class.ts).
 */
export function ownerOutputs(owner: Owner): StoredOwner {
  return owner.kind === "team"
    ? { ownerId: owner.id, teamId: owner.id }
    : { ownerId: owner.id, teamId: null };
}

/** OwnerOutputs as in state: `teamId` null for the personal account. */
export type StoredOwner = Omit<OwnerOutputs, "teamId"> & { teamId: string | null };
