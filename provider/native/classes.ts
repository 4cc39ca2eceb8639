// `vercel-pulumi/native`: the same classes as the package root (Project, DnsRecord, ...), as
// CustomResources of type `vercel:index:<Name>` served by the pulumi-resource-vercel plugin
// (`vercel-pulumi install-plugin`). Unlike the dynamic classes they support Pulumi's `import`
// option and `pulumi import`, and keep state small. Each class is typed from its definition.
// The lookup functions (getProject, getProjectOutput, ...) come from invokes.ts.
import { resourceClass } from "../resource-class";
import type { ResourceDefinition } from "../families/kit/definition";
import { customEnvironmentDefinition } from "../families/environment/custom-environment";
import { dnsRecordDefinition } from "../families/domains/dns-record";
import { domainDefinition } from "../families/domains/domain";
import { edgeConfigDefinition } from "../families/edge-config/edge-config";
import { edgeConfigItemDefinition } from "../families/edge-config/edge-config-item";
import { edgeConfigItemsDefinition } from "../families/edge-config/edge-config-items";
import { edgeConfigSchemaDefinition } from "../families/edge-config/edge-config-schema";
import { edgeConfigTokenDefinition } from "../families/edge-config/edge-config-token";
import { featureFlagConfigDefinition } from "../families/flags/feature-flag-config";
import { featureFlagDefinitionDefinition } from "../families/flags/feature-flag-definition";
import { featureFlagSdkKeyDefinition } from "../families/flags/feature-flag-sdk-key";
import { featureFlagSegmentDefinition } from "../families/flags/feature-flag-segment";
import { firewallConfigDefinition } from "../families/firewall/firewall-config";
import { logDrainDefinition } from "../families/drains/log-drain";
import { projectDefinition } from "../families/projects/project";
import { projectDomainDefinition } from "../families/projects/project-domain";
import { projectEnvironmentVariableDefinition } from "../families/environment/project-environment-variable";
import { projectEnvironmentVariablesDefinition } from "../families/environment/project-environment-variables";
import { sharedEnvironmentVariableDefinition } from "../families/environment/shared-environment-variable";
import { sharedEnvironmentVariableProjectLinkDefinition } from "../families/environment/shared-environment-variable-project-link";
import { traceDrainDefinition } from "../families/drains/trace-drain";
import { webhookDefinition } from "../families/webhooks/webhook";
import { NATIVE_TYPE_PREFIX } from "./type-token";

export { NATIVE_TYPE_PREFIX };
export * from "./invokes";

function nativeResource<Inputs extends object, Outputs extends object>(
  definition: ResourceDefinition<Inputs, Outputs>,
) {
  return resourceClass(definition, { type: NATIVE_TYPE_PREFIX + definition.name });
}

export const Project = nativeResource(projectDefinition);
export const ProjectDomain = nativeResource(projectDomainDefinition);
export const Domain = nativeResource(domainDefinition);
export const DnsRecord = nativeResource(dnsRecordDefinition);
export const CustomEnvironment = nativeResource(customEnvironmentDefinition);
export const ProjectEnvironmentVariable = nativeResource(projectEnvironmentVariableDefinition);
export const ProjectEnvironmentVariables = nativeResource(projectEnvironmentVariablesDefinition);
export const SharedEnvironmentVariable = nativeResource(sharedEnvironmentVariableDefinition);
export const SharedEnvironmentVariableProjectLink = nativeResource(
  sharedEnvironmentVariableProjectLinkDefinition,
);
export const LogDrain = nativeResource(logDrainDefinition);
export const TraceDrain = nativeResource(traceDrainDefinition);
export const Webhook = nativeResource(webhookDefinition);
export const EdgeConfig = nativeResource(edgeConfigDefinition);
export const EdgeConfigItem = nativeResource(edgeConfigItemDefinition);
export const EdgeConfigItems = nativeResource(edgeConfigItemsDefinition);
export const EdgeConfigSchema = nativeResource(edgeConfigSchemaDefinition);
export const EdgeConfigToken = nativeResource(edgeConfigTokenDefinition);
export const FirewallConfig = nativeResource(firewallConfigDefinition);
export const FeatureFlagDefinition = nativeResource(featureFlagDefinitionDefinition);
export const FeatureFlagConfig = nativeResource(featureFlagConfigDefinition);
export const FeatureFlagSegment = nativeResource(featureFlagSegmentDefinition);
export const FeatureFlagSdkKey = nativeResource(featureFlagSdkKeyDefinition);
