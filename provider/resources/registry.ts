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
import { logDrainDefinition } from "./log-drain";
import { traceDrainDefinition } from "./trace-drain";
import { webhookDefinition } from "./webhook";
import { edgeConfigDefinition } from "./edge-config";
import { edgeConfigItemDefinition } from "./edge-config-item";
import { edgeConfigItemsDefinition } from "./edge-config-items";
import { edgeConfigSchemaDefinition } from "./edge-config-schema";
import { edgeConfigTokenDefinition } from "./edge-config-token";
import { featureFlagDefinitionDefinition } from "./feature-flag-definition";
import { featureFlagConfigDefinition } from "./feature-flag-config";
import { featureFlagSegmentDefinition } from "./feature-flag-segment";
import { featureFlagSdkKeyDefinition } from "./feature-flag-sdk-key";

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
  logDrainDefinition as unknown as AnyResourceDefinition,
  traceDrainDefinition as unknown as AnyResourceDefinition,
  webhookDefinition,
  edgeConfigDefinition,
  edgeConfigItemDefinition,
  edgeConfigItemsDefinition,
  edgeConfigSchemaDefinition,
  edgeConfigTokenDefinition,
  firewallConfigDefinition,
  featureFlagDefinitionDefinition as unknown as AnyResourceDefinition,
  featureFlagConfigDefinition as unknown as AnyResourceDefinition,
  featureFlagSegmentDefinition as unknown as AnyResourceDefinition,
  featureFlagSdkKeyDefinition as unknown as AnyResourceDefinition,
];

export function definitionByName(name: string): AnyResourceDefinition | undefined {
  return definitions.find((definition) => definition.name === name);
}
