// Awaits a promise that must fail and hands back its error, so a test can assert on it.

export async function rejection<E extends Error = Error>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error("expected the call to fail, but it succeeded");
}

/** A call of @vercel/sdk the emulator refused: the status and the error object of its envelope. */
export async function sdkRefusal(
  call: Promise<unknown>,
): Promise<{ status: number; error: Record<string, unknown> }> {
  const error = await rejection(call);
  // The SDK's VercelError: the status and the raw body of the answer.
  const answer = error as { statusCode?: number; body?: string };
  if (answer.statusCode === undefined || answer.body === undefined) throw error;
  const parsed = JSON.parse(answer.body) as { error: Record<string, unknown> };
  return { status: answer.statusCode, error: parsed.error };
}
