// Every resource definition, by name. The dynamic host looks definitions up here, and the
// registry-wide test walks this list.
import type { AnyResourceDefinition } from "./definition";
import { projectDefinition } from "./project";
import { projectDomainDefinition } from "./project-domain";

export const definitions: readonly AnyResourceDefinition[] = [
  projectDefinition,
  projectDomainDefinition as unknown as AnyResourceDefinition,
];

export function definitionByName(name: string): AnyResourceDefinition | undefined {
  return definitions.find((definition) => definition.name === name);
}
