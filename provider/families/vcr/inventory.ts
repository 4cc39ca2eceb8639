// A project's registry repositories, and the teams each is shared with.
import { reader } from "../../inventory/types";

export const repositories = reader({
  types: ["VcrRepository"],
  parent: "Project",
  list: (client, projectId) => client.vcr.list(projectId),
  toListed: (repository, projectId) => ({
    type: "VcrRepository",
    importId: `${projectId}/${repository.name}`,
    label: repository.name,
  }),
});

export const repositoryPermissions = reader({
  types: ["VcrRepositoryPermission"],
  parent: "VcrRepository",
  list: (client, repositoryImportId) => {
    const [projectId = "", name = ""] = repositoryImportId.split("/");
    return client.vcr.listPermissions(projectId, name);
  },
  toListed: (permission, repositoryImportId) => ({
    type: "VcrRepositoryPermission",
    importId: `${repositoryImportId}/${permission.teamId}`,
    label: permission.teamSlug,
  }),
});
