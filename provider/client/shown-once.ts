// Creates whose answer alone holds a secret value (an edge config token, a user token). Sending the
// create again after a lost answer would leave the first object behind with a value nobody holds,
// and nothing can find that value again. So the lookup an ambiguous create runs (HttpClient.create)
// deletes the objects of the same kind and name that appeared since the call began (unusable
// orphans), and answers "not found": the create is then sent again, and exactly one object remains.

export interface ShownOnceKind<Item extends { id: string }> {
  /** Every object of this kind, as the platform lists them now. */
  list(): Promise<readonly Item[]>;
  /** Whether an object is one this create would have made (same label or name). */
  isSame(item: Item): boolean;
  remove(ids: string[]): Promise<void>;
}

/**
 * Call before sending the create: remembers what exists, and returns the lookup to hand to
 * `HttpClient.create`, which removes what appeared since.
 */
export async function orphanSweepingLookup<Item extends { id: string }>(
  kind: ShownOnceKind<Item>,
): Promise<() => Promise<undefined>> {
  const before = new Set((await kind.list()).map((item) => item.id));
  return async () => {
    const orphans = (await kind.list()).filter((item) => kind.isSame(item) && !before.has(item.id));
    if (orphans.length > 0) await kind.remove(orphans.map((item) => item.id));
    return undefined;
  };
}
