// Which resources of a stack are this package's, whichever front declared them: the dynamic
// binding's `pulumi-nodejs:dynamic/vercel:<Name>` (provider/dynamic/resource.ts) or the native
// provider's `vercel:index:<Name>`. Both name the same definition.
import type { AnyResourceDefinition } from "../../provider/families/kit/definition";
import { definitionByName } from "../../provider/families/registry";

const OUR_TYPE = /^(?:pulumi-nodejs:dynamic\/vercel|vercel:index):(\w+)$/;

/** The definition name ("Project") of one of our type tokens; undefined for anything else. */
export function resourceNameOf(type: string): string | undefined {
  const name = OUR_TYPE.exec(type)?.[1];
  return name !== undefined && definitionByName(name) ? name : undefined;
}

export function definitionOfType(type: string): AnyResourceDefinition | undefined {
  const name = resourceNameOf(type);
  return name === undefined ? undefined : definitionByName(name);
}

/** The engine's own resources (the stack, providers): never drift, never reported. */
export function isEngineResource(type: string): boolean {
  return type.startsWith("pulumi:");
}
