// Awaits a promise that must fail and hands back its error, so a test can assert on it.

export async function rejection<E extends Error = Error>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error("expected the call to fail, but it succeeded");
}
