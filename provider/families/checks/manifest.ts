// The checks family: ProjectDeploymentCheck (a project's check definitions; pulumiverse has none).
import { defineFamily } from "../kit/manifest";
import { ChecksApi } from "./checks-api";
import { projectChecks } from "./inventory";
import { projectDeploymentCheckDefinition } from "./project-deployment-check";

export const checksFamily = defineFamily({
  name: "checks",
  resources: { ProjectDeploymentCheck: projectDeploymentCheckDefinition },
  functions: {},
  client: { checks: (http) => new ChecksApi(http) },
  inventory: [projectChecks],
  teamFile: {
    notInFile: { ProjectDeploymentCheck: "the team file has no checks yet" },
  },
});
