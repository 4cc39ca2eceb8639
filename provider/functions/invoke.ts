// The Node front of lookup functions: a definition becomes `getX(args, opts)` (a Promise of plain
// values, as Pulumi's own invokes) and `getXOutput(args, opts)` (an Output, taking Outputs, whose
// secret results are secret fields: field-secrets.ts), reading the program's stack config
// `vercel:*`, then the environment, as the resources do.
import * as pulumi from "@pulumi/pulumi";
import type { ConfigSource } from "../config";
import type { DeepInput, DeepLoose } from "../resource-class";
import { declaredSecretResults, type FunctionDefinition } from "../families/kit/function-definition";
import { withFieldSecrets } from "./field-secrets";
import { runFunction } from "./run";

/**
 * The direct form's arguments: enum-typed ones accept their base type too (`check` refuses bad
 * values). A function with no argument of its own (zod types its empty strict object as
 * `Record<string, never>`, which no interface with a property fits) takes the team alone.
 */
export type FunctionArgs<Args> = (string extends keyof Args ? unknown : DeepLoose<Args>) & {
  teamId?: string;
};
export type FunctionResult<Result> = Result & { teamId?: string };
/** The Output form's arguments: each may be a value, a promise or an Output, at every depth. */
export type FunctionOutputArgs<Args> = { [K in keyof FunctionArgs<Args>]: DeepInput<FunctionArgs<Args>[K]> };

/** The program's stack config, as the dynamic provider's configure() sees it. */
const programConfig: ConfigSource = { get: (key) => pulumi.runtime.getConfig(key) };

export function bindFunction<Args extends object, Result extends object>(
  definition: FunctionDefinition<Args, Result>,
) {
  const secretFields = declaredSecretResults(definition);
  const direct = (args: FunctionArgs<Args>, _opts?: pulumi.InvokeOptions): Promise<FunctionResult<Result>> =>
    runFunction(definition as never, args as Record<string, unknown>, programConfig) as Promise<
      FunctionResult<Result>
    >;

  const output = (
    args: FunctionOutputArgs<Args>,
    opts?: pulumi.InvokeOutputOptions,
  ): pulumi.Output<FunctionResult<Result>> => {
    const resolvedArgs = pulumi.output(args);
    const whole = pulumi
      .all([resolvedArgs, idsOfDependencies(resolvedArgs, opts)])
      .apply(async ([resolved]) => {
        const result = await direct(resolved as unknown as FunctionArgs<Args>, opts);
        const secret = secretFields.filter((key) => key in result);
        return secret.length === 0 ? pulumi.output(result) : pulumi.secret(result);
      }) as unknown as pulumi.Output<FunctionResult<Result>>;
    return withFieldSecrets(whole, secretFields, resolvedArgs);
  };

  return { direct, output };
}

/**
 * The ids of the resources the arguments come from (and of `dependsOn`), as Pulumi's own
 * output-form invokes wait for them: the lookup runs once they exist, and in a preview that
 * creates one of them its id is unknown, so the result is unknown instead of a "not found".
 */
function idsOfDependencies(
  args: pulumi.Output<unknown>,
  opts?: pulumi.InvokeOutputOptions,
): pulumi.Output<string[]> {
  // dependsOn as resources given directly (the common form); Outputs of resources are not awaited.
  const dependsOn = [opts?.dependsOn].flat().filter((resource) => pulumi.Resource.isInstance(resource));
  return pulumi.output(
    pulumi
      .getAllResources(args)
      .then((fromArgs) =>
        [...fromArgs, ...dependsOn]
          .filter((resource): resource is pulumi.CustomResource => pulumi.CustomResource.isInstance(resource))
          .map((resource) => resource.id),
      ),
  );
}
