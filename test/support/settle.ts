// An Output's value, whether it is known and whether it is secret, read outside an engine (the SDK
// keeps the first two internal): what tests of lookup functions' Output forms assert on.
import * as pulumi from "@pulumi/pulumi";

export interface Settled<T> {
  value: T;
  known: boolean;
  secret: boolean;
}

/** `output` may be a lifted optional field, which Pulumi types as possibly undefined. */
export async function settle<T>(output: pulumi.Output<T> | undefined): Promise<Settled<T>> {
  if (output === undefined) throw new Error("settle: no Output");
  const internal = output as unknown as { promise(): Promise<T>; isKnown: Promise<boolean> };
  return {
    value: await internal.promise(),
    known: await internal.isKnown,
    secret: await pulumi.isSecret(output),
  };
}
