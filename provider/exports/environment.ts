// Environment variables and custom environments: the five env classes and their lookups.
import { bindResource } from "../dynamic/resource";
import { bindFunction } from "../functions/invoke";
import { getCustomEnvironmentFunction } from "../families/environment/lookup-custom-environment";
import { getSharedEnvironmentVariableFunction } from "../families/environment/lookup-shared-environment-variable";
import {
  customEnvironmentDefinition,
  type CustomEnvironmentInputs,
  type CustomEnvironmentOutputs,
} from "../families/environment/custom-environment";
import {
  projectEnvironmentVariableDefinition,
  type ProjectEnvironmentVariableInputs,
  type ProjectEnvironmentVariableOutputs,
} from "../families/environment/project-environment-variable";
import {
  projectEnvironmentVariablesDefinition,
  type ProjectEnvironmentVariablesInputs,
  type ProjectEnvironmentVariablesOutputs,
} from "../families/environment/project-environment-variables";
import {
  sharedEnvironmentVariableDefinition,
  type SharedEnvironmentVariableInputs,
  type SharedEnvironmentVariableOutputs,
} from "../families/environment/shared-environment-variable";
import {
  sharedEnvironmentVariableProjectLinkDefinition,
  type SharedEnvironmentVariableProjectLinkInputs,
  type SharedEnvironmentVariableProjectLinkOutputs,
} from "../families/environment/shared-environment-variable-project-link";

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
