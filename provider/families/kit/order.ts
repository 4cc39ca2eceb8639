// One order for lists contributed by several families (inventory readers, team file sections):
// the families' order, except that an item comes after the items providing what it needs.
// Stable: among items whose needs are met, the earliest in the list goes first.

export function orderByNeeds<T>(
  items: readonly T[],
  provides: (item: T) => readonly string[],
  needs: (item: T) => readonly string[],
): T[] {
  const everyProvided = new Set(items.flatMap(provides));
  const provided = new Set<string>();
  const pending = [...items];
  const ordered: T[] = [];
  while (pending.length > 0) {
    // A need no item provides cannot hold anything back.
    const index = pending.findIndex((item) =>
      needs(item).every((need) => provided.has(need) || !everyProvided.has(need)),
    );
    if (index === -1) throw new Error("the families' lists need each other in a cycle");
    const [item] = pending.splice(index, 1) as [T];
    ordered.push(item);
    for (const what of provides(item)) provided.add(what);
  }
  return ordered;
}
