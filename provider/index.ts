// Public exports: the resource classes and lookup functions users call in their programs.
import { bindResource } from "./dynamic/resource";
import { bindFunction } from "./functions/invoke";
import { getProjectFunction } from "./functions/project";
import { projectDefinition, type ProjectInputs, type ProjectOutputs } from "./resources/project";
import { getDomainConfigFunction } from "./functions/domain-config";
import { dnsRecordDefinition, type DnsRecordInputs, type DnsRecordOutputs } from "./resources/dns-record";
import { domainDefinition, type DomainInputs, type DomainOutputs } from "./resources/domain";
import {
  projectDomainDefinition,
  type ProjectDomainInputs,
  type ProjectDomainOutputs,
} from "./resources/project-domain";

export const Project = bindResource<ProjectInputs, ProjectOutputs>(projectDefinition);
export type Project = InstanceType<typeof Project>;
/** What `new Project(name, args)` takes: the inputs plus `teamId` and `adopt`, each a value or an Output. */
export type ProjectArgs = ConstructorParameters<typeof Project>[1];

export const ProjectDomain = bindResource<ProjectDomainInputs, ProjectDomainOutputs>(projectDomainDefinition);
export type ProjectDomain = InstanceType<typeof ProjectDomain>;
export type ProjectDomainArgs = ConstructorParameters<typeof ProjectDomain>[1];

const project = bindFunction(getProjectFunction);
/** A project by name or id, in `teamId` or the provider's team. */
export const getProject = project.direct;
export const getProjectOutput = project.output;

export const Domain = bindResource<DomainInputs, DomainOutputs>(domainDefinition);
export type Domain = InstanceType<typeof Domain>;
/** What `new Domain(name, args)` takes. */
export type DomainArgs = ConstructorParameters<typeof Domain>[1];

export const DnsRecord = bindResource<DnsRecordInputs, DnsRecordOutputs>(dnsRecordDefinition);
export type DnsRecord = InstanceType<typeof DnsRecord>;
/** What `new DnsRecord(name, args)` takes. */
export type DnsRecordArgs = ConstructorParameters<typeof DnsRecord>[1];

const domainConfig = bindFunction(getDomainConfigFunction);
/** How a domain points at the platform: recommended CNAME and IPv4s, and whether it is misconfigured. */
export const getDomainConfig = domainConfig.direct;
export const getDomainConfigOutput = domainConfig.output;

export type { ResourceArgs } from "./dynamic/resource";

// Environment variables and custom environments.
import { getCustomEnvironmentFunction } from "./functions/custom-environment";
import { getSharedEnvironmentVariableFunction } from "./functions/shared-environment-variable";
import {
  customEnvironmentDefinition,
  type CustomEnvironmentInputs,
  type CustomEnvironmentOutputs,
} from "./resources/custom-environment";
import {
  projectEnvironmentVariableDefinition,
  type ProjectEnvironmentVariableInputs,
  type ProjectEnvironmentVariableOutputs,
} from "./resources/project-environment-variable";
import {
  projectEnvironmentVariablesDefinition,
  type ProjectEnvironmentVariablesInputs,
  type ProjectEnvironmentVariablesOutputs,
} from "./resources/project-environment-variables";
import {
  sharedEnvironmentVariableDefinition,
  type SharedEnvironmentVariableInputs,
  type SharedEnvironmentVariableOutputs,
} from "./resources/shared-environment-variable";
import {
  sharedEnvironmentVariableProjectLinkDefinition,
  type SharedEnvironmentVariableProjectLinkInputs,
  type SharedEnvironmentVariableProjectLinkOutputs,
} from "./resources/shared-environment-variable-project-link";

export const CustomEnvironment = bindResource<CustomEnvironmentInputs, CustomEnvironmentOutputs>(
  customEnvironmentDefinition,
);
export type CustomEnvironment = InstanceType<typeof CustomEnvironment>;
export type CustomEnvironmentArgs = ConstructorParameters<typeof CustomEnvironment>[1];

export const ProjectEnvironmentVariable = bindResource<
  ProjectEnvironmentVariableInputs,
  ProjectEnvironmentVariableOutputs
>(projectEnvironmentVariableDefinition);
export type ProjectEnvironmentVariable = InstanceType<typeof ProjectEnvironmentVariable>;
export type ProjectEnvironmentVariableArgs = ConstructorParameters<typeof ProjectEnvironmentVariable>[1];

export const ProjectEnvironmentVariables = bindResource<
  ProjectEnvironmentVariablesInputs,
  ProjectEnvironmentVariablesOutputs
>(projectEnvironmentVariablesDefinition);
export type ProjectEnvironmentVariables = InstanceType<typeof ProjectEnvironmentVariables>;
export type ProjectEnvironmentVariablesArgs = ConstructorParameters<typeof ProjectEnvironmentVariables>[1];

export const SharedEnvironmentVariable = bindResource<
  SharedEnvironmentVariableInputs,
  SharedEnvironmentVariableOutputs
>(sharedEnvironmentVariableDefinition);
export type SharedEnvironmentVariable = InstanceType<typeof SharedEnvironmentVariable>;
export type SharedEnvironmentVariableArgs = ConstructorParameters<typeof SharedEnvironmentVariable>[1];

export const SharedEnvironmentVariableProjectLink = bindResource<
  SharedEnvironmentVariableProjectLinkInputs,
  SharedEnvironmentVariableProjectLinkOutputs
>(sharedEnvironmentVariableProjectLinkDefinition);
export type SharedEnvironmentVariableProjectLink = InstanceType<typeof SharedEnvironmentVariableProjectLink>;
export type SharedEnvironmentVariableProjectLinkArgs = ConstructorParameters<
  typeof SharedEnvironmentVariableProjectLink
>[1];

const customEnvironment = bindFunction(getCustomEnvironmentFunction);
/** A project's custom environment by name or id. */
export const getCustomEnvironment = customEnvironment.direct;
export const getCustomEnvironmentOutput = customEnvironment.output;

const sharedEnvironmentVariable = bindFunction(getSharedEnvironmentVariableFunction);
/** A team's shared variable by id, or by key and targets; its value is a secret in the Output form. */
export const getSharedEnvironmentVariable = sharedEnvironmentVariable.direct;
export const getSharedEnvironmentVariableOutput = sharedEnvironmentVariable.output;
