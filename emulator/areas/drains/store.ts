// Log and trace drains as stored: the drains area's public surface.
import { Drain } from "../../../schema/drains";
import { notFound } from "../../errors";
import type { Store } from "../../store";

/**
 * The stored drain is its wire shape; the delivery secret is readable, as the Terraform provider
 * reads it. `projects` is kept (and echoed, as older answers did) so that a "some" drain whose
 * last project was deleted drains nothing, rather than every project.
 */
export type StoredDrain = Drain & { projects: "all" | "some"; projectIds: string[] };

export const drainsOf = (store: Store) => store.collection<StoredDrain>("drains");

export function findDrain(store: Store, ownerId: string, id: string): StoredDrain {
  const drain = drainsOf(store).get(ownerId, id);
  if (!drain) throw notFound(`Drain not found: ${id}`);
  return drain;
}
