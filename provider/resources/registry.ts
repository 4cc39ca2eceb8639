// Every resource definition, by name. The dynamic host looks definitions up here, and the
// registry-wide test walks this list.
import { customEnvironmentDefinition } from "./custom-environment";
import type { AnyResourceDefinition } from "./definition";
import { dnsRecordDefinition } from "./dns-record";
import { domainDefinition } from "./domain";
import { firewallConfigDefinition } from "./firewall-config";
import { projectDefinition } from "./project";
import { projectDomainDefinition } from "./project-domain";
import { projectEnvironmentVariableDefinition } from "./project-environment-variable";
import { projectEnvironmentVariablesDefinition } from "./project-environment-variables";
import { sharedEnvironmentVariableDefinition } from "./shared-environment-variable";
import { sharedEnvironmentVariableProjectLinkDefinition } from "./shared-environment-variable-project-link";

export const definitions: readonly AnyResourceDefinition[] = [
  projectDefinition,
  projectDomainDefinition as unknown as AnyResourceDefinition,
  domainDefinition,
  dnsRecordDefinition,
  customEnvironmentDefinition,
  projectEnvironmentVariableDefinition,
  projectEnvironmentVariablesDefinition,
  sharedEnvironmentVariableDefinition,
  sharedEnvironmentVariableProjectLinkDefinition,
  firewallConfigDefinition,
];

export function definitionByName(name: string): AnyResourceDefinition | undefined {
  return definitions.find((definition) => definition.name === name);
}
