// The environment family: custom environments, project and shared environment variables, and
// their lookup functions.
import { defineFamily } from "../kit/manifest";
import { customEnvironmentDefinition } from "./custom-environment";
import { CustomEnvironmentsApi } from "./custom-environments-api";
import { EnvApi } from "./env-api";
import { customEnvironments, projectVariables, sharedVariableLinks, sharedVariables } from "./inventory";
import { getCustomEnvironmentFunction } from "./lookup-custom-environment";
import { getSharedEnvironmentVariableFunction } from "./lookup-shared-environment-variable";
import { projectEnvironmentVariableDefinition } from "./project-environment-variable";
import { projectEnvironmentVariablesDefinition } from "./project-environment-variables";
import { SharedEnvApi } from "./shared-env-api";
import { sharedEnvironmentVariableDefinition } from "./shared-environment-variable";
import { sharedEnvironmentVariableProjectLinkDefinition } from "./shared-environment-variable-project-link";
import { customEnvironmentsSection, envSection } from "./team-file";

export const environmentFamily = defineFamily({
  name: "environment",
  resources: {
    CustomEnvironment: customEnvironmentDefinition,
    ProjectEnvironmentVariable: projectEnvironmentVariableDefinition,
    ProjectEnvironmentVariables: projectEnvironmentVariablesDefinition,
    SharedEnvironmentVariable: sharedEnvironmentVariableDefinition,
    SharedEnvironmentVariableProjectLink: sharedEnvironmentVariableProjectLinkDefinition,
  },
  functions: {
    getCustomEnvironment: getCustomEnvironmentFunction,
    getSharedEnvironmentVariable: getSharedEnvironmentVariableFunction,
  },
  client: {
    customEnvironments: (http) => new CustomEnvironmentsApi(http),
    env: (http) => new EnvApi(http),
    sharedEnv: (http) => new SharedEnvApi(http),
  },
  // The inventory lists each variable on its own; a program may group them (ProjectEnvironmentVariables).
  inventory: [customEnvironments, projectVariables, sharedVariables, sharedVariableLinks],
  notInventoried: {
    ProjectEnvironmentVariables:
      "a program's grouping of variables the inventory lists one by one (ProjectEnvironmentVariable)",
  },
  teamFile: {
    nested: [envSection, customEnvironmentsSection],
    notInFile: {
      ProjectEnvironmentVariable: "a project's env is one ProjectEnvironmentVariables resource",
      SharedEnvironmentVariable: "the team file has no shared variables yet",
      SharedEnvironmentVariableProjectLink: "the team file has no shared variables yet",
    },
  },
});
