// Pulumi marks secretness per Output, not per field: an invoke's Output is secret as a whole when
// any field of its result is (the SDK's own invokeOutput does the same with what a plugin marks),
// so `getProjectOutput({ name }).id` would print `[secret]` because the project has a deploy hook.
// This keeps the whole Output secret (an `apply` over the result, or exporting it whole, still
// hides every secret) and gives each field read from it (`web.id`, Pulumi's lifted property access)
// the secretness of that field alone: secret when the definition declares it, or when an argument
// was secret (its value may be echoed anywhere), plain otherwise.
import * as pulumi from "@pulumi/pulumi";

/** Members Pulumi's Output never lifts (output.ts): they stay the Output's own. */
const NOT_LIFTED = new Set(["then", "doNotCapture", "deploymentOnlyModule"]);

export function withFieldSecrets<T>(
  whole: pulumi.Output<T>,
  secretFields: readonly string[],
  args: pulumi.Output<unknown>,
): pulumi.Output<T> {
  const secret = new Set(secretFields);
  const argsSecret = pulumi.output(pulumi.isSecret(args));
  const plain = pulumi.unsecret(whole);
  const field = (name: string) =>
    pulumi.all([plain, argsSecret]).apply(([value, anySecretArg]) => {
      const read =
        value === null || value === undefined ? undefined : (value as Record<string, unknown>)[name];
      return anySecretArg ? pulumi.secret(read) : read;
    });
  return new Proxy(whole, {
    get(target, property, receiver) {
      const lifted =
        typeof property === "string" &&
        !(property in target) &&
        !property.startsWith("__") &&
        !NOT_LIFTED.has(property);
      // A secret field is read from the whole, as Pulumi lifts it: secret.
      if (!lifted || secret.has(property)) return Reflect.get(target, property, receiver) as unknown;
      return field(property);
    },
  });
}
