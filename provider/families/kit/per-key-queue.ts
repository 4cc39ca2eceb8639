// One operation at a time per key, within this provider process. Resources that each own one
// element of a set the platform only writes whole (a project's routing rules: stage the set, then
// promote it) would otherwise lose each other's edits when the engine runs them in parallel:
// both read the live set, and the second promote drops the first one's rule.

const tails = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier call for `key` has settled; calls for other keys run freely. */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  // The map holds a key only while calls for it are queued.
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
