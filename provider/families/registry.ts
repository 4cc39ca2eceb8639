// Every resource definition and lookup function, by name, from the families' manifests. The
// dynamic host and the native plugin look definitions up here; the registry-wide tests walk it.
import { FAMILIES } from ".";
import type { AnyResourceDefinition } from "./kit/definition";
import type { AnyFunctionDefinition } from "./kit/function-definition";

export const definitions: readonly AnyResourceDefinition[] = FAMILIES.flatMap((family) =>
  Object.values(family.resources),
);

export function definitionByName(name: string): AnyResourceDefinition | undefined {
  return definitions.find((definition) => definition.name === name);
}

export const functionDefinitions: readonly AnyFunctionDefinition[] = FAMILIES.flatMap((family) =>
  Object.values(family.functions),
);

/** The function named `name` (e.g. "getProject"), for a front that receives it by token. */
export function functionByName(name: string): AnyFunctionDefinition | undefined {
  return functionDefinitions.find((definition) => definition.name === name);
}
