// Adopting an object whose value the platform shows once (a user token, an API key): an existing
// one can never be taken over with its value. With `adopt`, the objects of this name are the ones
// a lost answer or an interrupted `up` left behind (nobody holds their value): adopting deletes
// them and answers "none", so a new one is created and `pulumi refresh --clear-pending-creates`
// leaves no orphan (docs/recovery.md).

export async function sweepShownOnce<Item extends { id: string; name: string }>(
  name: string,
  list: () => Promise<readonly Item[]>,
  remove: (id: string) => Promise<void>,
): Promise<undefined> {
  for (const item of (await list()).filter((each) => each.name === name)) await remove(item.id);
  return undefined;
}
