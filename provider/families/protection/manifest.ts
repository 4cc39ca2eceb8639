// The protection family: who passes a project's deployment protection. ProjectProtectionBypass
// (automation bypass secrets).
import { defineFamily } from "../kit/manifest";
import { projectProtectionBypasses } from "./inventory";
import { projectProtectionBypassDefinition } from "./project-protection-bypass";
import { ProtectionApi } from "./protection-api";

export const protectionFamily = defineFamily({
  name: "protection",
  resources: { ProjectProtectionBypass: projectProtectionBypassDefinition },
  functions: {},
  client: { protection: (http) => new ProtectionApi(http) },
  inventory: [projectProtectionBypasses],
  teamConfig: {
    notInFile: {
      ProjectProtectionBypass:
        "its secret is a credential: a program holds it as a Pulumi secret, a team file would hold it in plain text",
    },
  },
});
