// Every resource definition, by name. The dynamic host looks definitions up here, and the
// registry-wide test walks this list.
import { customEnvironmentDefinition } from "../families/environment/custom-environment";
import type { AnyResourceDefinition } from "../families/kit/definition";
import { dnsRecordDefinition } from "../families/domains/dns-record";
import { domainDefinition } from "../families/domains/domain";
import { firewallConfigDefinition } from "../families/firewall/firewall-config";
import { projectDefinition } from "../families/projects/project";
import { projectDomainDefinition } from "../families/projects/project-domain";
import { projectEnvironmentVariableDefinition } from "../families/environment/project-environment-variable";
import { projectEnvironmentVariablesDefinition } from "../families/environment/project-environment-variables";
import { sharedEnvironmentVariableDefinition } from "../families/environment/shared-environment-variable";
import { sharedEnvironmentVariableProjectLinkDefinition } from "../families/environment/shared-environment-variable-project-link";
import { logDrainDefinition } from "../families/drains/log-drain";
import { traceDrainDefinition } from "../families/drains/trace-drain";
import { webhookDefinition } from "../families/webhooks/webhook";
import { edgeConfigDefinition } from "../families/edge-config/edge-config";
import { edgeConfigItemDefinition } from "../families/edge-config/edge-config-item";
import { edgeConfigItemsDefinition } from "../families/edge-config/edge-config-items";
import { edgeConfigSchemaDefinition } from "../families/edge-config/edge-config-schema";
import { edgeConfigTokenDefinition } from "../families/edge-config/edge-config-token";
import { featureFlagDefinitionDefinition } from "../families/flags/feature-flag-definition";
import { featureFlagConfigDefinition } from "../families/flags/feature-flag-config";
import { featureFlagSegmentDefinition } from "../families/flags/feature-flag-segment";
import { featureFlagSdkKeyDefinition } from "../families/flags/feature-flag-sdk-key";

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
