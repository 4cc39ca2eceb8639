// The lookup functions of `vercel-pulumi/native`: for each lookup function of the families,
// `getX(args, opts)` (a Promise) and `getXOutput(args, opts)` (an Output), invoking
// `vercel:index:getX` on the pulumi-resource-vercel plugin through the engine, so they use the
// native provider's configuration (or the `provider` option's) like the native classes do. Typed
// from the definitions as the dynamic front's functions are (functions/invoke.ts).
import * as pulumi from "@pulumi/pulumi";
import { declaredSecretResults, type FunctionDefinition } from "../families/kit/function-definition";
import { withFieldSecrets } from "../functions/field-secrets";
import type { FunctionArgs, FunctionOutputArgs, FunctionResult } from "../functions/invoke";
import { NATIVE_TYPE_PREFIX } from "./type-token";

/**
 * Both forms of one function. The plugin validates the arguments, reads the object and marks the
 * secret results; the Output form keeps them secret and only them as fields (the SDK's
 * invokeOutput makes the whole result secret: field-secrets.ts), the Promise form, as Pulumi's,
 * returns plain values, and in a preview where an argument is not known yet it is unknown
 * without an invoke.
 */
export function nativeFunction<Args extends object, Result extends object>(
  definition: FunctionDefinition<Args, Result>,
) {
  const token = NATIVE_TYPE_PREFIX + definition.name;
  return {
    direct: (args: FunctionArgs<Args>, opts?: pulumi.InvokeOptions): Promise<FunctionResult<Result>> =>
      pulumi.runtime.invoke(token, args, opts) as Promise<FunctionResult<Result>>,
    output: (
      args: FunctionOutputArgs<Args>,
      opts?: pulumi.InvokeOutputOptions,
    ): pulumi.Output<FunctionResult<Result>> =>
      withFieldSecrets(
        pulumi.runtime.invokeOutput<FunctionResult<Result>>(token, args, opts),
        declaredSecretResults(definition),
        pulumi.output(args),
      ),
  };
}
