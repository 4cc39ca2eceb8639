// The dynamic front's binding: a resource definition becomes a pulumi.dynamic.Resource class.
import type { ArgumentAliases, ResourceDefinition } from "../families/kit/definition";
import { resourceClass, type BoundResourceClass } from "../resource-class";
import { providerModuleFor } from "./serialized-provider";

/**
 * Dynamic resources' type tokens: the engine starts Pulumi's Node.js dynamic-provider host for
 * the `pulumi-nodejs` package, which loads each resource's `__provider` module text.
 */
const TYPE_PREFIX = "pulumi-nodejs:dynamic/vercel:";
const PROVIDER_KEY = "__provider";

export function bindResource<
  Inputs extends object,
  Outputs extends object,
  Aliases extends ArgumentAliases<Inputs> = Record<never, never>,
  AutoNamed extends string = never,
>(
  definition: ResourceDefinition<Inputs, Outputs, Aliases, AutoNamed>,
): BoundResourceClass<Inputs, Outputs, Aliases, AutoNamed> {
  // What pulumi.dynamic.Resource would do, with our own one-line provider module instead of a
  // serialized closure (see serialized-provider.ts for why).
  return resourceClass(definition, {
    type: TYPE_PREFIX + definition.name,
    extraProps: { [PROVIDER_KEY]: providerModuleFor(definition.name) },
  });
}
