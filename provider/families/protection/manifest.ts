// The protection family: who passes a project's deployment protection. ProjectProtectionBypass
// (automation bypass secrets) and DeploymentProtectionException (a public preview alias).
import { defineFamily } from "../kit/manifest";
import { deploymentProtectionExceptionDefinition } from "./deployment-protection-exception";
import { projectProtectionBypasses } from "./inventory";
import { projectProtectionBypassDefinition } from "./project-protection-bypass";
import { ProtectionApi } from "./protection-api";

export const protectionFamily = defineFamily({
  name: "protection",
  resources: {
    ProjectProtectionBypass: projectProtectionBypassDefinition,
    DeploymentProtectionException: deploymentProtectionExceptionDefinition,
  },
  functions: {},
  client: { protection: (http) => new ProtectionApi(http) },
  inventory: [projectProtectionBypasses],
  notInventoried: {
    DeploymentProtectionException: "an exception belongs to an alias, which the inventory does not import",
  },
  teamFile: {
    notInFile: {
      ProjectProtectionBypass:
        "its secret is a credential: a program holds it as a Pulumi secret, a team file would hold it in plain text",
      DeploymentProtectionException: "an exception belongs to an alias, which a team file does not hold",
    },
  },
});
