// Every resource definition, by name. The dynamic host looks definitions up here, and the
// registry-wide test walks this list.
import type { AnyResourceDefinition } from "./definition";
import { dnsRecordDefinition } from "./dns-record";
import { domainDefinition } from "./domain";
import { projectDefinition } from "./project";
import { projectDomainDefinition } from "./project-domain";

export const definitions: readonly AnyResourceDefinition[] = [
  projectDefinition,
  domainDefinition,
  dnsRecordDefinition,
  projectDomainDefinition as unknown as AnyResourceDefinition,
];

export function definitionByName(name: string): AnyResourceDefinition | undefined {
  return definitions.find((definition) => definition.name === name);
}
