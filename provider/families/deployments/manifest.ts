// The deployments family: Deployment, Alias, getDeployment, getAlias, getProjectDirectory, getFile
// and getPrebuiltProject (the platform's `deployments` and `aliases` groups: uploads by SHA-1, deployments, their
// events and files, aliases).
import { defineFamily } from "../kit/manifest";
import { deploymentDefinition } from "./deployment";
import { aliasDefinition } from "./alias";
import { AliasesApi, DeploymentsApi } from "./deployments-api";
import {
  getAliasFunction,
  getDeploymentFunction,
  getFileFunction,
  getPrebuiltProjectFunction,
  getProjectDirectoryFunction,
} from "./lookups";

export const deploymentsFamily = defineFamily({
  name: "deployments",
  resources: { Deployment: deploymentDefinition, Alias: aliasDefinition },
  functions: {
    getAlias: getAliasFunction,
    getDeployment: getDeploymentFunction,
    getProjectDirectory: getProjectDirectoryFunction,
    getFile: getFileFunction,
    getPrebuiltProject: getPrebuiltProjectFunction,
  },
  client: {
    deployments: (http) => new DeploymentsApi(http),
    aliases: (http) => new AliasesApi(http),
  },
  inventory: [],
  notInventoried: {
    // Decided (issue 18): a team's deployments are its history, not its configuration.
    Deployment:
      "a team's deployments are its history, not its configuration: pushes and the CLI make many a day, and an import would write one resource per deployment",
    Alias: "an alias points at one deployment, which the inventory does not import",
  },
  teamFile: {
    notInFile: {
      Deployment: "a deployment is built from local files, which a team file does not hold",
      Alias: "an alias points at a deployment, which a team file does not hold",
    },
  },
});
