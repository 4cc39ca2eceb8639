// A definition as a `vercel-pulumi/native` class: a CustomResource of type `vercel:index:<Name>`
// served by the pulumi-resource-vercel plugin, typed from its definition.
import type { ArgumentAliases, ResourceDefinition } from "../families/kit/definition";
import { resourceClass } from "../resource-class";
import { NATIVE_TYPE_PREFIX } from "./type-token";

export function nativeResource<
  Inputs extends object,
  Outputs extends object,
  Aliases extends ArgumentAliases<Inputs> = Record<never, never>,
  AutoNamed extends string = never,
>(definition: ResourceDefinition<Inputs, Outputs, Aliases, AutoNamed>) {
  return resourceClass(definition, { type: NATIVE_TYPE_PREFIX + definition.name });
}
