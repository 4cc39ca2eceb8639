// The container registry family: VcrRepository, VcrRepositoryPermission and getVcrRepository (the
// platform's `vcr` management group; images themselves are pushed with registry clients).
import { defineFamily } from "../kit/manifest";
import { repositories, repositoryPermissions } from "./inventory";
import { getVcrRepositoryFunction } from "./lookups";
import { VcrApi } from "./vcr-api";
import { vcrRepositoryDefinition } from "./vcr-repository";
import { vcrRepositoryPermissionDefinition } from "./vcr-repository-permission";

export const vcrFamily = defineFamily({
  name: "vcr",
  resources: {
    VcrRepository: vcrRepositoryDefinition,
    VcrRepositoryPermission: vcrRepositoryPermissionDefinition,
  },
  functions: { getVcrRepository: getVcrRepositoryFunction },
  client: { vcr: (http) => new VcrApi(http) },
  inventory: [repositories, repositoryPermissions],
  teamFile: {
    notInFile: {
      VcrRepository: "a repository holds images pushed by CI: a program declares it beside its project",
      VcrRepositoryPermission: "a grant names another team, which the team file does not describe",
    },
  },
});
